import { randomUUID } from 'node:crypto';
import {
  checkInvitationInvitee,
  type InvitationCreate,
  type InvitationStatus,
  type Locale,
  type PropertyCustomerInvitation,
  type RoleLabel,
} from '@casona/proto';
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
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import { throwIf, violationError, type Deps } from './deps.ts';
import { actorOn, insertMember, lockProperty, membersOf } from './memberships.ts';
import { findProfile, findProfileByEmail, requireProfileRow } from './profiles.ts';

interface InvitationRow {
  id: string;
  property_id: string;
  invited_by: string;
  email: string;
  profile_id: string | null;
  label: RoleLabel;
  locale: Locale;
  status: InvitationStatus;
  created_at: Date;
  updated_at: Date;
}

/**
 * proto's PropertyCustomerInvitation plus its times; `profile_id` is null while the invited email
 * has no account (the invitation attaches when that email registers, see createProfile).
 */
export type InvitationView = PropertyCustomerInvitation & { created_at: string; updated_at: string };

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
  const { rows } = await deps.db.query<InvitationRow>(
    'SELECT * FROM property_customer_invitation WHERE property_id = $1 ORDER BY created_at DESC',
    [propertyId],
  );
  return rows.map(toView);
}

/** The invitations addressed to the caller (for the accept/reject banner). */
export async function receivedInvitations(
  deps: Deps,
  profileId: string,
  status: InvitationStatus | undefined,
): Promise<InvitationView[]> {
  const { rows } = await deps.db.query<InvitationRow>(
    `SELECT * FROM property_customer_invitation WHERE profile_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY created_at DESC`,
    [profileId, status ?? null],
  );
  return rows.map(toView);
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
      const pending = await client.query<{ email: string }>(
        "SELECT email FROM property_customer_invitation WHERE property_id = $1 AND status = 'PENDING'",
        [input.property_id],
      );
      const actor = actorOn(auth, members);
      throwIf(
        checkInvite({
          actor,
          actorEmail: caller.email,
          email,
          inviteeProfileId: invitee?.id ?? null,
          label: input.label,
          members,
          pendingEmails: pending.rows.map((r) => r.email),
        }),
      );
      const now = deps.now();
      const { rows } = await client.query<InvitationRow>(
        `INSERT INTO property_customer_invitation
           (id, property_id, invited_by, email, profile_id, label, locale, status, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $8) RETURNING *`,
        [
          randomUUID(),
          input.property_id,
          actor.profileId,
          email,
          invitee?.id ?? null,
          input.label,
          input.locale,
          now,
        ],
      );
      const invitation = rows[0]!;
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

async function lockedInvitation(q: Queryable, id: string): Promise<InvitationRow> {
  const { rows } = await q.query<InvitationRow>(
    'SELECT * FROM property_customer_invitation WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
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

async function setStatus(
  q: Queryable,
  deps: Deps,
  id: string,
  status: InvitationStatus,
): Promise<InvitationRow> {
  const { rows } = await q.query<InvitationRow>(
    'UPDATE property_customer_invitation SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *',
    [id, status, deps.now()],
  );
  return rows[0]!;
}

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
