/**
 * The rules of property memberships and invitations (§5, §6), as plain functions of data. Each
 * check answers the first rule broken, or null when the change is allowed; the app layer turns a
 * violation into the matching typed error.
 */
import {
  ASSIGNABLE_STAFF_ROLES,
  OWNER_ROLE_LABELS,
  ROLE_LABELS,
  can,
  type InvitationStatus,
  type MessageKey,
  type PermissionAction,
  type RoleLabel,
} from '@casona/proto';

export interface Member {
  profileId: string;
  label: RoleLabel;
}

/** Who is asking, and what they are on the property in question. */
export interface Actor {
  profileId: string;
  /** Company staff (ADMIN or STAFF) pass every property check. */
  staff: boolean;
  /** The actor's own label on the property, or null when they are not on it. */
  label: RoleLabel | null;
}

export type Violation =
  | { kind: 'forbidden'; key: MessageKey }
  | { kind: 'not_found'; key: MessageKey }
  | { kind: 'invalid' | 'conflict'; key: MessageKey; path: string; params?: Record<string, string> };

export const isOwnerLabel = (label: RoleLabel): boolean =>
  (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label);

/** Staff may grant any label; members grant the assignable staff roles of §6 (MANAGER, WORKER). */
export const grantableLabels = (actor: Pick<Actor, 'staff'>): readonly RoleLabel[] =>
  actor.staff ? ROLE_LABELS : ASSIGNABLE_STAFF_ROLES;

export function allows(actor: Actor, resource: 'customer' | 'invitation', action: PermissionAction): boolean {
  return actor.staff || (actor.label !== null && can(actor.label, resource, action));
}

const forbidden = (key: MessageKey = 'permission.denied'): Violation => ({ kind: 'forbidden', key });
const notFound = (key: MessageKey = 'http.notFound'): Violation => ({ kind: 'not_found', key });

function labelNotGrantable(actor: Actor, label: RoleLabel): Violation | null {
  const grantable = grantableLabels(actor);
  return grantable.includes(label)
    ? null
    : { kind: 'invalid', key: 'validation.enum', path: '/label', params: { values: grantable.join(', ') } };
}

function secondOwner(label: RoleLabel, members: readonly Member[], except?: string): Violation | null {
  return isOwnerLabel(label) && members.some((m) => m.profileId !== except && isOwnerLabel(m.label))
    ? { kind: 'conflict', key: 'property.oneOwner', path: '/label' }
    : null;
}

/** Who may see a property's allies (§6 customer select; WORKER reads, OTHER sees nothing). */
export const checkListMembers = (actor: Actor): Violation | null =>
  allows(actor, 'customer', 'select') ? null : forbidden('permission.viewAllies');

/** Who may see a property's invitations (§6 invitation select; a WORKER cannot). */
export const checkListInvitations = (actor: Actor): Violation | null =>
  allows(actor, 'invitation', 'select') ? null : forbidden('permission.viewInvitations');

/** Adding a profile to a property directly. */
export function checkAddMember(input: {
  actor: Actor;
  profileId: string;
  label: RoleLabel;
  members: readonly Member[];
}): Violation | null {
  const { actor, profileId, label, members } = input;
  if (!allows(actor, 'customer', 'insert')) return forbidden();
  if (!actor.staff && profileId === actor.profileId)
    return { kind: 'invalid', key: 'ally.cannotAddYourself', path: '/profile_id' };
  const notGrantable = labelNotGrantable(actor, label);
  if (notGrantable) return notGrantable;
  if (members.some((m) => m.profileId === profileId)) {
    return {
      kind: 'conflict',
      key: actor.staff ? 'customer.oneRelation' : 'ally.alreadyAdded',
      path: '/profile_id',
    };
  }
  return secondOwner(label, members);
}

/** Changing the label of an existing member. */
export function checkChangeLabel(input: {
  actor: Actor;
  profileId: string;
  label: RoleLabel;
  members: readonly Member[];
}): Violation | null {
  const { actor, profileId, label, members } = input;
  if (!allows(actor, 'customer', 'update')) return forbidden();
  const target = members.find((m) => m.profileId === profileId);
  if (!target) return notFound();
  if (!actor.staff) {
    // A member cannot promote themselves nor demote the owner; only staff change those.
    if (profileId === actor.profileId || isOwnerLabel(target.label)) return forbidden();
    const notGrantable = labelNotGrantable(actor, label);
    if (notGrantable) return notGrantable;
  }
  return secondOwner(label, members, profileId);
}

/** Removing a member: staff, a label with customer delete, or anyone but the owner leaving. */
export function checkRemoveMember(input: {
  actor: Actor;
  profileId: string;
  members: readonly Member[];
}): Violation | null {
  const { actor, profileId, members } = input;
  const target = members.find((m) => m.profileId === profileId);
  if (actor.staff) return target ? null : notFound();
  const leaving = profileId === actor.profileId;
  if (!leaving && !allows(actor, 'customer', 'delete')) return forbidden();
  if (!target) return notFound();
  if (isOwnerLabel(target.label)) return forbidden();
  return null;
}

/** Inviting someone (by email; they may not have an account yet). */
export function checkInvite(input: {
  actor: Actor;
  actorEmail: string;
  email: string;
  /** The invitee's profile when the email already has one. */
  inviteeProfileId: string | null;
  label: RoleLabel;
  members: readonly Member[];
  pendingEmails: readonly string[];
}): Violation | null {
  const { actor, email, inviteeProfileId, label, members } = input;
  if (!allows(actor, 'invitation', 'insert')) return forbidden();
  if (email === input.actorEmail || inviteeProfileId === actor.profileId)
    return { kind: 'invalid', key: 'ally.cannotAddYourself', path: '/email' };
  const notGrantable = labelNotGrantable(actor, label);
  if (notGrantable) return notGrantable;
  if (inviteeProfileId !== null && members.some((m) => m.profileId === inviteeProfileId))
    return { kind: 'conflict', key: 'ally.alreadyAdded', path: '/email' };
  if (input.pendingEmails.includes(email))
    return { kind: 'conflict', key: 'invitation.onePending', path: '/email' };
  return secondOwner(label, members);
}

export interface InvitationFacts {
  status: InvitationStatus;
  invitedBy: string;
  profileId: string | null;
  label: RoleLabel;
}

const notPending: Violation = { kind: 'conflict', key: 'invitation.notPending', path: '/invitation_id' };

/**
 * Accepting or rejecting: only the invitee (anyone else is told it does not exist), only while
 * pending; accepting must still fit the property.
 */
export function checkAnswer(input: {
  invitation: InvitationFacts;
  callerProfileId: string;
  accept: boolean;
  members: readonly Member[];
}): Violation | null {
  const { invitation, callerProfileId, members } = input;
  if (invitation.profileId !== callerProfileId) return notFound();
  if (invitation.status !== 'PENDING') return notPending;
  if (!input.accept) return null;
  if (members.some((m) => m.profileId === callerProfileId))
    return { kind: 'conflict', key: 'ally.alreadyAdded', path: '/invitation_id' };
  return secondOwner(invitation.label, members);
}

/** Revoking: the inviter, staff, or a label allowed to delete invitations; only while pending. */
export function checkRevoke(input: { invitation: InvitationFacts; actor: Actor }): Violation | null {
  const { invitation, actor } = input;
  if (invitation.invitedBy !== actor.profileId && !allows(actor, 'invitation', 'delete')) return forbidden();
  return invitation.status === 'PENDING' ? null : notPending;
}
