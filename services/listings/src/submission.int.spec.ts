import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@casona/proto';
import {
  gifBase64,
  jpegBase64,
  largeJpegBase64,
  largePdfBase64,
  pdfBase64,
  pngBase64,
} from '@casona/proto/validation/test-builders';
import {
  buildSubmission,
  registerAccount,
  startHarness,
  staffAccount,
  type Account,
  type Harness,
} from './testing/harness.ts';
import {
  MUNICIPALITY_CENTROIDS,
  POSTAL_CODE_CENTROIDS,
  STATE_CENTROIDS,
  type Centroid,
} from './app/geocoding-centroids.data.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

const YEAR = new Date().getFullYear();
let n = 0;
const contact = () => ({
  name: 'Lucía Hernández',
  email: `lucia.${Date.now()}.${++n}@example.com`,
  phone_number: '2221234567',
});

/** An anonymous submission (with the owner's contact) in the given language. */
const submit = (overrides: Record<string, unknown>, lang: 'en' | 'es' = 'en') =>
  h.call('POST', '/api/v1/submit_property', {
    lang,
    body: buildSubmission({ profile: contact(), ...overrides }),
  });

type Case = [
  field: string,
  value: unknown,
  path: string,
  key: MessageKey,
  params?: Record<string, string | number>,
];

/** Every §5 submission rule, just outside its bounds. */
const REJECTED: Case[] = [
  ['bathrooms', 0, '/bathrooms', 'validation.number.min', { min: 1 }],
  ['bathrooms', 101, '/bathrooms', 'validation.number.max', { max: 100 }],
  ['bedrooms', 0, '/bedrooms', 'validation.number.min', { min: 1 }],
  ['bedrooms', 101, '/bedrooms', 'validation.number.max', { max: 100 }],
  ['half_bathrooms', -1, '/half_bathrooms', 'validation.number.min', { min: 0 }],
  ['half_bathrooms', 101, '/half_bathrooms', 'validation.number.max', { max: 100 }],
  ['parking_spaces', -1, '/parking_spaces', 'validation.number.min', { min: 0 }],
  ['parking_spaces', 101, '/parking_spaces', 'validation.number.max', { max: 100 }],
  ['built_area', 0, '/built_area', 'validation.number.min', { min: 1 }],
  ['built_area', 100_001, '/built_area', 'validation.number.max', { max: 100_000 }],
  ['total_area', 0, '/total_area', 'validation.number.min', { min: 1 }],
  ['total_area', 100_001, '/total_area', 'validation.number.max', { max: 100_000 }],
  ['floors', 0, '/floors', 'validation.number.min', { min: 1 }],
  ['floors', 51, '/floors', 'validation.number.max', { max: 50 }],
  ['year_built', 1899, '/year_built', 'validation.yearBuilt', { min: 1900, max: YEAR }],
  ['year_built', YEAR + 1, '/year_built', 'validation.yearBuilt', { min: 1900, max: YEAR }],
  ['price', 299_999, '/price', 'validation.price', { min: 300_000, max: 100_000_000 }],
  ['price', 100_000_001, '/price', 'validation.price', { min: 300_000, max: 100_000_000 }],
  ['zip', '1234', '/zip', 'validation.zip'],
  ['zip', '0400a', '/zip', 'validation.zip'],
  ['exterior_number', '12a', '/exterior_number', 'validation.digits'],
  ['interior_number', 'B', '/interior_number', 'validation.digits'],
  ['name', '', '/name', 'validation.required'],
  ['street', '', '/street', 'validation.required'],
  ['city', 'Guadalajara', '/city', 'validation.city', { state: 'Ciudad de México' }],
  ['state', 'Texas', '/state', 'validation.state'],
  ['type', 'LOFT', '/type', 'validation.enum', { values: 'APARTMENT, GATED_COMMUNITY_HOUSE, HOUSE' }],
  ['amenities', ['piscina'], '/amenities/0', 'validation.uuid'],
  ['amenities', ['5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d'], '/amenities', 'amenity.unknown'],
  ['images', Array.from({ length: 31 }, () => jpegBase64(64)), '/images', 'image.tooMany', { max: 30 }],
  ['images', [gifBase64()], '/images/0', 'image.format'],
  ['images', [largeJpegBase64()], '/images/0', 'image.tooLarge', { max: 2 }],
  ['files', [{ type: 'PROPERTY_DEEDS', base64Pdf: jpegBase64() }], '/files/0/base64Pdf', 'file.pdfOnly'],
  [
    'files',
    [{ type: 'PROPERTY_DEEDS', base64Pdf: largePdfBase64() }],
    '/files/0/base64Pdf',
    'file.pdfTooLarge',
    { max: 4 },
  ],
  ['timezone', 'Europe/Madrid', '/timezone', 'validation.timezone'],
  ['floor_distribution', { floors: [] }, '/floor_distribution/floors', 'validation.floors'],
  [
    'profile',
    { name: 'Lucía', email: 'no-es-correo', phone_number: '2221234567' },
    '/profile/email',
    'validation.email',
  ],
  [
    'profile',
    { name: 'Lucía', email: 'lucia@example.com', phone_number: '222123' },
    '/profile/phone_number',
    'phone.invalid',
  ],
];

