import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { AMENITIES, NEIGHBORHOOD_INSIGHTS } from './seed/catalogue.ts';
import {
  buildSubmission,
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
});
afterAll(async () => h?.stop());

describe('amenity and neighborhood insight catalogues', () => {
  it('start seeded, in Spanish and English, publicly listed', async () => {
    const amenities = await h.call('GET', '/api/v1/amenity');
    expect(amenities.status).toBe(200);
    expect(amenities.body.items).toHaveLength(AMENITIES.length);
    expect(amenities.body.items).toContainEqual({
      id: 'c8963db1-3bf1-495e-a41e-046c21b78375',
      es_name: 'Alberca',
      en_name: 'Swimming pool',
      archived: false,
    });
    const insights = await h.call('GET', '/api/v1/neighborhood_insight');
    expect(insights.body.items).toHaveLength(NEIGHBORHOOD_INSIGHTS.length);
  });

  it('staff add, rename and archive; archived entries leave the public list and new submissions, not the admin list', async () => {
    const created = await h.call('POST', '/api/v1/admin/amenity', {
      token: admin.accessToken,
      body: { en_name: 'Sauna', es_name: 'Sauna' },
    });
    expect(created.status).toBe(201);
    const renamed = await h.call('PATCH', '/api/v1/admin/amenity', {
      token: admin.accessToken,
      body: { id: created.body.id, en_name: 'Dry sauna', es_name: 'Sauna seco' },
    });
    expect(renamed.body).toMatchObject({ en_name: 'Dry sauna', es_name: 'Sauna seco', archived: false });

    const owner = await registerAccount(h);
    const id = await submitAs(h, owner, { amenities: [created.body.id] });
    const archived = await h.call('POST', `/api/v1/admin/amenity/${created.body.id}/archive`, {
      token: admin.accessToken,
      body: { archived: true },
    });
    expect(archived.body.archived).toBe(true);
    const publicList = await h.call('GET', '/api/v1/amenity');
    expect(publicList.body.items.map((a: { id: string }) => a.id)).not.toContain(created.body.id);
    // Archived entries come last: the admin list's last page ends with it.
    const lastPage = Math.ceil((AMENITIES.length + 1) / 20);
    const adminList = await h.call('GET', `/api/v1/admin/amenity?page=${lastPage}`, {
      token: admin.accessToken,
    });
    expect(adminList.body.total).toBe(AMENITIES.length + 1);
    expect(adminList.body.items.at(-1)).toMatchObject({ id: created.body.id, archived: true });
    // Properties keep what they had; a new submission cannot pick it.
    const view = await h.call('GET', `/api/v1/property/${id}`, { token: owner.accessToken });
    expect(view.body.amenities).toEqual([created.body.id]);
    const refused = await h.call('POST', '/api/v1/submit_property', {
      token: owner.accessToken,
      body: buildSubmission({ amenities: [created.body.id] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: '/amenities', message: translate('amenity.unknown', 'es') },
    ]);

    const restored = await h.call('POST', `/api/v1/admin/amenity/${created.body.id}/archive`, {
      token: admin.accessToken,
      body: { archived: false },
    });
    expect(restored.body.archived).toBe(false);
  });

  it('clients do not choose ids on create: an id (even an existing one) is refused with a 400, never a 500 (#11)', async () => {
    for (const table of ['amenity', 'neighborhood_insight'] as const) {
      const [existing] = (await h.call('GET', `/api/v1/${table}`)).body.items;
      for (const lang of ['es', 'en'] as const) {
        const res = await h.call('POST', `/api/v1/admin/${table}`, {
          token: admin.accessToken,
          lang,
          body: { id: existing.id, en_name: 'Copy', es_name: 'Copia' },
        });
        expect(res.status, `${table} ${lang}`).toBe(400);
        // Staff's profile is Spanish: the token's locale decides the language.
        expect(res.body.errors).toEqual([
          { path: '/id', message: translate('validation.unknownField', 'es') },
        ]);
      }
      const again = await h.call('GET', `/api/v1/${table}`);
      expect(again.body.items.find((e: { id: string }) => e.id === existing.id)).toEqual(existing);
    }
  });

  it('names are required in both languages; unknown ids are 404', async () => {
    const res = await h.call('POST', '/api/v1/admin/neighborhood_insight', {
      token: admin.accessToken,
      body: { en_name: 'Gyms', es_name: '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: '/es_name', message: translate('validation.required', 'es') }]);
    const missing = await h.call(
      'POST',
      `/api/v1/admin/neighborhood_insight/${crypto.randomUUID()}/archive`,
      {
        token: admin.accessToken,
        body: { archived: true },
      },
    );
    expect(missing.status).toBe(404);
  });
});
