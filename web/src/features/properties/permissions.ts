/** What the owner's property page lets a person change (§4 statuses, §6 role labels). */
import { OWNER_EDITABLE_PROPERTY_STATUSES } from '@casona/proto/enums';

import type { PropertyView } from '../../lib/api/contracts.ts';

/**
 * Why the details are read-only for this person, or null when they may edit them: staff always
 * may; members need the property update permission of their label, and only while the property is
 * in review or rejected.
 */
export function readOnlyReason(
  property: Pick<PropertyView, 'status' | 'permissions'>,
  isStaff: boolean,
): 'notEditable' | 'denied' | null {
  if (isStaff) return null;
  if (!property.permissions?.can_update_property) return 'denied';
  if (!(OWNER_EDITABLE_PROPERTY_STATUSES as readonly string[]).includes(property.status))
    return 'notEditable';
  return null;
}
