/** Who reads property notices (§6 `notification` select), as a function of the caller's memberships. */
import { can, type RoleLabel } from '@casona/proto';

/** The properties among `memberships` whose label may read notifications (OTHER and WORKER may not). */
export const readableProperties = (
  memberships: readonly { property_id: string; label: RoleLabel }[],
): string[] => memberships.filter((m) => can(m.label, 'notification', 'select')).map((m) => m.property_id);
