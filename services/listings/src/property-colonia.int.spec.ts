/**
 * Staff edit a home's colonia (issue 19's property editor; the colonia came with issue 16's saved
 * searches), through the real gateway: PATCH /admin/property/{id} stores it trimmed with its inner
 * spaces collapsed, blank or null removes it, the property view shows it, the market's colonia
 * search and suggestions follow the edit, the change is announced; §5's limit (120 characters) and a
 * wrong type are a 400 in the caller's language naming the field; no one but staff uses the route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { registerAccount, startStaffSuite, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let admin: Account;
let owner: Account;
let home: string;
// A colonia no other suite names, so the market's answers are this suite's alone.
const tag = `Arboledas${Date.now().toString(36)}`;

beforeAll(async () => {
  ({
    h,
    admin,
    owner,
    homes: [home],
  } = await startStaffSuite({
    homes: [
      {
        fields: { name: 'Casa sin colonia', state: 'Puebla', city: 'Puebla', zip: '72000' },
        published: true,
      },
    ],
  }));
}, 120_000);
afterAll(async () => h?.stop());

const patch = (body: unknown, token = admin.accessToken, lang: 'es' | 'en' = 'es') =>
  h.call('PATCH', `/api/v1/admin/property/${home}`, { token, body, lang });

describe('staff edit a home’s colonia (PATCH /admin/property/{id})', () => {
  it('stores it trimmed with single spaces, shows it, and the market finds the home by it', async () => {
    const before = await h.call('GET', `/api/v1/admin/property/${home}`, { token: admin.accessToken });
    expect(before.status).toBe(200);
    expect(before.body.neighborhood).toBeNull();

    const res = await patch({ neighborhood: `  Lomas   de ${tag}  ` });
    expect(res.status).toBe(200);
    expect(res.body.neighborhood).toBe(`Lomas de ${tag}`);
    const after = await h.call('GET', `/api/v1/admin/property/${home}`, { token: admin.accessToken });
    expect(after.body.neighborhood).toBe(`Lomas de ${tag}`);

    const market = await h.call('GET', `/api/v1/market?colonia=${encodeURIComponent(`lomas de ${tag}`)}`);
    expect(market.status).toBe(200);
    expect(market.body.items.map((p: { id: string }) => p.id)).toEqual([home]);
    const suggested = await h.call(
      'GET',
      `/api/v1/market/colonia?q=${encodeURIComponent(tag.toUpperCase())}`,
    );
    expect(suggested.body.items).toEqual([
      { name: `Lomas de ${tag}`, city: 'Puebla', state: 'Puebla', count: 1 },
    ]);

    await h.settle();
    const updated = (await h.events('listings.property.updated')).filter(
      (e) => (e.payload as { propertyId: string }).propertyId === home,
    );
    expect(updated.at(-1)?.payload).toMatchObject({ propertyId: home, changedFields: ['neighborhood'] });
  });

  it('renames it, and the market forgets the old name', async () => {
    expect((await patch({ neighborhood: `Villa ${tag}` })).body.neighborhood).toBe(`Villa ${tag}`);
    const old = await h.call('GET', `/api/v1/market?colonia=${encodeURIComponent(`Lomas de ${tag}`)}`);
    expect(old.body.items).toEqual([]);
    const now = await h.call('GET', `/api/v1/market?colonia=${encodeURIComponent(`villa ${tag}`)}`);
    expect(now.body.items.map((p: { id: string }) => p.id)).toEqual([home]);
  });

  it('a blank colonia or null removes it; leaving it out keeps it', async () => {
    expect((await patch({ neighborhood: '   ' })).body.neighborhood).toBeNull();
    expect((await patch({ neighborhood: `Villa ${tag}` })).body.neighborhood).toBe(`Villa ${tag}`);
    expect((await patch({ name: 'Casa con colonia' })).body.neighborhood).toBe(`Villa ${tag}`);
    expect((await patch({ neighborhood: null })).body.neighborhood).toBeNull();
    const suggested = await h.call('GET', `/api/v1/market/colonia?q=${encodeURIComponent(tag)}`);
    expect(suggested.body.items).toEqual([]);
  });

  it('§5: more than 120 characters, or not text, is a 400 in the caller’s language naming the field', async () => {
    // A signed-in caller is answered in their profile's language: a staff member of each.
    const tokens = await staffTokensByLanguage(h);
    for (const [lang, form, long, type] of [
      [
        'es',
        'Por favor, corrige los errores del formulario.',
        'Debe tener como máximo 120 caracteres.',
        'Este valor debe ser un texto.',
      ],
      [
        'en',
        'Please correct the errors in the form.',
        'Must be at most 120 characters long.',
        'This value must be text.',
      ],
    ] as const) {
      const tooLong = await patch({ neighborhood: 'a'.repeat(121) }, tokens[lang], lang);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({
        message: form,
        errors: [{ path: '/neighborhood', message: long }],
      });
      const notText = await patch({ neighborhood: 42 }, tokens[lang], lang);
      expect(notText.status).toBe(400);
      expect(notText.body.errors).toEqual([{ path: '/neighborhood', message: type }]);
    }
    expect((await patch({ neighborhood: 'a'.repeat(120) })).status).toBe(200);
  });

  it('no one but staff: the owner and anyone else 403, anonymous 401', async () => {
    const stranger = await registerAccount(h, { locale: 'EN' });
    const mine = await patch({ neighborhood: 'La mía' }, owner.accessToken, 'es');
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe('No tienes permiso para realizar esta acción.');
    const theirs = await patch({ neighborhood: 'La suya' }, stranger.accessToken, 'en');
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toBe('You do not have permission to perform this action.');
    expect(
      (await h.call('PATCH', `/api/v1/admin/property/${home}`, { body: { neighborhood: 'x' } })).status,
    ).toBe(401);
  });
});
