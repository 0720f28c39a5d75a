/**
 * Invitations and first owners as use cases against the real database, called directly with an
 * auth context (no HTTP, no gateway): what each stores and emits, and what it refuses. The HTTP suite
 * (../memberships.int.spec.ts) keeps the permission matrix through the gateway.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenAccount, payloadOf, startUseCases, uniqueEmail, type UseCases } from '../testing/use-cases.ts';
import { makeFirstOwner } from './first-owner.ts';
import {
  acceptInvitation,
  createInvitation,
  listPropertyInvitations,
  receivedInvitations,
  rejectInvitation,
  revokeInvitation,
} from './invitations.ts';
import { listMembers } from './memberships.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases();
}, 120_000);
afterAll(async () => uc?.stop());

const eventsAbout = async (type: string, propertyId: string) =>
  (await uc.events(type)).map(payloadOf).filter((p) => p.propertyId === propertyId);

/** A property whose first owner is `ownerId`, as the listings.property.created consumer leaves it. */
async function givenProperty(ownerId: string): Promise<string> {
  const propertyId = randomUUID();
  await uc.deps.db.tx((tx) => makeFirstOwner(tx, uc.deps, { propertyId, ownerProfileId: ownerId }));
  return propertyId;
}

describe('invitations', () => {
  it('an email without an account: announced at once, attached when it registers, accepted by the invitee', async () => {
    const owner = await givenAccount(uc);
    const propertyId = await givenProperty(owner.id);
    const email = uniqueEmail('invitada');
    const invitation = await createInvitation(uc.deps, owner.auth, {
      property_id: propertyId,
      email: email.toUpperCase(),
      label: 'MANAGER',
      locale: 'EN',
    });
    expect(invitation).toMatchObject({ email, profile_id: null, status: 'PENDING', invited_by: owner.id });
    expect(await eventsAbout('identity.invitation.created', propertyId)).toEqual([
      expect.objectContaining({
        invitationId: invitation.id,
        profileId: null,
        email,
        label: 'MANAGER',
        locale: 'EN',
      }),
    ]);

    const invitee = await givenAccount(uc, { email });
    expect(await receivedInvitations(uc.deps, invitee.id, 'PENDING')).toEqual([
      expect.objectContaining({ id: invitation.id, profile_id: invitee.id }),
    ]);
    const accepted = await acceptInvitation(uc.deps, invitee.auth, invitation.id);
    expect(accepted.status).toBe('ACCEPTED');
    expect((await listMembers(uc.deps, owner.auth, propertyId)).map((m) => [m.profile_id, m.label])).toEqual([
      [owner.id, 'OWNER'],
      [invitee.id, 'MANAGER'],
    ]);
    expect(await eventsAbout('identity.invitation.accepted', propertyId)).toEqual([
      expect.objectContaining({ invitationId: invitation.id, profileId: invitee.id, label: 'MANAGER' }),
    ]);
    expect(await eventsAbout('identity.membership.added', propertyId)).toHaveLength(2);
    // Answered once: a second answer is a conflict.
    await expect(rejectInvitation(uc.deps, invitee.auth, invitation.id)).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'invitation.notPending',
    });
  });

  it('refuses a second pending invitation, yourself, an outsider, and a WORKER reading the list', async () => {
    const owner = await givenAccount(uc);
    const worker = await givenAccount(uc);
    const outsider = await givenAccount(uc);
    const propertyId = await givenProperty(owner.id);
    const invite = (email: string, label: 'MANAGER' | 'WORKER' = 'WORKER', auth = owner.auth) =>
      createInvitation(uc.deps, auth, { property_id: propertyId, email, label, locale: 'ES' });

    const first = await invite(worker.email);
    await acceptInvitation(uc.deps, worker.auth, first.id);
    const email = uniqueEmail();
    await invite(email);
    await expect(invite(email, 'MANAGER')).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'invitation.onePending',
    });
    await expect(invite(owner.email)).rejects.toMatchObject({
      statusCode: 400,
      messageKey: 'ally.cannotAddYourself',
    });
    await expect(invite(uniqueEmail(), 'WORKER', outsider.auth)).rejects.toMatchObject({ statusCode: 403 });
    await expect(listPropertyInvitations(uc.deps, worker.auth, propertyId)).rejects.toMatchObject({
      statusCode: 403,
    });
    expect((await listPropertyInvitations(uc.deps, owner.auth, propertyId)).map((i) => i.status)).toEqual([
      'PENDING',
      'ACCEPTED',
    ]);
  });

  it('only the invitee answers; the inviter revokes a pending one, announced even without an account', async () => {
    const owner = await givenAccount(uc);
    const invitee = await givenAccount(uc);
    const other = await givenAccount(uc);
    const propertyId = await givenProperty(owner.id);
    const toInvitee = await createInvitation(uc.deps, owner.auth, {
      property_id: propertyId,
      profile_id: invitee.id,
      label: 'WORKER',
      locale: 'ES',
    });
    // Anyone else is told it does not exist.
    await expect(acceptInvitation(uc.deps, other.auth, toInvitee.id)).rejects.toMatchObject({
      statusCode: 404,
    });
    expect((await rejectInvitation(uc.deps, invitee.auth, toInvitee.id)).status).toBe('REJECTED');

    const email = uniqueEmail();
    const pending = await createInvitation(uc.deps, owner.auth, {
      property_id: propertyId,
      email,
      label: 'MANAGER',
      locale: 'ES',
    });
    expect((await revokeInvitation(uc.deps, owner.auth, pending.id)).status).toBe('REVOKED');
    expect(await eventsAbout('identity.invitation.revoked', propertyId)).toEqual([
      expect.objectContaining({ invitationId: pending.id, profileId: null, label: 'MANAGER' }),
    ]);
    await expect(acceptInvitation(uc.deps, invitee.auth, randomUUID())).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('first owner of a submitted property', () => {
  it('a new email gets a profile, a set-your-password link and the OWNER label, together', async () => {
    const propertyId = randomUUID();
    const email = uniqueEmail('duena');
    await uc.deps.db.tx((tx) =>
      makeFirstOwner(tx, uc.deps, {
        propertyId,
        ownerProfileId: null,
        createdBy: null,
        owner: { email, name: ' Dueña ', phoneNumber: '', locale: 'EN' },
      }),
    );
    const [profile] = await uc.sql('SELECT id, name, phone_number, locale FROM profile WHERE email = $1', [
      email,
    ]);
    expect(profile).toMatchObject({ name: 'Dueña', phone_number: null, locale: 'EN' });
    const links = (await uc.events('identity.password_reset.requested'))
      .map(payloadOf)
      .filter((p) => p.email === email);
    expect(links).toEqual([expect.objectContaining({ profileId: profile.id, locale: 'EN' })]);
    expect(await eventsAbout('identity.membership.added', propertyId)).toEqual([
      { profileId: profile.id, propertyId, label: 'OWNER' },
    ]);
  });

  it('an email with an account becomes the owner only when staff submitted; an owner already there stays', async () => {
    const ana = await givenAccount(uc);
    const staff = await givenAccount(uc, { staffRole: 'STAFF' });
    const submitted = (propertyId: string, createdBy: string | null) =>
      uc.deps.db.tx((tx) =>
        makeFirstOwner(tx, uc.deps, {
          propertyId,
          ownerProfileId: null,
          createdBy,
          owner: { email: ana.email, name: 'Ana', phoneNumber: null, locale: 'ES' },
        }),
      );
    const anonymous = randomUUID();
    await submitted(anonymous, null);
    expect(await eventsAbout('identity.membership.added', anonymous)).toEqual([]);
    const byStaff = randomUUID();
    await submitted(byStaff, staff.id);
    await uc.deps.db.tx((tx) =>
      makeFirstOwner(tx, uc.deps, { propertyId: byStaff, ownerProfileId: staff.id }),
    );
    expect(await eventsAbout('identity.membership.added', byStaff)).toEqual([
      { profileId: ana.id, propertyId: byStaff, label: 'OWNER' },
    ]);
  });
});
