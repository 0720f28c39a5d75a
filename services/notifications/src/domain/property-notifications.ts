/** Who reads property notices (§6 `notification` select), as a function of the caller's memberships. */
import { can, type RoleLabel } from '@casona/proto';

/** The properties among `memberships` whose label may read notifications (OTHER and WORKER may not). */
export const readableProperties = (
  memberships: readonly { property_id: string; label: RoleLabel }[],
): string[] => memberships.filter((m) => can(m.label, 'notification', 'select')).map((m) => m.property_id);

/** The author of the notices Casona posts itself (an expiry warning), not a person. */
export const SYSTEM_AUTHOR = '00000000-0000-0000-0000-000000000000';
