import { OWNER_EDITABLE_PROPERTY_STATUSES, type PropertyLabel, type PropertyStatus } from '@casona/proto';

/**
 * §4 property lifecycle. Staff review a submission (REVISION → ACCEPTED or REJECTED), publish an
 * accepted one, and mark a published one SOLD; any live status may be DELETED. A rejected property
 * goes back to REVISION when staff reopen it after the owner's corrections.
 */
export const TRANSITIONS: { readonly [S in PropertyStatus]: readonly PropertyStatus[] } = {
  REVISION: ['ACCEPTED', 'REJECTED', 'DELETED'],
  ACCEPTED: ['PUBLISHED', 'DELETED'],
  REJECTED: ['REVISION', 'DELETED'],
  PUBLISHED: ['SOLD', 'DELETED'],
  SOLD: ['DELETED'],
  DELETED: [],
};

export const canTransition = (from: PropertyStatus, to: PropertyStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** What a status change writes besides the status itself. */
export interface TransitionEffects {
  publishedAt?: Date;
  rejectionReason?: string | null;
  label?: PropertyLabel;
}

export function transitionEffects(
  to: PropertyStatus,
  input: { now: Date; rejectionReason?: string | null | undefined },
): TransitionEffects {
  switch (to) {
    case 'PUBLISHED':
      return { publishedAt: input.now };
    case 'REJECTED':
      return { rejectionReason: input.rejectionReason ?? null };
    case 'REVISION':
      // Reopened: the old reason no longer applies.
      return { rejectionReason: null };
    case 'SOLD':
      // The marketplace card shows the SOLD label from now on.
      return { label: 'SOLD' };
    default:
      return {};
  }
}

/**
 * §4 who may change a property's details: staff always; a member whose label allows
 * `property.update` only while it is in review or rejected (never once accepted or published).
 */
export function canEditDetails(input: {
  status: PropertyStatus;
  staff: boolean;
  memberCanUpdate: boolean;
}): boolean {
  if (input.staff) return true;
  if (!input.memberCanUpdate) return false;
  return (OWNER_EDITABLE_PROPERTY_STATUSES as readonly PropertyStatus[]).includes(input.status);
}

/** Statuses the public sees (the page of a sold property stays up, marked sold). */
export const PUBLIC_STATUSES: readonly PropertyStatus[] = ['PUBLISHED', 'SOLD'];
