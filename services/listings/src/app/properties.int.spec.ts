/**
 * Use-case tests: listings' property use cases called directly against the real database, with
 * the caller's auth context built by hand (no HTTP, no gateway), on the kit's use-case harness
 * (../testing/use-cases.ts). The HTTP permission matrix lives in permissions.int.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyUpdate } from '@casona/proto';
import { ANONYMOUS, type AuthContext } from '@casona/kit/auth/context';
import {
  authOf,
  givenMember,
  givenProfile,
  startUseCases,
  submission,
  type UseCases,
} from '../testing/use-cases.ts';
import { changeStatus } from './lifecycle.ts';
import { updateProperty } from './properties.ts';
import { submitProperty } from './submission.ts';

let uc: UseCases;
let owner: { id: string; email: string; auth: AuthContext };
let ownerAuth: AuthContext;
const staff: AuthContext = authOf(randomUUID(), 'STAFF');

beforeAll(async () => {
  uc = await startUseCases();
  owner = await givenProfile(uc);
  ownerAuth = owner.auth;
});
afterAll(async () => uc?.stop());

/** Submits as the owner, who then holds OWNER as identity's first-owner event leaves it. */
async function ownersProperty(): Promise<string> {
  const { property_id } = await submitProperty(uc.deps, ownerAuth, submission(), { locale: 'es' });
  await givenMember(uc, owner.id, property_id, 'OWNER');
  return property_id;
}

/** The error a use case fails with (fails the test if it succeeds). */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (err) {
    return err as { statusCode: number; messageKey: string; issues: unknown[] };
  }
  throw new Error('expected the use case to fail');
}

describe('submitProperty', () => {
  it('a signed-in submitter owns the property, in review, announced once with its details', async () => {
    const answer = await submitProperty(uc.deps, ownerAuth, submission({ name: '  Casa Jacarandas ' }), {
      locale: 'en',
    });
    expect(answer).toMatchObject({
      status: 'REVISION',
      account_created: false,
      slug: 'casa-jacarandas-coyoacan',
    });
    const [row] = await uc.sql(
      'SELECT name, status, created_by, owner_email, img_keys FROM property WHERE id = $1',
      [answer.property_id],
    );
    expect(row).toMatchObject({
      name: 'Casa Jacarandas',
      status: 'REVISION',
      created_by: owner.id,
      owner_email: null,
    });
    expect(row.img_keys).toHaveLength(1);
    const created = (await uc.events('listings.property.created')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === answer.property_id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.payload).toMatchObject({ ownerProfileId: owner.id, owner: null, createdBy: owner.id });
  });

  it('an anonymous submitter naming an existing account is told to sign in, and nothing is stored', async () => {
    const before = await uc.sql('SELECT count(*)::int AS n FROM property');
    const err = await failure(
      submitProperty(
        uc.deps,
        ANONYMOUS,
        submission({ profile: { name: 'Ana', email: owner.email.toUpperCase() } }),
        {
          locale: 'es',
        },
      ),
    );
    expect(err).toMatchObject({ statusCode: 409, messageKey: 'auth.emailExists' });
    expect(await uc.sql('SELECT count(*)::int AS n FROM property')).toEqual(before);
  });

  it('only staff submit for an owner named by email', async () => {
    const err = await failure(
      submitProperty(uc.deps, ownerAuth, submission(), { locale: 'es', ownerEmail: 'otra@example.com' }),
    );
    expect(err).toMatchObject({ statusCode: 403 });
    const answer = await submitProperty(uc.deps, staff, submission(), {
      locale: 'es',
      ownerEmail: 'Otra@Example.com',
    });
    expect(answer.account_created).toBe(true);
    const [row] = await uc.sql('SELECT owner_email FROM property WHERE id = $1', [answer.property_id]);
    expect(row.owner_email).toBe('otra@example.com');
  });
});

