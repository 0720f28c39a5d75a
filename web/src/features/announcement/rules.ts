import { can } from '@casona/proto/permissions';
import type { PropertyStatus, RoleLabel } from '@casona/proto/enums';

/** What the person may do with a property's external listings: their label's §6 flags, or staff's. */
export type ListingActions = { read: boolean; add: boolean; edit: boolean; remove: boolean };

export function listingActions(label: RoleLabel | null, staff: boolean): ListingActions {
  if (staff) return { read: true, add: true, edit: true, remove: true };
  if (label === null) return { read: false, add: false, edit: false, remove: false };
  return {
    read: can(label, 'external_listing', 'select'),
    add: can(label, 'external_listing', 'insert'),
    edit: can(label, 'external_listing', 'update'),
    remove: can(label, 'external_listing', 'delete'),
  };
}

/** The statuses in which the property's public page (and so its QR code) is on the marketplace. */
export const ON_MARKETPLACE: readonly PropertyStatus[] = ['PUBLISHED', 'SOLD'];

/** The site a link leads to, as people read it ("inmuebles24.com"), or the link itself when it is not one. */
export function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}