describe('submission: every §5 rule, refused with the message in the caller’s language', () => {
  for (const [field, value, path, key, params] of REJECTED) {
    it(`${field} = ${JSON.stringify(value).slice(0, 40)} → ${path} ${key}`, async () => {
      for (const lang of ['en', 'es'] as const) {
        const res = await submit({ [field]: value }, lang);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION');
        expect(res.body.message).toBe(translate('form.invalid', lang));
        expect(res.body.errors).toContainEqual({ path, message: translate(key, lang, params) });
      }
    });
  }

  it('spells the messages as the catalogue does (spot check in both languages)', async () => {
    const en = await submit({ price: 100 }, 'en');
    expect(en.body.errors).toContainEqual({
      path: '/price',
      message: 'The price must be between $300,000 and $100,000,000 MXN.',
    });
    const es = await submit({ city: 'Zapopan' }, 'es');
    expect(es.body.errors).toContainEqual({
      path: '/city',
      message: 'La ciudad debe ser uno de los municipios de Ciudad de México.',
    });
  });

  it('an anonymous submission must name its owner', async () => {
    for (const lang of ['en', 'es'] as const) {
      const res = await h.call('POST', '/api/v1/submit_property', { lang, body: buildSubmission() });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: '/profile/name', message: translate('validation.required', lang) },
        { path: '/profile/email', message: translate('validation.required', lang) },
      ]);
    }
  });

  it('accepts every bound and every optional form, and nothing is stored for a refused one', async () => {
    const before = (await h.sql('SELECT id FROM property')).length;
    const accepted: Record<string, unknown>[] = [
      {
        bathrooms: 1,
        bedrooms: 1,
        half_bathrooms: 0,
        parking_spaces: 0,
        built_area: 1,
        total_area: 1,
        floors: 1,
      },
      { bathrooms: 100, bedrooms: 100, half_bathrooms: 100, parking_spaces: 100, floors: 50 },
      { built_area: 100_000, total_area: 100_000, year_built: 1900, price: 300_000 },
      { year_built: YEAR, price: 100_000_000, exterior_number: '', interior_number: null },
      { city: 'coyoacan', images: Array.from({ length: 30 }, () => jpegBase64(64)) },
      { images: [`data:image/png;base64,${pngBase64()}`], timezone: 'America/Cancun' },
      { files: [{ type: 'PROPERTY_DEEDS', base64Pdf: pdfBase64() }], images: [] },
      {
        floor_distribution: {
          floors: [
            {
              title: 'Planta baja',
              bathrooms: 1,
              bedrooms: 0,
              half_bathrooms: 1,
              terraces: 1,
              parking_spaces: 2,
            },
          ],
        },
      },
      { profile: { name: 'Lucía', email: `sin.telefono.${Date.now()}@example.com`, phone_number: '' } },
    ];
    for (const overrides of accepted) {
      const res = await submit(overrides);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expect((await h.sql('SELECT id FROM property')).length).toBe(before + accepted.length);
    const [city] = await h.sql<{ city: string }>(
      "SELECT city FROM property WHERE city ILIKE 'coyo%' LIMIT 1",
    );
    expect(city!.city).toBe('Coyoacán');
  });
});