describe('updateProperty', () => {
  const change = (id: string, fields: Partial<PropertyUpdate>): PropertyUpdate => ({
    property_id: id,
    ...fields,
  });

  it('the owner changes details in review; only the changed fields are announced', async () => {
    const id = await ownersProperty();
    const view = await updateProperty(
      uc.deps,
      ownerAuth,
      change(id, { name: 'Casa Nueva ', bedrooms: 3, price: 4_600_000 }),
    );
    expect(view).toMatchObject({ name: 'Casa Nueva', bedrooms: 3, price: 4_600_000, role_label: 'OWNER' });
    const updated = (await uc.events('listings.property.updated')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === id,
    );
    // bedrooms was already 3: it did not change.
    expect(updated.map((e) => (e.payload as { changedFields: string[] }).changedFields)).toEqual([
      ['name', 'price'],
    ]);
    // The new price travels with it: documents re-judges credit eligibility (#15).
    expect(updated[0]!.payload).toMatchObject({ price: 4_600_000 });
  });

  it('the owner may not set staff-only fields, nor change a published property; staff may', async () => {
    const id = await ownersProperty();
    expect(await failure(updateProperty(uc.deps, ownerAuth, change(id, { cap_rate: 0.07 })))).toMatchObject({
      statusCode: 403,
      messageKey: 'permission.denied',
    });
    await changeStatus(uc.deps, staff, id, { status: 'ACCEPTED' });
    await changeStatus(uc.deps, staff, id, { status: 'PUBLISHED' });
    expect(await failure(updateProperty(uc.deps, ownerAuth, change(id, { name: 'Otra' })))).toMatchObject({
      statusCode: 403,
      messageKey: 'property.notEditable',
    });
    const view = await updateProperty(uc.deps, staff, change(id, { cap_rate: 0.07, name: 'Otra' }));
    expect(view).toMatchObject({ cap_rate: 0.07, name: 'Otra', status: 'PUBLISHED' });
  });

  it('refuses a city outside the state and an unknown image, and changes nothing', async () => {
    const id = await ownersProperty();
    const [before] = await uc.sql('SELECT * FROM property WHERE id = $1', [id]);
    expect(await failure(updateProperty(uc.deps, ownerAuth, change(id, { state: 'Jalisco' })))).toMatchObject(
      {
        statusCode: 400,
        issues: [{ path: '/city', key: 'validation.city' }],
      },
    );
    expect(
      await failure(
        updateProperty(uc.deps, ownerAuth, change(id, { img_urls: ['https://elsewhere.example/x.jpg'] })),
      ),
    ).toMatchObject({ statusCode: 400, messageKey: 'image.unknown' });
    const [after] = await uc.sql('SELECT * FROM property WHERE id = $1', [id]);
    expect(after).toEqual(before);
  });

  it('a stranger is told the property does not exist', async () => {
    const id = await ownersProperty();
    const stranger = authOf(randomUUID());
    expect(await failure(updateProperty(uc.deps, stranger, change(id, { name: 'Mía' })))).toMatchObject({
      statusCode: 404,
      messageKey: 'property.notFound',
    });
  });
});

describe('changeStatus (lifecycle)', () => {
  it('moves REVISION → ACCEPTED → PUBLISHED → SOLD, announcing each step and what it means', async () => {
    const id = await ownersProperty();
    for (const status of ['ACCEPTED', 'PUBLISHED', 'SOLD'] as const)
      expect(await changeStatus(uc.deps, staff, id, { status, confirmation: 'Casa Colibrí' })).toMatchObject({
        status,
      });
    const mine = async (type: string) =>
      (await uc.events(type)).filter((e) => (e.payload as { propertyId: string }).propertyId === id);
    expect((await mine('listings.property.status_changed')).map((e) => e.payload)).toMatchObject([
      { from: 'REVISION', to: 'ACCEPTED', changedBy: staff.profileId },
      { from: 'ACCEPTED', to: 'PUBLISHED' },
      { from: 'PUBLISHED', to: 'SOLD' },
    ]);
    expect(await mine('listings.property.published')).toHaveLength(1);
    expect(await mine('listings.property.sold')).toHaveLength(1);
    const [row] = await uc.sql('SELECT published_at FROM property WHERE id = $1', [id]);
    expect(row.published_at).not.toBeNull();
  });

  it('refuses a step the lifecycle does not have (409) and callers who are not staff (403)', async () => {
    const id = await ownersProperty();
    expect(await failure(changeStatus(uc.deps, staff, id, { status: 'SOLD' }))).toMatchObject({
      statusCode: 409,
      messageKey: 'property.invalidTransition',
    });
    expect(await failure(changeStatus(uc.deps, ownerAuth, id, { status: 'ACCEPTED' }))).toMatchObject({
      statusCode: 403,
    });
    const [row] = await uc.sql('SELECT status FROM property WHERE id = $1', [id]);
    expect(row.status).toBe('REVISION');
  });

  it('a rejection keeps its reason; deleting is announced with who deleted', async () => {
    const id = await ownersProperty();
    const rejected = await changeStatus(uc.deps, staff, id, {
      status: 'REJECTED',
      rejection_reason: 'Faltan fotos',
      confirmation: 'Casa Colibrí',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejection_reason: 'Faltan fotos' });
    await changeStatus(uc.deps, staff, id, { status: 'DELETED', confirmation: 'casa colibrí' });
    const deleted = (await uc.events('listings.property.deleted')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === id,
    );
    expect(deleted.map((e) => e.payload)).toEqual([{ propertyId: id, deletedBy: staff.profileId }]);
  });
});
