/**
 * What the allies page offers, from the memberships identity answers. These only decide which
 * buttons to show; identity checks every action again (§5, §6) and its message is what is shown.
 */
import { OWNER_ROLE_LABELS, type InvitationStatus, type RoleLabel } from '@casona/proto/enums';

export const isOwnerLabel = (label: RoleLabel): boolean =>
  (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label);

type MemberLike = { profile_id: string; label: RoleLabel; can_delete_customer: boolean };

/**
 * A remove button for `target`: staff remove anyone; a member whose label may delete allies
 * removes others except the owner (one owner per property, changed only by staff).
 */
export function canRemove(input: {
  target: MemberLike;
  me: MemberLike | undefined;
  staff: boolean;
  profileId: string | undefined;
}): boolean {
  const { target, me, staff, profileId } = input;
  if (staff) return true;
  if (!me || target.profile_id === profileId || isOwnerLabel(target.label)) return false;
  return me.can_delete_customer;
}

/** Badge colours of the §4 invitation states (PENDING, ACCEPTED shown "Active", REJECTED, REVOKED). */
export const INVITATION_COLORS: Readonly<Record<InvitationStatus, string>> = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  REJECTED: 'gray',
  REVOKED: 'red',
};
