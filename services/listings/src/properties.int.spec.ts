import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@casona/proto';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import {
  grant,
  publish,
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let admin: Account;
beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h, { locale: 'EN' });
  admin = await staffAccount(h);
});
afterAll(async () => h?.stop());

const INSIGHT = 'ba6d4d87-557d-4097-b888-fb577fcf65c7';
const AMENITY = 'c8963db1-3bf1-495e-a41e-046c21b78375';
const DESCRIPTION = Object.fromEntries(
  ['EN', 'ES'].map((l) => [
    l,
    {
      heroTitle: `${l} hero`,
      heroDescription: 'Casa luminosa',
      earningsTitle: 'Ganancias',
      earningsParagraph: 'Renta corta',
      amenitiesTitle: 'Amenidades',
      amenitiesParagraph: 'Alberca',
      locationTitle: 'Ubicación',
      locationParagraph: 'Coyoacán',
    },
  ]),
);

const patch = (id: string, body: Record<string, unknown>, token = owner.accessToken) =>
  h.call('PATCH', `/api/v1/property/${id}`, { token, body });

type Case = [
  field: string,
  value: unknown,
  path: string,
  key: MessageKey,
  params?: Record<string, string | number>,
];

const REJECTED: Case[] = [
  ['yearly_water', 'abc', '/yearly_water', 'validation.numericString'],
  ['yearly_predial', '12,34', '/yearly_predial', 'validation.numericString'],
  ['description', '{not json', '/description', 'validation.json'],
  ['description', JSON.stringify({ EN: DESCRIPTION.EN }), '/description', 'validation.description'],
  ['floor_distribution', '[oops', '/floor_distribution', 'validation.json'],
  ['floor_distribution', JSON.stringify({ floors: [] }), '/floor_distribution/floors', 'validation.floors'],
  [
    'neighborhood_insights',
    [{ neighborhood_insight_id: INSIGHT, amount: 101 }],
    '/neighborhood_insights/0/amount',
    'validation.number.max',
    { max: 100 },
  ],
  [
    'neighborhood_insights',
    [{ neighborhood_insight_id: INSIGHT, amount: -1 }],
    '/neighborhood_insights/0/amount',
    'validation.number.min',
    { min: 0 },
  ],
  [
    'neighborhood_insights',
    [{ neighborhood_insight_id: '5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d', amount: 5 }],
    '/neighborhood_insights',
    'neighborhoodInsight.unknown',
  ],
  // A repeated insight broke the (property, insight) key: a 500 before (#11 item 10).
  [
    'neighborhood_insights',
    [
      { neighborhood_insight_id: INSIGHT, amount: 1 },
      { neighborhood_insight_id: INSIGHT, amount: 2 },
    ],
    '/neighborhood_insights',
    'validation.array.unique',
  ],
  [
    'new_images',
    Array.from({ length: 31 }, () => jpegBase64(64)),
    '/new_images',
    'image.tooMany',
    { max: 30 },
  ],
  ['rejection_reason', 'x'.repeat(301), '/rejection_reason', 'validation.string.max', { max: 300 }],
  ['cap_rate', 1.5, '/cap_rate', 'validation.number.max', { max: 1 }],
  ['price', 100, '/price', 'validation.price', { min: 300_000, max: 100_000_000 }],
  ['city', 'Zapopan', '/city', 'validation.city', { state: 'Ciudad de México' }],
  [
    'main_airbnb_listing_url',
    'https://example.com/x',
    '/main_airbnb_listing_url',
    'validation.airbnbListingUrl',
  ],
];

const STAFF_ONLY = ['cap_rate', 'rejection_reason', 'main_airbnb_listing_url', 'label', 'market_price'];

