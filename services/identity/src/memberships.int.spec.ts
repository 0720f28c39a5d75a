import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAN_FLAGS,
  OWNER_ROLE_LABELS,
  ROLE_LABELS,
  can,
  canFlags,
  makeEvent,
  type RoleLabel,
} from '@casona/proto';
import { propertyCreatedPayload } from '@casona/kit/testing/property-events';
import { makeStaff, registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

/** Publishes listings.property.created as listings would, and waits until identity made the owner. */
async function createProperty(owner: Account): Promise<string> {
  const payload = propertyCreatedPayload({ ownerProfileId: owner.id, createdBy: owner.id });
  const event = makeEvent('listings.property.created', { producer: 'listings', payload });
  await h.infra.bus.publish('casona.listings.property', [event]);
  // Redelivery (at-least-once) must not make a second owner nor a second event.
  await h.infra.bus.publish('casona.listings.property', [event]);
  return payload.propertyId;
}

async function withLabel(propertyId: string, label: RoleLabel): Promise<Account> {
  const account = await registerAccount(h);
  await h.sql(
    `INSERT INTO property_customer (profile_id, property_id, label, can_flags, created_at, updated_at)
     VALUES ($1, $2, $3, $4, now(), now())`,
    [account.id, propertyId, label, JSON.stringify(canFlags(label))],
  );
  return account;
}

const isOwnerType = (label: RoleLabel) => (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label);

const invite = (by: Account, body: Record<string, unknown>) =>
  h.call('POST', '/api/v1/property_customer_invitation', {
    token: by.accessToken,
    body: { locale: 'ES', label: 'WORKER', ...body },
  });

describe('first owner from listings.property.created', () => {
  it('makes the submitter OWNER, with the label flags, once', async () => {
    const owner = await registerAccount(h);
    const propertyId = await createProperty(owner);
    const list = await h.call('GET', `/api/v1/property_customer?property_id=${propertyId}`, {
      token: owner.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    const [member] = list.body.items;
    expect(member).toMatchObject({
      profile_id: owner.id,
      property_id: propertyId,
      label: 'OWNER',
      profile: { email: owner.email },
    });
    for (const flag of CAN_FLAGS) expect(member[flag]).toBe(canFlags('OWNER')[flag]);
    const added = (await h.events('identity.membership.added')).filter((e) => e.key === propertyId);
    expect(added.map((e) => e.payload)).toEqual([{ profileId: owner.id, propertyId, label: 'OWNER' }]);
    const mine = await h.call('GET', '/api/v1/property_customer', { token: owner.accessToken });
    expect(mine.body.items.map((m: { property_id: string }) => m.property_id)).toContain(propertyId);
  });

  /** listings.property.created of an anonymous submission: no profile id, the owner's contact instead. */
  async function submitAnonymously(
    owner: {
      email: string;
      name: string;
      phoneNumber: string | null;
      locale: 'EN' | 'ES';
    },
    createdBy: string | null = null,
  ): Promise<string> {
    const propertyId = crypto.randomUUID();
    const payload = propertyCreatedPayload({
      propertyId,
      createdBy,
      owner,
      name: 'Casa Jacaranda',
      slug: `casa-jacaranda-${propertyId.slice(0, 8)}`,
      state: 'Puebla',
      city: 'Puebla',
      price: 2_300_000,
    });
    const event = makeEvent('listings.property.created', { producer: 'listings', payload });
    await h.infra.bus.publish('casona.listings.property', [event]);
    await h.infra.bus.publish('casona.listings.property', [event]);
    return propertyId;
  }

  it('an anonymous submission creates the profile (source submit_property), makes it OWNER and emails a set-password link', async () => {
    const email = `Duena.${Date.now()}@Example.com`;
    const propertyId = await submitAnonymously({
      email,
      name: 'Lucía Hernández',
      phoneNumber: '2221234567',
      locale: 'EN',
    });
    const [profile] = await h.sql<{
      id: string;
      email: string;
      name: string;
      locale: string;
      phone_number: string;
    }>('SELECT id, email, name, locale, phone_number FROM profile WHERE email = $1', [email.toLowerCase()]);
    expect(profile).toMatchObject({ name: 'Lucía Hernández', locale: 'EN', phone_number: '2221234567' });
    // No password: it is chosen through the emailed link.
    expect(await h.sql('SELECT 1 FROM credential WHERE profile_id = $1', [profile!.id])).toHaveLength(0);

    const created = (await h.events('identity.profile.created')).filter((e) => e.key === profile!.id);
    expect(created.map((e) => e.payload)).toEqual([
      expect.objectContaining({ email: email.toLowerCase(), source: 'submit_property', dataSource: 'email' }),
    ]);
    const added = (await h.events('identity.membership.added')).filter((e) => e.key === propertyId);
    expect(added.map((e) => e.payload)).toEqual([{ profileId: profile!.id, propertyId, label: 'OWNER' }]);
    const links = (await h.events('identity.password_reset.requested')).filter((e) => e.key === profile!.id);
    expect(links).toHaveLength(1);
    const link = links[0]!.payload as { resetUrl: string; email: string; locale: string };
    expect(link).toMatchObject({ email: email.toLowerCase(), locale: 'EN' });

    // The link works: the new owner sets a password, signs in and sees the property as OWNER.
    const token = decodeURIComponent(new URL(link.resetUrl).hash.replace('#reset_token=', ''));
    const reset = await h.call('POST', '/api/v1/auth/reset_password', {
      body: { token, password: 'mi-casa-nueva-1', passwordConfirmation: 'mi-casa-nueva-1' },
    });
    expect(reset.status).toBe(200);
    const login = await h.call('POST', '/api/v1/auth/login', {
      body: { email, password: 'mi-casa-nueva-1' },
    });
    expect(login.status).toBe(200);
    const mine = await h.call('GET', '/api/v1/property_customer', { token: login.body.accessToken });
    expect(mine.body.items).toEqual([expect.objectContaining({ property_id: propertyId, label: 'OWNER' })]);
  });

  it('an anonymous submission naming an email that has an account attaches nothing to it (#11 item 6)', async () => {
    const existing = await registerAccount(h);
    const before = (await h.events('identity.profile.created')).length;
    const propertyId = await submitAnonymously({
      email: existing.email.toUpperCase(),
      name: 'Otro Nombre',
      phoneNumber: null,
      locale: 'ES',
    });
    expect((await h.events('identity.profile.created')).length).toBe(before);
    expect(
      (await h.events('identity.password_reset.requested')).filter((e) => e.key === existing.id),
    ).toHaveLength(0);
    expect((await h.events('identity.membership.added')).filter((e) => e.key === propertyId)).toEqual([]);
    expect(await h.sql('SELECT 1 FROM property_customer WHERE property_id = $1', [propertyId])).toEqual([]);
    const mine = await h.call('GET', '/api/v1/property_customer', { token: existing.accessToken });
    expect(mine.body.items).toEqual([]);
    const [name] = await h.sql<{ name: string }>('SELECT name FROM profile WHERE id = $1', [existing.id]);
    expect(name!.name).toBe('Ana María Núñez');
  });

  it('staff submitting for an existing account (admin/submit_property) make it OWNER; a former staff member cannot', async () => {
    const existing = await registerAccount(h);
    const staff = await makeStaff(h, await registerAccount(h), 'STAFF');
    const contact = { email: existing.email, name: 'x', phoneNumber: null, locale: 'ES' } as const;
    const byStaff = await submitAnonymously(contact, staff.id);
    const added = (await h.events('identity.membership.added')).filter((e) => e.key === byStaff);
    expect(added.map((e) => e.payload)).toEqual([
      { profileId: existing.id, propertyId: byStaff, label: 'OWNER' },
    ]);

    const someone = await registerAccount(h);
    const bySomeone = await submitAnonymously(contact, someone.id);
    expect((await h.events('identity.membership.added')).filter((e) => e.key === bySomeone)).toEqual([]);
  });
});

describe('the permission matrix on the membership endpoints (every role label)', () => {
  let shared: string;
  /** Where each label sits: owner-type labels each own a property of their own (one owner per property). */
  const seats = new Map<RoleLabel, { account: Account; propertyId: string }>();
  beforeAll(async () => {
    const owner = await registerAccount(h);
    shared = await createProperty(owner);
    seats.set('OWNER', { account: owner, propertyId: shared });
    for (const label of ROLE_LABELS) {
      if (label === 'OWNER') continue;
      const propertyId = isOwnerType(label) ? crypto.randomUUID() : shared;
      seats.set(label, { account: await withLabel(propertyId, label), propertyId });
    }
  });

  for (const label of ROLE_LABELS) {
    const allies = can(label, 'customer', 'select');
    const invitations = can(label, 'invitation', 'select');
    const inviting = can(label, 'invitation', 'insert');
    it(`${label}: allies ${allies ? 'listed' : '403'}, invitations ${invitations ? 'listed' : '403'}, inviting ${inviting ? 'allowed' : '403'}`, async () => {
      const { account: actor, propertyId } = seats.get(label)!;
      const list = await h.call('GET', `/api/v1/property_customer?property_id=${propertyId}`, {
        token: actor.accessToken,
      });
      expect(list.status).toBe(allies ? 200 : 403);
      if (!allies) expect(list.body.message).toBe('No tienes permiso para ver a los aliados.');

      const invites = await h.call('GET', `/api/v1/property_customer_invitation?property_id=${propertyId}`, {
        token: actor.accessToken,
      });
      expect(invites.status).toBe(invitations ? 200 : 403);
      if (!invitations) expect(invites.body.message).toBe('No tienes permiso para ver las invitaciones.');

      const invited = await invite(actor, {
        property_id: propertyId,
        email: `ally.${label.toLowerCase()}.${Date.now()}@example.com`,
      });
      expect(invited.status).toBe(inviting ? 201 : 403);

      const target = await registerAccount(h);
      const added = await h.call('POST', '/api/v1/property_customer', {
        token: actor.accessToken,
        body: { property_id: propertyId, profile_id: target.id, label: 'WORKER' },
      });
      expect(added.status).toBe(can(label, 'customer', 'insert') ? 201 : 403);
    });
  }

  it('someone with no label on the property sees nothing; staff see everything', async () => {
    const stranger = await registerAccount(h);
    expect(
      (
        await h.call('GET', `/api/v1/property_customer?property_id=${shared}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await h.call('GET', `/api/v1/property_customer_invitation?property_id=${shared}`, {
          token: stranger.accessToken,
        })
      ).status,
    ).toBe(403);
    const staff = await makeStaff(h, await registerAccount(h), 'STAFF');
    const list = await h.call('GET', `/api/v1/property_customer?property_id=${shared}`, {
      token: staff.accessToken,
    });
    expect(list.status).toBe(200);
    expect(list.body.items.length).toBeGreaterThanOrEqual(4);
  });
});

describe('memberships', () => {
  it('direct add: not yourself, not twice, only MANAGER or WORKER for members; label change and removal emit events', async () => {
    const owner = await registerAccount(h);
    const propertyId = await createProperty(owner);
    const ally = await registerAccount(h);
    const body = { property_id: propertyId, profile_id: ally.id, label: 'MANAGER' };
    const self = await h.call('POST', '/api/v1/property_customer', {
      token: owner.accessToken,
      body: { ...body, profile_id: owner.id },
    });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('No puedes agregarte a ti mismo como aliado.');
    const ownerLabel = await h.call('POST', '/api/v1/property_customer', {
      token: owner.accessToken,
      body: { ...body, label: 'OWNER_MANAGER' },
    });
    expect(ownerLabel.status).toBe(400);
    expect(ownerLabel.body.errors).toContainEqual({
      path: '/label',
      message: 'Elige una opción.',
    });
    const added = await h.call('POST', '/api/v1/property_customer', { token: owner.accessToken, body });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      label: 'MANAGER',
      can_select_commission: false,
      can_insert_chore: true,
    });
    const twice = await h.call('POST', '/api/v1/property_customer', { token: owner.accessToken, body });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Este aliado ya fue agregado a la propiedad.');

    const relabel = await h.call('PATCH', '/api/v1/property_customer', {
      token: owner.accessToken,
      body: { ...body, label: 'WORKER' },
    });
    expect(relabel.status).toBe(200);
    expect((await h.events('identity.membership.updated')).at(-1)!.payload).toEqual({
      profileId: ally.id,
      propertyId,
      label: 'WORKER',
      previousLabel: 'MANAGER',
    });
    // A worker cannot remove the owner, but may leave.
    const workerOut = await h.call('DELETE', '/api/v1/property_customer', {
      token: ally.accessToken,
      body: { property_id: propertyId, profile_id: owner.id },
    });
    expect(workerOut.status).toBe(403);
    const leave = await h.call('DELETE', '/api/v1/property_customer', {
      token: ally.accessToken,
      body: { property_id: propertyId, profile_id: ally.id },
    });
    expect(leave.status).toBe(204);
    expect((await h.events('identity.membership.removed')).at(-1)!.payload).toEqual({
      profileId: ally.id,
      propertyId,
      label: 'WORKER',
    });
  });

  it('admin: any label, one owner per property, one relation per client, paged listing', async () => {
    const owner = await registerAccount(h);
    const propertyId = await createProperty(owner);
    const admin = await makeStaff(h, await registerAccount(h), 'ADMIN');
    const other = await registerAccount(h);
    const secondOwner = await h.call('PUT', '/api/v1/admin/property_customer', {
      token: admin.accessToken,
      body: { property_id: propertyId, profile_id: other.id, label: 'OWNER_AIRBNB' },
    });
    expect(secondOwner.status).toBe(409);
    expect(secondOwner.body.message).toBe('Una propiedad solo puede tener un propietario.');
    const realtor = await h.call('PUT', '/api/v1/admin/property_customer', {
      token: admin.accessToken,
      body: { property_id: propertyId, profile_id: owner.id, label: 'OWNER_REALTOR' },
    });
    expect(realtor.status).toBe(200);
    expect(realtor.body.label).toBe('OWNER_REALTOR');
    const page = await h.call(
      'GET',
      `/api/v1/admin/property_customer?property_id=${propertyId}&page=1&pageSize=5`,
      {
        token: admin.accessToken,
      },
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(
      (await h.call('GET', '/api/v1/admin/property_customer', { token: owner.accessToken })).status,
    ).toBe(403);
    expect(
      (
        await h.call('DELETE', '/api/v1/admin/property_customer', {
          token: admin.accessToken,
          body: { property_id: propertyId, profile_id: owner.id },
        })
      ).status,
    ).toBe(204);
  });
});

describe('invitations', () => {
  it('invites an email with no account: announced at once, attached at registration, and accepting starts the membership', async () => {
    const owner = await registerAccount(h);
    const propertyId = await createProperty(owner);
    const email = `aliada.${Date.now()}@example.com`;
    const created = await invite(owner, {
      property_id: propertyId,
      email: email.toUpperCase(),
      label: 'MANAGER',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email,
      profile_id: null,
      status: 'PENDING',
      label: 'MANAGER',
      invited_by: owner.id,
    });
    const invitationId = created.body.id;
    const announcedFor = async () =>
      (await h.events('identity.invitation.created')).filter(
        (e) => (e.payload as { invitationId: string }).invitationId === invitationId,
      );
    const [announced] = await announcedFor();
    expect(announced!.key).toBe(propertyId);
    expect(announced!.payload).toEqual({
      invitationId,
      propertyId,
      invitedBy: owner.id,
      profileId: null,
      email,
      label: 'MANAGER',
      locale: 'ES',
    });

    const onePending = await invite(owner, { property_id: propertyId, email });
    expect(onePending.status).toBe(409);
    expect(onePending.body.message).toBe('Este aliado ya tiene una invitación pendiente.');

    const ally = await registerAccount(h, { email });
    // Registering attaches the invitation to the new profile without announcing it a second time.
    expect(await announcedFor()).toHaveLength(1);

    const received = await h.call('GET', '/api/v1/property_customer_invitation/received?status=PENDING', {
      token: ally.accessToken,
    });
    expect(received.body.items.map((i: { id: string }) => i.id)).toEqual([invitationId]);

    const intruder = await registerAccount(h);
    expect(
      (
        await h.call('POST', '/api/v1/property_customer_invitation/accept', {
          token: intruder.accessToken,
          body: { invitation_id: invitationId },
        })
      ).status,
    ).toBe(404);
    const accepted = await h.call('POST', '/api/v1/property_customer_invitation/accept', {
      token: ally.accessToken,
      body: { invitation_id: invitationId },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('ACCEPTED');
    expect((await h.events('identity.invitation.accepted')).at(-1)!.payload).toEqual({
      invitationId,
      propertyId,
      profileId: ally.id,
      label: 'MANAGER',
    });
    expect((await h.events('identity.membership.added')).at(-1)!.payload).toEqual({
      profileId: ally.id,
      propertyId,
      label: 'MANAGER',
    });
    const again = await h.call('POST', '/api/v1/property_customer_invitation/accept', {
      token: ally.accessToken,
      body: { invitation_id: invitationId },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta invitación ya fue respondida o cancelada.');
    const members = await h.call('GET', `/api/v1/property_customer?property_id=${propertyId}`, {
      token: ally.accessToken,
    });
    expect(members.body.items.map((m: { label: string }) => m.label).sort()).toEqual(['MANAGER', 'OWNER']);
    // Already on the property: cannot be invited again.
    const member = await invite(owner, { property_id: propertyId, email });
    expect(member.status).toBe(409);
    expect(member.body.message).toBe('Este aliado ya fue agregado a la propiedad.');
  });

  it('existing profiles are announced at once; reject by the invitee, revoke by the inviter only, not yourself', async () => {
    const owner = await registerAccount(h);
    const propertyId = await createProperty(owner);
    const self = await invite(owner, { property_id: propertyId, email: owner.email });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('No puedes agregarte a ti mismo como aliado.');

    const ally = await registerAccount(h);
    const byId = await invite(owner, { property_id: propertyId, profile_id: ally.id });
    expect(byId.status).toBe(201);
    expect((await h.events('identity.invitation.created')).at(-1)!.payload).toMatchObject({
      invitationId: byId.body.id,
      profileId: ally.id,
    });
    const rejected = await h.call('POST', '/api/v1/property_customer_invitation/reject', {
      token: ally.accessToken,
      body: { invitation_id: byId.body.id },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('REJECTED');
    expect((await h.events('identity.invitation.rejected')).at(-1)!.payload).toMatchObject({
      invitationId: byId.body.id,
    });

    const second = await invite(owner, { property_id: propertyId, email: ally.email, label: 'MANAGER' });
    expect(second.status).toBe(201);
    const notInviter = await h.call('POST', '/api/v1/property_customer_invitation/revoke', {
      token: ally.accessToken,
      body: { invitation_id: second.body.id },
    });
    expect(notInviter.status).toBe(403);
    const revoked = await h.call('POST', '/api/v1/property_customer_invitation/revoke', {
      token: owner.accessToken,
      body: { invitation_id: second.body.id },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('REVOKED');
    expect((await h.events('identity.invitation.revoked')).at(-1)!.payload).toMatchObject({
      invitationId: second.body.id,
      profileId: ally.id,
    });
    const late = await h.call('POST', '/api/v1/property_customer_invitation/accept', {
      token: ally.accessToken,
      body: { invitation_id: second.body.id },
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Esta invitación ya fue respondida o cancelada.');
    const revokedTwice = await h.call('POST', '/api/v1/property_customer_invitation/revoke', {
      token: owner.accessToken,
      body: { invitation_id: second.body.id },
    });
    expect(revokedTwice.status).toBe(409);
    expect(revokedTwice.body.errors).toEqual([
      { path: '/invitation_id', message: 'Esta invitación ya fue respondida o cancelada.' },
    ]);

    const list = await h.call('GET', `/api/v1/property_customer_invitation?property_id=${propertyId}`, {
      token: owner.accessToken,
    });
    expect(list.body.items.map((i: { status: string }) => i.status)).toEqual(['REVOKED', 'REJECTED']);
    const neither = await invite(owner, { property_id: propertyId });
    expect(neither.status).toBe(400);
    expect(neither.body.errors).toEqual([
      {
        path: '/email',
        message: 'Escribe el correo electrónico de la persona que invitas o elige su perfil, pero no ambos.',
      },
    ]);
    const both = await invite(owner, { property_id: propertyId, email: ally.email, profile_id: ally.id });
    expect(both.status).toBe(400);
    expect(both.body.errors.map((e: { path: string }) => e.path)).toEqual(['/profile_id']);

    // An invitation to an email that never registered was announced, so its revocation is too.
    const unregistered = await invite(owner, {
      property_id: propertyId,
      email: `nunca.${Date.now()}@example.com`,
    });
    expect(unregistered.status).toBe(201);
    const withdrawn = await h.call('POST', '/api/v1/property_customer_invitation/revoke', {
      token: owner.accessToken,
      body: { invitation_id: unregistered.body.id },
    });
    expect(withdrawn.status).toBe(200);
    expect((await h.events('identity.invitation.revoked')).at(-1)!.payload).toEqual({
      invitationId: unregistered.body.id,
      propertyId,
      profileId: null,
      label: 'WORKER',
    });
    const wrongType = await invite(owner, { property_id: 'x', email: 42, label: 'BOSS' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      '/email',
      '/label',
      '/property_id',
    ]);
  });
});
