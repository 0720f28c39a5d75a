/**
 * Use-case tests: listings' property use cases called directly against the real database, with
 * the caller's auth context built by hand (no HTTP, no gateway). The HTTP permission matrix lives
 * in permissions.int.spec.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyUpdate, SubmitProperty } from '@casona/proto';
import { ANONYMOUS, type AuthContext } from '@casona/kit/auth/context';
import { listingsDeps } from '../service.ts';
import {
  buildSubmission,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from '../testing/harness.ts';
import type { Deps } from './deps.ts';
import { changeStatus } from './lifecycle.ts';
import { updateProperty } from './properties.ts';
import { submitProperty } from './submission.ts';

let h: Harness;
let deps: Deps;
let owner: Account;
let ownerAuth: AuthContext;
const staff: AuthContext = { profileId: randomUUID(), staffRole: 'STAFF', clientIp: null };

beforeAll(async () => {
  h = await startHarness();
  deps = listingsDeps(h.listings.context);
  owner = await registerAccount(h);
  ownerAuth = { profileId: owner.id, staffRole: null, clientIp: null };
});
afterAll(async () => h?.stop());

const submission = (overrides: Record<string, unknown> = {}) => buildSubmission(overrides) as SubmitProperty;

/** Submits as the owner and waits until identity made them OWNER and listings' projection knows it. */
async function ownersProperty(): Promise<string> {
  const { property_id } = await submitProperty(deps, ownerAuth, submission(), { locale: 'es' });
  await h.settle();
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
    const answer = await submitProperty(deps, ownerAuth, submission({ name: '  Casa Jacarandas ' }), {
      locale: 'en',
    });
    expect(answer).toMatchObject({
      status: 'REVISION',
      account_created: false,
      slug: 'casa-jacarandas-coyoacan',
    });
    const [row] = await h.sql(
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
    const created = (await h.events('listings.property.created')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === answer.property_id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.payload).toMatchObject({ ownerProfileId: owner.id, owner: null, createdBy: owner.id });
    await h.settle();
    expect(await deps.memberships.labelOf(owner.id, answer.property_id)).toBe('OWNER');
  });

  it('an anonymous submitter naming an existing account is told to sign in, and nothing is stored', async () => {
    const before = await h.sql('SELECT count(*)::int AS n FROM property');
    const err = await failure(
      submitProperty(
        deps,
        ANONYMOUS,
        submission({ profile: { name: 'Ana', email: owner.email.toUpperCase() } }),
        {
          locale: 'es',
        },
      ),
    );
    expect(err).toMatchObject({ statusCode: 409, messageKey: 'auth.emailExists' });
    expect(await h.sql('SELECT count(*)::int AS n FROM property')).toEqual(before);
  });

  it('only staff submit for an owner named by email', async () => {
    const err = await failure(
      submitProperty(deps, ownerAuth, submission(), { locale: 'es', ownerEmail: 'otra@example.com' }),
    );
    expect(err).toMatchObject({ statusCode: 403 });
    const answer = await submitProperty(deps, staff, submission(), {
      locale: 'es',
      ownerEmail: 'Otra@Example.com',
    });
    expect(answer.account_created).toBe(true);
    const [row] = await h.sql('SELECT owner_email FROM property WHERE id = $1', [answer.property_id]);
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
      deps,
      ownerAuth,
      change(id, { name: 'Casa Nueva ', bedrooms: 3, price: 4_600_000 }),
    );
    expect(view).toMatchObject({ name: 'Casa Nueva', bedrooms: 3, price: 4_600_000, role_label: 'OWNER' });
    const updated = (await h.events('listings.property.updated')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === id,
    );
    // bedrooms was already 3: it did not change.
    expect(updated.map((e) => (e.payload as { changedFields: string[] }).changedFields)).toEqual([
      ['name', 'price'],
    ]);
  });

  it('the owner may not set staff-only fields, nor change a published property; staff may', async () => {
    const id = await ownersProperty();
    expect(await failure(updateProperty(deps, ownerAuth, change(id, { cap_rate: 0.07 })))).toMatchObject({
      statusCode: 403,
      messageKey: 'permission.denied',
    });
    await changeStatus(deps, staff, id, { status: 'ACCEPTED' });
    await changeStatus(deps, staff, id, { status: 'PUBLISHED' });
    expect(await failure(updateProperty(deps, ownerAuth, change(id, { name: 'Otra' })))).toMatchObject({
      statusCode: 403,
      messageKey: 'property.notEditable',
    });
    const view = await updateProperty(deps, staff, change(id, { cap_rate: 0.07, name: 'Otra' }));
    expect(view).toMatchObject({ cap_rate: 0.07, name: 'Otra', status: 'PUBLISHED' });
  });

  it('refuses a city outside the state and an unknown image, and changes nothing', async () => {
    const id = await ownersProperty();
    const [before] = await h.sql('SELECT * FROM property WHERE id = $1', [id]);
    expect(await failure(updateProperty(deps, ownerAuth, change(id, { state: 'Jalisco' })))).toMatchObject({
      statusCode: 400,
      issues: [{ path: '/city', key: 'validation.city' }],
    });
    expect(
      await failure(
        updateProperty(deps, ownerAuth, change(id, { img_urls: ['https://elsewhere.example/x.jpg'] })),
      ),
    ).toMatchObject({ statusCode: 400, messageKey: 'image.unknown' });
    const [after] = await h.sql('SELECT * FROM property WHERE id = $1', [id]);
    expect(after).toEqual(before);
  });

  it('a stranger is told the property does not exist', async () => {
    const id = await ownersProperty();
    const stranger: AuthContext = { profileId: randomUUID(), staffRole: null, clientIp: null };
    expect(await failure(updateProperty(deps, stranger, change(id, { name: 'Mía' })))).toMatchObject({
      statusCode: 404,
      messageKey: 'property.notFound',
    });
  });
});