describe('update: every §5 rule, for staff and for the owner', () => {
  let id: string;
  beforeAll(async () => {
    id = await submitAs(h, owner);
  });

  for (const [field, value, path, key, params] of REJECTED) {
    it(`${field} = ${JSON.stringify(value).slice(0, 40)} → ${path} ${key}`, async () => {
      for (const lang of ['en', 'es'] as const) {
        const res = await h.call('PATCH', `/api/v1/admin/property/${id}`, {
          token: admin.accessToken,
          lang,
          body: { [field]: value },
        });
        expect(res.status).toBe(400);
        // Staff's profile is Spanish: the token's locale decides the language, not Accept-Language.
        expect(res.body.errors).toContainEqual({ path, message: translate(key, 'es', params) });
      }
      // The owner (an English profile) hits the same rules on the fields owners may change.
      if (!STAFF_ONLY.includes(field)) {
        const mine = await patch(id, { [field]: value });
        expect(mine.status).toBe(400);
        expect(mine.body.errors).toContainEqual({ path, message: translate(key, 'en', params) });
      }
    });
  }

  it('accepts the valid forms, stores them typed, and announces the changed fields', async () => {
    const before = (await h.events('listings.property.updated')).length;
    const floors = {
      floors: [
        {
          title: 'Planta baja',
          bathrooms: 1,
          bedrooms: 1,
          half_bathrooms: 0,
          terraces: 1,
          parking_spaces: 2,
        },
      ],
    };
    const res = await h.call('PATCH', `/api/v1/admin/property/${id}`, {
      token: admin.accessToken,
      body: {
        yearly_water: '1,234.50',
        yearly_predial: '6000',
        yearly_cleaning: '0',
        description: JSON.stringify(DESCRIPTION),
        floor_distribution: JSON.stringify(floors),
        neighborhood_insights: [
          { neighborhood_insight_id: INSIGHT, amount: 0 },
          { neighborhood_insight_id: 'de50747d-a6f0-44ae-86d9-8db619bf7096', amount: 100 },
        ],
        amenities: [AMENITY],
        cap_rate: 0.07,
        market_price: 4_800_000,
        label: 'SOON',
        rejection_reason: null,
        main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/12345',
        latitude: 19.35,
        longitude: -99.16,
        terraces: 2,
        city: 'benito juarez',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      yearly_water: 1234.5,
      yearly_predial: 6000,
      description: DESCRIPTION,
      floor_distribution: floors,
      amenities: [AMENITY],
      cap_rate: 0.07,
      market_price: 4_800_000,
      label: 'SOON',
      terraces: 2,
      city: 'Benito Juárez',
      main_airbnb_listing_url: 'https://www.airbnb.mx/rooms/12345',
    });
    expect(res.body.neighborhood_insights).toHaveLength(2);
    const events = (await h.events('listings.property.updated')).slice(before).filter((e) => e.key === id);
    expect(events).toHaveLength(1);
    expect((events[0]!.payload as { changedFields: string[] }).changedFields).toEqual(
      expect.arrayContaining([
        'yearly_water',
        'description',
        'floor_distribution',
        'city',
        'amenities',
        'neighborhood_insights',
      ]),
    );
    // Clearing the JSON fields is allowed (null).
    const cleared = await h.call('PATCH', `/api/v1/admin/property/${id}`, {
      token: admin.accessToken,
      body: { description: null, floor_distribution: null },
    });
    expect(cleared.body).toMatchObject({ description: null, floor_distribution: null });
  });
});

describe('lifecycle', () => {
  it('the owner edits in review, not once published; staff always (localized 403)', async () => {
    const id = await submitAs(h, owner, { name: 'Casa Ciclo' });
    const edit = await patch(id, { name: 'Casa Ciclo Renovada', yearly_water: '1,000' });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      name: 'Casa Ciclo Renovada',
      yearly_water: 1000,
      slug: expect.stringMatching(/^casa-ciclo-/),
    });
    const staffOnly = await patch(id, { label: 'NEW' });
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.body.message).toBe(translate('permission.denied', 'en'));

    await publish(h, admin, id);
    const locked = await patch(id, { name: 'Otra' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(
      'Only company staff can edit a property once it is accepted or published.',
    );
    const spanish = await registerAccount(h, { locale: 'ES' });
    await grant(h, admin, spanish, id, 'MANAGER');
    const lockedEs = await patch(id, { name: 'Otra' }, spanish.accessToken);
    expect(lockedEs.body.message).toBe(
      'Solo el personal de la empresa puede editar una propiedad una vez que fue aceptada o publicada.',
    );
    const staff = await h.call('PATCH', `/api/v1/property/${id}`, {
      token: admin.accessToken,
      body: { price: 4_900_000 },
    });
    expect(staff.status).toBe(200);
    expect(staff.body.price).toBe(4_900_000);
  });

  it('moves REVISION → ACCEPTED → PUBLISHED → SOLD → DELETED with events; refuses other steps (409, localized)', async () => {
    const id = await submitAs(h, owner, { name: 'Casa Estados' });
    const status = (s: string, extra: Record<string, unknown> = {}) =>
      h.call('POST', `/api/v1/admin/property/${id}/status`, {
        token: admin.accessToken,
        body: { status: s, ...extra },
      });
    const skip = await status('PUBLISHED');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(
      translate('property.invalidTransition', 'es', { from: 'REVISION', to: 'PUBLISHED' }),
    );
    expect((await status('ACCEPTED')).body.status).toBe('ACCEPTED');
    const published = await status('PUBLISHED');
    expect(published.body).toMatchObject({
      status: 'PUBLISHED',
      funnel_stage: 'live',
      published_at: expect.any(String),
    });
    const sold = await status('SOLD', { confirmation: 'Casa Estados' });
    expect(sold.body).toMatchObject({ status: 'SOLD', label: 'SOLD' });
    expect((await status('PUBLISHED')).status).toBe(409);
    expect((await status('DELETED', { confirmation: ' casa  estados ' })).body.status).toBe('DELETED');

    const mine = (await h.events()).filter((e) => e.key === id).map((e) => e.type);
    expect(mine).toEqual([
      'listings.property.created',
      'listings.property.status_changed',
      'listings.property.status_changed',
      'listings.property.published',
      'listings.property.status_changed',
      'listings.property.sold',
      'listings.property.status_changed',
      'listings.property.deleted',
    ]);
    const published1 = (await h.events('listings.property.published')).find((e) => e.key === id)!;
    expect(published1.payload).toMatchObject({
      propertyId: id,
      name: 'Casa Estados',
      slug: expect.any(String),
    });
    // Deleted properties leave the owner's list.
    const list = await h.call('GET', '/api/v1/property', { token: owner.accessToken });
    expect(list.body.items.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('rejecting, selling or deleting needs the property name typed: 400 in es and en, nothing changed', async () => {
    const english = await staffAccount(h, 'ADMIN', { locale: 'EN' });
    const review = await submitAs(h, owner, { name: 'Casa Frase' });
    const live = await submitAs(h, owner, { name: 'Casa Vendible' });
    await publish(h, admin, live);
    const mismatch = (phrase: string, lang: 'es' | 'en') => [
      { path: '/confirmation', message: translate('confirm.mismatch', lang, { phrase }) },
    ];
    const before = (await h.events('listings.property.status_changed')).length;
    const refused: [string, string, Record<string, unknown>][] = [
      [review, 'REJECTED', { rejection_reason: 'Faltan fotos' }],
      [review, 'REJECTED', { confirmation: 'Casa' }],
      [review, 'DELETED', {}],
      [review, 'DELETED', { confirmation: 'Casa Vendible' }],
      [live, 'SOLD', {}],
      [live, 'SOLD', { confirmation: 'Casa Frase' }],
      [live, 'DELETED', { confirmation: 'borrar' }],
    ];
    for (const [id, to, extra] of refused)
      for (const [who, lang] of [
        [admin, 'es'],
        [english, 'en'],
      ] as const) {
        const res = await h.call('POST', `/api/v1/admin/property/${id}/status`, {
          token: who.accessToken,
          body: { status: to, ...extra },
        });
        expect(res.status, `${to} ${JSON.stringify(extra)} ${lang}`).toBe(400);
        expect(res.body.errors).toEqual(mismatch(id === review ? 'Casa Frase' : 'Casa Vendible', lang));
      }
    // The PATCH that also takes a status asks for the same phrase.
    const patched = await h.call('PATCH', `/api/v1/admin/property/${live}`, {
      token: english.accessToken,
      body: { status: 'DELETED' },
    });
    expect(patched.status).toBe(400);
    expect(patched.body.errors).toEqual(mismatch('Casa Vendible', 'en'));
    // Nothing changed and nothing was announced.
    const rows = await h.sql(
      'SELECT id, status, rejection_reason FROM property WHERE id = ANY($1) ORDER BY name',
      [[review, live]],
    );
    expect(
      rows.map((r: { status: string; rejection_reason: string | null }) => [r.status, r.rejection_reason]),
    ).toEqual([
      ['REVISION', null],
      ['PUBLISHED', null],
    ]);
    expect(await h.events('listings.property.status_changed')).toHaveLength(before);
    // Steps that take nothing back need no phrase; the right phrase (any case, spaces) does the rest.
    const sold = await h.call('POST', `/api/v1/admin/property/${live}/status`, {
      token: english.accessToken,
      body: { status: 'SOLD', confirmation: '  CASA vendible ' },
    });
    expect(sold.body).toMatchObject({ status: 'SOLD', label: 'SOLD' });
    const rejected = await h.call('POST', `/api/v1/admin/property/${review}/status`, {
      token: admin.accessToken,
      body: { status: 'REJECTED', rejection_reason: 'Faltan fotos', confirmation: 'Casa Frase' },
    });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejection_reason: 'Faltan fotos' });
    const deleted = await h.call('PATCH', `/api/v1/admin/property/${review}`, {
      token: admin.accessToken,
      body: { status: 'DELETED', confirmation: 'casa frase' },
    });
    expect(deleted.body.status).toBe('DELETED');
  });

  it('rejects with a reason; the owner may edit a rejected property; staff reopen it', async () => {
    const id = await submitAs(h, owner, { name: 'Casa Rechazo' });
    const rejected = await h.call('POST', `/api/v1/admin/property/${id}/status`, {
      token: admin.accessToken,
      body: { status: 'REJECTED', rejection_reason: 'Faltan las escrituras', confirmation: 'Casa Rechazo' },
    });
    expect(rejected.body).toMatchObject({ status: 'REJECTED', rejection_reason: 'Faltan las escrituras' });
    const [changed] = (await h.events('listings.property.status_changed')).filter((e) => e.key === id);
    expect(changed!.payload).toMatchObject({
      from: 'REVISION',
      to: 'REJECTED',
      rejectionReason: 'Faltan las escrituras',
      changedBy: admin.id,
    });
    expect((await patch(id, { street: 'Madero' })).status).toBe(200);
    const reopened = await h.call('POST', `/api/v1/admin/property/${id}/status`, {
      token: admin.accessToken,
      body: { status: 'REVISION' },
    });
    expect(reopened.body).toMatchObject({ status: 'REVISION', rejection_reason: null });
  });

  it('copy_property: a new property in review, same details, amenities and images (copied), same owner', async () => {
    const id = await submitAs(h, owner, {
      name: 'Casa Original',
      amenities: [AMENITY],
      images: [jpegBase64(700), jpegBase64(800)],
    });
    await publish(h, admin, id);
    const copy = await h.call('POST', '/api/v1/admin/property/copy', {
      token: admin.accessToken,
      body: { property_id: id, name: 'Casa Copia' },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Casa Copia',
      status: 'REVISION',
      published_at: null,
      amenities: [AMENITY],
      bedrooms: 3,
      slug: 'casa-copia-coyoacan',
    });
    expect(copy.body.images).toHaveLength(2);
    expect(copy.body.images[0]).toContain(`/properties/${copy.body.id}/`);
    const image = await fetch(copy.body.images[1]);
    expect((await image.arrayBuffer()).byteLength).toBe(800);
    const [event] = (await h.events('listings.property.created')).filter((e) => e.key === copy.body.id);
    expect(event!.payload).toMatchObject({ ownerProfileId: owner.id, createdBy: admin.id });
    await h.settle();
    const mine = await h.call('GET', `/api/v1/property/${copy.body.id}`, { token: owner.accessToken });
    expect(mine.body.role_label).toBe('OWNER');
    expect(
      (
        await h.call('POST', '/api/v1/admin/property/copy', {
          token: owner.accessToken,
          body: { property_id: id },
        })
      ).status,
    ).toBe(403);
  });

  it('one property carries the caller’s permissions; staff lists show owners and filter by status', async () => {
    const id = await submitAs(h, owner, { name: 'Casa Permisos' });
    const mine = await h.call('GET', `/api/v1/property/${id}`, { token: owner.accessToken });
    expect(mine.body.permissions).toMatchObject({ can_update_property: true, can_select_lead: false });
    const asStaff = await h.call('GET', `/api/v1/property/${id}`, { token: admin.accessToken });
    expect(asStaff.body.permissions.can_select_lead).toBe(true);
    const review = await h.call('GET', '/api/v1/admin/properties?status=REVISION', {
      token: admin.accessToken,
    });
    expect(review.status).toBe(200);
    expect(review.body.pageSize).toBe(20);
    expect(review.body.items.every((p: { status: string }) => p.status === 'REVISION')).toBe(true);
    expect(review.body.items.find((p: { id: string }) => p.id === id)).toMatchObject({
      owner_email: owner.email,
      funnel_stage: 'revision',
    });
  });
});