describe('submission: who owns it', () => {
  let owner: Account;
  beforeAll(async () => {
    owner = await registerAccount(h);
  });

  it('signed in: the caller owns it, the answer is localized, the event names them', async () => {
    const res = await h.call('POST', '/api/v1/submit_property', {
      token: owner.accessToken,
      body: buildSubmission({ profile: { name: 'Ignorado', email: 'ignorado@example.com' } }),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: expect.stringMatching(/^casa-colibri-coyoacan/),
      status: 'REVISION',
      account_created: false,
      // The profile's locale (ES) wins over Accept-Language for a signed-in caller.
      message: translate('submitProperty.success', 'es'),
    });
    const [event] = (await h.events('listings.property.created')).filter(
      (e) => e.key === res.body.property_id,
    );
    expect(event!.payload).toMatchObject({
      propertyId: res.body.property_id,
      ownerProfileId: owner.id,
      createdBy: owner.id,
      owner: null,
      status: 'REVISION',
      state: 'Ciudad de México',
      city: 'Coyoacán',
      timezone: 'America/Mexico_City',
      price: 4_500_000,
    });
    await h.settle();
    const mine = await h.call('GET', '/api/v1/property', { token: owner.accessToken });
    expect(mine.body.items).toContainEqual(
      expect.objectContaining({
        id: res.body.property_id,
        role_label: 'OWNER',
        funnel_stage: 'revision',
        status: 'REVISION',
        wished_price: 4_500_000,
        images: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/casona-public\/properties\/.+\.jpg$/)],
      }),
    );
  });

  it('anonymous: listings announces the contact; identity creates the account (submit_property) and makes it OWNER', async () => {
    const who = contact();
    const first = await submit({ profile: { ...who, email: who.email.toUpperCase() } }, 'en');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      account_created: true,
      message: translate('submitProperty.success', 'en'),
    });
    const [event] = (await h.events('listings.property.created')).filter(
      (e) => e.key === first.body.property_id,
    );
    expect(event!.payload).toMatchObject({
      ownerProfileId: null,
      createdBy: null,
      owner: { email: who.email, name: who.name, phoneNumber: who.phone_number, locale: 'EN' },
    });

    await h.settle();
    const [profile] = await h.identitySql<{ id: string; locale: string }>(
      'SELECT id, locale FROM profile WHERE email = $1',
      [who.email],
    );
    expect(profile).toBeDefined();
    expect(profile!.locale).toBe('EN');
    const [member] = await h.sql<{ label: string }>(
      'SELECT label FROM membership WHERE profile_id = $1 AND property_id = $2',
      [profile!.id, first.body.property_id],
    );
    expect(member!.label).toBe('OWNER');

    // The same person submitting again without signing in: the account exists now, so they are
    // asked to sign in (#11: nothing is attached to an account without its owner).
    const before = await h.sql('SELECT id FROM property');
    for (const lang of ['es', 'en'] as const) {
      const second = await submit({ name: 'Casa Jacaranda', profile: who }, lang);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(translate('auth.emailExists', lang));
    }
    expect(await h.sql('SELECT id FROM property')).toEqual(before);
  });

  it('anonymous with the email of an existing account: 409 please log in, nothing stored; account_created tells nothing (#11)', async () => {
    const existing = await registerAccount(h);
    await h.settle();
    const objects = async () => (await h.listings.context.storage.list('public', 'properties/')).length;
    const storedBefore = await objects();
    const rowsBefore = (await h.sql('SELECT id FROM property')).length;
    for (const [email, lang] of [
      [existing.email, 'en'],
      [existing.email.toUpperCase(), 'es'],
    ] as const) {
      const res = await submit({ profile: { ...contact(), email } }, lang);
      expect(res.status, email).toBe(409);
      expect(res.body.message).toBe(
        lang === 'en'
          ? 'A profile with this email already exists. Please log in to continue.'
          : translate('auth.emailExists', 'es'),
      );
      expect(res.body).not.toHaveProperty('account_created');
    }
    expect((await h.sql('SELECT id FROM property')).length).toBe(rowsBefore);
    expect(await objects()).toBe(storedBefore);
    expect(
      (await h.events('listings.property.created')).filter(
        (e) => (e.payload as { owner: { email: string } | null }).owner?.email === existing.email,
      ),
    ).toEqual([]);
    // A new email is the only anonymous answer that succeeds, so account_created is always true.
    const fresh = await submit({});
    expect(fresh.status).toBe(201);
    expect(fresh.body.account_created).toBe(true);
  });

  it('names collide into suffixed slugs; the time zone follows the state', async () => {
    const a = await h.call('POST', '/api/v1/submit_property', {
      token: owner.accessToken,
      body: buildSubmission({
        name: 'Casa Caracol',
        state: 'Quintana Roo',
        city: 'Benito Juárez',
        zip: '77500',
      }),
    });
    const b = await h.call('POST', '/api/v1/submit_property', {
      token: owner.accessToken,
      body: buildSubmission({
        name: 'Casa Caracol',
        state: 'Quintana Roo',
        city: 'Benito Juárez',
        zip: '77500',
      }),
    });
    expect([a.body.slug, b.body.slug]).toEqual([
      'casa-caracol-benito-juarez',
      'casa-caracol-benito-juarez-2',
    ]);
    const [row] = await h.sql<{ timezone: string }>('SELECT timezone FROM property WHERE id = $1', [
      a.body.property_id,
    ]);
    expect(row!.timezone).toBe('America/Cancun');
  });

  it('staff submit for an owner named by email (admin/submit_property); others may not', async () => {
    const admin = await staffAccount(h);
    const email = `dueno.${Date.now()}@example.com`;
    const res = await h.call('POST', '/api/v1/admin/submit_property', {
      token: admin.accessToken,
      body: { ...buildSubmission({ name: 'Casa Olivo' }), owner_email: email },
    });
    expect(res.status).toBe(201);
    expect(res.body.account_created).toBe(true);
    const [event] = (await h.events('listings.property.created')).filter(
      (e) => e.key === res.body.property_id,
    );
    expect(event!.payload).toMatchObject({ ownerProfileId: null, createdBy: admin.id, owner: { email } });
    await h.settle();
    const staffView = await h.call('GET', `/api/v1/admin/property/${res.body.property_id}`, {
      token: admin.accessToken,
    });
    expect(staffView.body.owner_email).toBe(email);

    const denied = await h.call('POST', '/api/v1/admin/submit_property', {
      token: owner.accessToken,
      body: { ...buildSubmission(), owner_email: email },
    });
    expect(denied.status).toBe(403);
    const anonymous = await h.call('POST', '/api/v1/admin/submit_property', {
      body: { ...buildSubmission(), owner_email: email },
    });
    expect(anonymous.status).toBe(401);
  });

  it('submitted PDFs are kept privately and count for the funnel; staff open them by presigned link', async () => {
    const admin = await staffAccount(h);
    const files = ['ELECTRICITY_BILL', 'PREDIAL', 'PROPERTY_DEEDS', 'REGISTRATION_TICKET', 'WATER_BILL'].map(
      (type) => ({
        type,
        base64Pdf: pdfBase64(),
      }),
    );
    const res = await h.call('POST', '/api/v1/submit_property', {
      token: owner.accessToken,
      body: buildSubmission({ name: 'Casa Papeles', files }),
    });
    expect(res.status).toBe(201);
    await h.settle();
    const view = await h.call('GET', `/api/v1/property/${res.body.property_id}`, {
      token: owner.accessToken,
    });
    expect(view.body.funnel_stage).toBe('signing');
    const staffView = await h.call('GET', `/api/v1/admin/property/${res.body.property_id}`, {
      token: admin.accessToken,
    });
    expect(staffView.body.submitted_files).toHaveLength(5);
    const pdf = await fetch(staffView.body.submitted_files[0].url);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

describe('submission: where it is without a pin (issue 16 item 1)', () => {
  const placed = async (overrides: Record<string, unknown>) => {
    const res = await submit({ latitude: undefined, longitude: undefined, ...overrides });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [row] = await h.sql<{
      latitude: number | null;
      longitude: number | null;
      location_precision: string | null;
    }>('SELECT latitude, longitude, location_precision FROM property WHERE id = $1', [res.body.property_id]);
    return row!;
  };
  const centre = (c: Centroid | undefined) => {
    expect(c).toBeDefined();
    return { latitude: c![0], longitude: c![1] };
  };

  it('is placed at its postal code, else its municipality, else its state, and says which', async () => {
    const hidalgo = { state: 'Hidalgo', city: 'Pachuca de Soto' };
    expect(await placed({ ...hidalgo, zip: '42084' })).toEqual({
      ...centre(POSTAL_CODE_CENTROIDS['42084']),
      location_precision: 'postal_code',
    });
    // A postal code no listing covers: the municipality's centre.
    expect(await placed({ ...hidalgo, zip: '42099' })).toEqual({
      ...centre(MUNICIPALITY_CENTROIDS['13048']),
      location_precision: 'municipality',
    });
    // A postal code of another city (Puebla's) is not trusted for Pachuca.
    expect(await placed({ ...hidalgo, zip: '72000' })).toEqual({
      ...centre(MUNICIPALITY_CENTROIDS['13048']),
      location_precision: 'municipality',
    });
    expect(await placed({ state: 'Hidalgo', city: 'Zimapán', zip: '42330' })).toEqual({
      ...centre(STATE_CENTROIDS['13']),
      location_precision: 'state',
    });
  });

  it('keeps a dropped pin as the submitter placed it', async () => {
    expect(await placed({ latitude: 19.3467, longitude: -99.1617 })).toEqual({
      latitude: 19.3467,
      longitude: -99.1617,
      location_precision: 'pin',
    });
  });

  it('stores no guess where no listing is known: the pin is still owed', async () => {
    expect(await placed({ state: 'Jalisco', city: 'Zapopan', zip: '45010' })).toEqual({
      latitude: null,
      longitude: null,
      location_precision: null,
    });
  });
});