describe('changeStatus (lifecycle)', () => {
  it('moves REVISION → ACCEPTED → PUBLISHED → SOLD, announcing each step and what it means', async () => {
    const id = await ownersProperty();
    for (const status of ['ACCEPTED', 'PUBLISHED', 'SOLD'] as const)
      expect(await changeStatus(deps, staff, id, { status })).toMatchObject({ status });
    const mine = async (type: string) =>
      (await h.events(type)).filter((e) => (e.payload as { propertyId: string }).propertyId === id);
    expect((await mine('listings.property.status_changed')).map((e) => e.payload)).toMatchObject([
      { from: 'REVISION', to: 'ACCEPTED', changedBy: staff.profileId },
      { from: 'ACCEPTED', to: 'PUBLISHED' },
      { from: 'PUBLISHED', to: 'SOLD' },
    ]);
    expect(await mine('listings.property.published')).toHaveLength(1);
    expect(await mine('listings.property.sold')).toHaveLength(1);
    const [row] = await h.sql('SELECT published_at FROM property WHERE id = $1', [id]);
    expect(row.published_at).not.toBeNull();
  });

  it('refuses a step the lifecycle does not have (409) and callers who are not staff (403)', async () => {
    const id = await ownersProperty();
    expect(await failure(changeStatus(deps, staff, id, { status: 'SOLD' }))).toMatchObject({
      statusCode: 409,
      messageKey: 'property.invalidTransition',
    });
    expect(await failure(changeStatus(deps, ownerAuth, id, { status: 'ACCEPTED' }))).toMatchObject({
      statusCode: 403,
    });
    const [row] = await h.sql('SELECT status FROM property WHERE id = $1', [id]);
    expect(row.status).toBe('REVISION');
  });

  it('a rejection keeps its reason; deleting is announced with who deleted', async () => {
    const id = await ownersProperty();
    const rejected = await changeStatus(deps, staff, id, {
      status: 'REJECTED',
      rejection_reason: 'Faltan fotos',
    });
    expect(rejected).toMatchObject({ status: 'REJECTED', rejection_reason: 'Faltan fotos' });
    await changeStatus(deps, staff, id, { status: 'DELETED' });
    const deleted = (await h.events('listings.property.deleted')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === id,
    );
    expect(deleted.map((e) => e.payload)).toEqual([{ propertyId: id, deletedBy: staff.profileId }]);
  });
});
