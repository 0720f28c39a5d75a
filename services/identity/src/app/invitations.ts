import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  checkInvitationInvitee,
  type InvitationCreate,
  type InvitationStatus,
  type InvitationView,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import type { AuthContext } from '@casona/kit/auth/context';
import { requireProfile } from '@casona/kit/auth/context';
import { notFound, validationFailed } from '@casona/kit/errors/errors';
import {
  checkAnswer,
  checkInvite,
  checkListInvitations,
  checkRevoke,
  type InvitationFacts,
} from '../domain/memberships.ts';
import { normalizeEmail } from '../domain/secrets.ts';
import { isUniqueViolation } from '@casona/kit/db/queryable';
import { throwIf, violationError, type Deps } from './deps.ts';
import {
  insertInvitation,
  invitationForUpdate,
  invitationRowsOfInvitee,
  invitationRowsOfProperty,
  pendingInvitationEmails,
  setInvitationStatus,
  type InvitationRow,
} from './invitation-store.ts';
import { lockProperty, membersOf } from './membership-store.ts';
import { actorOn, insertMember } from './memberships.ts';
import { findProfile, findProfileByEmail } from './profile-store.ts';
import { requireProfileRow } from './profiles.ts';

export type { InvitationView } from '@casona/proto';

const toView = (r: InvitationRow): InvitationView => ({
  id: r.id,
  property_id: r.property_id,
  invited_by: r.invited_by,
  email: r.email,
  profile_id: r.profile_id,
  label: r.label,
  locale: r.locale,
  status: r.status,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const facts = (r: InvitationRow): InvitationFacts => ({
  status: r.status,
  invitedBy: r.invited_by,
  profileId: r.profile_id,
  label: r.label,
});

export async function listPropertyInvitations(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
): Promise<InvitationView[]> {
  const members = await membersOf(deps.db, propertyId);
  throwIf(checkListInvitations(actorOn(auth, members)));
  return (await invitationRowsOfProperty(deps.db, propertyId)).map(toView);
}

/** The invitations addressed to the caller (for the accept/reject banner). */
export async function receivedInvitations(
  deps: Deps,
  profileId: string,
  status: InvitationStatus | undefined,
): Promise<InvitationView[]> {
  return (await invitationRowsOfInvitee(deps.db, profileId, status ?? null)).map(toView);
}

/**
 * Invites someone to a property by email or by profile id (proto's InvitationCreate: exactly one).
 * identity.invitation.created goes out at once for notifications to email the invitee, with a null
 * profileId when the email has no account yet; the invitation attaches to the profile when that
 * email registers.
 */
export async function createInvitation(
  deps: Deps,
  auth: AuthContext,
  input: InvitationCreate,
): Promise<InvitationView> {
  const callerId = requireProfile(auth);
  const caller = await requireProfileRow(deps.db, callerId);
  let invitee = null;
  let email: string;
  if (input.profile_id && !input.email) {
    invitee = await findProfile(deps.db, input.profile_id);
    if (!invitee) throw notFound({ messageKey: 'profile.notFound' });
    email = invitee.email;
  } else if (input.email && !input.profile_id) {
    email = normalizeEmail(input.email);
    invitee = await findProfileByEmail(deps.db, email);
  } else {
    throw validationFailed(checkInvitationInvitee(input));
  }
  try {
    return await deps.db.tx(async (client) => {
      await lockProperty(client, input.property_id);
      const members = await membersOf(client, input.property_id);
      const pendingEmails = await pendingInvitationEmails(client, input.property_id);
      const actor = actorOn(auth, members);
      throwIf(
        checkInvite({
          actor,
          actorEmail: caller.email,
          email,
          inviteeProfileId: invitee?.id ?? null,
          label: input.label,
          members,
          pendingEmails,
        }),
      );
      const invitation = await insertInvitation(client, {
        id: randomUUID(),
        property_id: input.property_id,
        invited_by: actor.profileId,
        email,
        profile_id: invitee?.id ?? null,
        label: input.label,
        locale: input.locale,
        created_at: deps.now(),
      });
      // An invitation offers a label on the property: a permission change, in the audit log (issue 19).
      await audit(deps, client, auth, {
        action: 'INVITATION_SENT',
        entity: 'invitation',
        entityId: invitation.id,
        entityLabel: invitation.email,
        propertyId: invitation.property_id,
        before: null,
        after: { email: invitation.email, label: invitation.label, status: invitation.status },
      });
      await deps.emit(client, [
        deps.event('identity.invitation.created', {
          invitationId: invitation.id,
          propertyId: invitation.property_id,
          invitedBy: invitation.invited_by,
          profileId: invitation.profile_id,
          email: invitation.email,
          label: invitation.label,
          locale: invitation.locale,
        }),
      ]);
      return toView(invitation);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'invitation_one_pending'))
      throw violationError({ kind: 'conflict', key: 'invitation.onePending', path: '/email' });
    throw err;
  }
}

async function lockedInvitation(client: pg.ClientBase, id: string): Promise<InvitationRow> {
  const row = await invitationForUpdate(client, id);
  if (!row) throw notFound();
  return row;
}

/** Only the invitee answers, so an answered invitation always names the caller's profile. */
function answeredEvent(
  deps: Deps,
  type: 'identity.invitation.accepted' | 'identity.invitation.rejected',
  invitation: InvitationRow,
  inviteeId: string,
) {
  return deps.event(type, {
    invitationId: invitation.id,
    propertyId: invitation.property_id,
    profileId: inviteeId,
    label: invitation.label,
  });
}

const setStatus = (client: pg.ClientBase, deps: Deps, id: string, status: InvitationStatus) =>
  setInvitationStatus(client, id, status, deps.now());

/** The invitee accepts: the membership starts (membership.added) and the invitation shows "Active". */
export async function acceptInvitation(deps: Deps, auth: AuthContext, id: string): Promise<InvitationView> {
  const callerId = requireProfile(auth);
  try {
    return await deps.db.tx(async (client) => {
      const peek = await lockedInvitation(client, id);
      await lockProperty(client, peek.property_id);
      const members = await membersOf(client, peek.property_id);
      throwIf(checkAnswer({ invitation: facts(peek), callerProfileId: callerId, accept: true, members }));
      const updated = await setStatus(client, deps, id, 'ACCEPTED');
      await insertMember(
        client,
        deps,
        {
          profileId: callerId,
          propertyId: updated.property_id,
          label: updated.label,
          addedBy: updated.invited_by,
        },
        [answeredEvent(deps, 'identity.invitation.accepted', updated, callerId)],
      );
      await audit(deps, client, auth, {
        action: 'INVITATION_ACCEPTED',
        entity: 'invitation',
        entityId: updated.id,
        entityLabel: updated.email,
        propertyId: updated.property_id,
        before: { status: peek.status, label: null },
        after: { status: updated.status, label: updated.label },
      });
      return toView(updated);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'property_customer_one_owner'))
      throw violationError({ kind: 'conflict', key: 'property.oneOwner', path: '/invitation_id' });
    throw err;
  }
}

export async function rejectInvitation(deps: Deps, auth: AuthContext, id: string): Promise<InvitationView> {
  const callerId = requireProfile(auth);
  return deps.db.tx(async (client) => {
    const invitation = await lockedInvitation(client, id);
    throwIf(
      checkAnswer({ invitation: facts(invitation), callerProfileId: callerId, accept: false, members: [] }),
    );
    const updated = await setStatus(client, deps, id, 'REJECTED');
    await deps.emit(client, [answeredEvent(deps, 'identity.invitation.rejected', updated, callerId)]);
    return toView(updated);
  });
}

export async function revokeInvitation(deps: Deps, auth: AuthContext, id: string): Promise<InvitationView> {
  return deps.db.tx(async (client) => {
    const invitation = await lockedInvitation(client, id);
    const members = await membersOf(client, invitation.property_id);
    throwIf(checkRevoke({ invitation: facts(invitation), actor: actorOn(auth, members) }));
    const updated = await setStatus(client, deps, id, 'REVOKED');
    await audit(deps, client, auth, {
      action: 'INVITATION_REVOKED',
      entity: 'invitation',
      entityId: updated.id,
      entityLabel: updated.email,
      propertyId: updated.property_id,
      before: { status: invitation.status },
      after: { status: updated.status },
    });
    // Announced even when the invited email never registered: its creation was announced too.
    await deps.emit(client, [
      deps.event('identity.invitation.revoked', {
        invitationId: updated.id,
        propertyId: updated.property_id,
        profileId: updated.profile_id,
        label: updated.label,
      }),
    ]);
    return toView(updated);
  });
}
