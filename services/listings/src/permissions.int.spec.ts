import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, OWNER_ROLE_LABELS, ROLE_LABELS, translate, type RoleLabel } from '@casona/proto';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import {
  buildSubmission,
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
let admin: Account;
let owner: Account;
let stranger: Account;

interface Seat {
  account: Account;
  /** A property in review and a published one where the account holds the label. */
  review: string;
  published: string;
  /** An external listing of `review`, made by staff. */
  externalListing: string;
}
const seats = new Map<RoleLabel, Seat>();

const isOwnerType = (label: RoleLabel) => (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label);

async function externalListingOf(propertyId: string): Promise<string> {
  const res = await h.call('POST', '/api/v1/property_external_listing', {
    token: admin.accessToken,
    body: {
      property_id: propertyId,
      type: 'INMUEBLES24',
      url: `https://www.inmuebles24.com/propiedades/${propertyId}.html`,
    },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return res.body.id;
}

beforeAll(async () => {
  h = await startHarness();
  admin = await staffAccount(h);
  owner = await registerAccount(h);
  stranger = await registerAccount(h);
  const review = await submitAs(h, owner, { name: 'Casa Matriz' });
  const published = await submitAs(h, owner, { name: 'Casa Matriz Publicada' });
  await publish(h, admin, published);
  for (const label of ROLE_LABELS) {
    if (label === 'OWNER') {
      seats.set(label, {
        account: owner,
        review,
        published,
        externalListing: await externalListingOf(review),
      });
    } else if (isOwnerType(label)) {
      // One owner per property: each owner-type label owns properties of its own.
      const account = await registerAccount(h);
      const mine = await submitAs(h, account, { name: `Casa ${label}` });
      const minePublished = await submitAs(h, account, { name: `Casa ${label} Publicada` });
      await publish(h, admin, minePublished);
      await grant(h, admin, account, mine, label);
      await grant(h, admin, account, minePublished, label);
      seats.set(label, {
        account,
        review: mine,
        published: minePublished,
        externalListing: await externalListingOf(mine),
      });
    } else {
      const account = await registerAccount(h);
      await grant(h, admin, account, review, label);
      await grant(h, admin, account, published, label);
      seats.set(label, { account, review, published, externalListing: await externalListingOf(review) });
    }
  }
}, 120_000);
afterAll(async () => h?.stop());

/** 2xx when allowed; 403 otherwise (the caller has a label, so the property is not hidden). */
const expected = (allowed: boolean, ok: number) => (allowed ? ok : 403);

describe('the permission matrix on every property endpoint (every role label)', () => {
  for (const label of ROLE_LABELS) {
    const select = can(label, 'property', 'select');
    const update = can(label, 'property', 'update');
    it(`${label}: property ${select ? 'read' : '-'}${update ? '/write in review' : ''}, leads ${can(label, 'lead', 'select') ? 'read' : '-'}, external listings ${['select', 'insert', 'delete'].filter((a) => can(label, 'external_listing', a as 'select')).join('/') || '-'}`, async () => {
      const seat = seats.get(label)!;
      const token = seat.account.accessToken;
      const call = (method: string, url: string, body?: unknown) => h.call(method, url, { token, body });

      expect((await call('GET', `/api/v1/property/${seat.review}`)).status).toBe(expected(select, 200));
      expect((await call('GET', `/api/v1/property/display/${seat.review}`)).status).toBe(select ? 200 : 404);
      // The list answers what the property itself answers: WORKER and OTHER see neither (§6).
      const list = await call('GET', '/api/v1/property');
      expect(list.status).toBe(200);
      const listed = list.body.items.map((p: { id: string }) => p.id);
      expect(listed.includes(seat.review), 'GET /property lists the property in review').toBe(select);
      expect(listed.includes(seat.published), 'GET /property lists the published property').toBe(select);
      expect(list.body.total).toBe(select ? listed.length : 0);

      expect(
        (await call('PATCH', `/api/v1/property/${seat.review}`, { street: `Calle ${label}` })).status,
      ).toBe(expected(update, 200));
      const published = await call('PATCH', `/api/v1/property/${seat.published}`, {
        street: 'Calle Publicada',
      });
      expect(published.status).toBe(403);
      if (update) expect(published.body.message).toBe(translate('property.notEditable', 'es'));

      const image = await call('POST', '/api/v1/property/image', {
        property_id: seat.review,
        base64Image: jpegBase64(64),
      });
      expect(image.status).toBe(expected(update, 201));
      const [row] = await h.sql<{ img_keys: string[] }>('SELECT img_keys FROM property WHERE id = $1', [
        seat.review,
      ]);
      const urls = row!.img_keys.map((k) => h.listings.context.storage.publicUrl(k));
      expect(
        (await call('PUT', `/api/v1/property/${seat.review}/images`, { img_urls: [...urls].reverse() }))
          .status,
      ).toBe(expected(update, 200));
      const removed = await call('DELETE', '/api/v1/property/image', {
        property_id: seat.review,
        eliminated_img_urls: [urls[0]],
      });
      expect(removed.status).toBe(expected(update, 200));

      const externals = await call('GET', `/api/v1/property_external_listing?property_id=${seat.review}`);
      expect(externals.status).toBe(expected(can(label, 'external_listing', 'select'), 200));
      const addExternal = await call('POST', '/api/v1/property_external_listing', {
        property_id: seat.review,
        type: 'VIVANUNCIOS',
        url: 'https://www.vivanuncios.com.mx/a-venta-inmuebles/casa',
      });
      expect(addExternal.status).toBe(expected(can(label, 'external_listing', 'insert'), 201));
      expect((await call('DELETE', `/api/v1/property_external_listing/${seat.externalListing}`)).status).toBe(
        expected(can(label, 'external_listing', 'delete'), 204),
      );

      expect((await call('GET', `/api/v1/lead?property_id=${seat.published}`)).status).toBe(
        expected(can(label, 'lead', 'select'), 200),
      );
      // Staff-only actions stay closed to every label.
      expect((await call('GET', '/api/v1/admin/properties')).status).toBe(403);
    });
  }

  it('the matrix reads as §6 says for the labels the issue names', () => {
    expect(can('OWNER', 'property', 'update')).toBe(true);
    expect(can('WORKER', 'lead', 'select')).toBe(false);
    expect(can('OWNER_REALTOR', 'lead', 'select')).toBe(true);
    expect(ROLE_LABELS.filter((l) => can('OTHER', 'property', 'select') || l === 'OTHER')).toEqual(['OTHER']);
  });

  it('someone with no label: 404 on the property (it is not revealed), nothing in their list; staff: everything', async () => {
    const { review, published } = seats.get('OWNER')!;
    const token = stranger.accessToken;
    for (const [method, url, body] of [
      ['GET', `/api/v1/property/${review}`, undefined],
      ['PATCH', `/api/v1/property/${review}`, { street: 'Intrusa' }],
      ['POST', '/api/v1/property/image', { property_id: review, base64Image: jpegBase64(64) }],
      ['GET', `/api/v1/property_external_listing?property_id=${review}`, undefined],
      ['GET', `/api/v1/lead?property_id=${published}`, undefined],
    ] as const) {
      const res = await h.call(method, url, { token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.message).toBe(translate('property.notFound', 'es'));
    }
    expect((await h.call('GET', '/api/v1/property', { token })).body.items).toEqual([]);
    const staff = admin.accessToken;
    expect((await h.call('GET', `/api/v1/property/${review}`, { token: staff })).status).toBe(200);
    expect(
      (await h.call('PATCH', `/api/v1/property/${published}`, { token: staff, body: { street: 'Staff' } }))
        .status,
    ).toBe(200);
    expect((await h.call('GET', `/api/v1/lead?property_id=${published}`, { token: staff })).status).toBe(200);
  });

  it('anonymous callers get 401 wherever a session is needed', async () => {
    const { review, published, externalListing } = seats.get('OWNER')!;
    for (const [method, url, body] of [
      ['GET', '/api/v1/property', undefined],
      ['GET', `/api/v1/property/${review}`, undefined],
      ['PATCH', `/api/v1/property/${review}`, { street: 'Anónima' }],
      ['POST', '/api/v1/property/image', { property_id: review, base64Image: jpegBase64(64) }],
      ['DELETE', '/api/v1/property/image', { property_id: review, eliminated_img_urls: ['x'] }],
      ['PUT', `/api/v1/property/${review}/images`, { img_urls: [] }],
      ['GET', `/api/v1/property_external_listing?property_id=${review}`, undefined],
      [
        'POST',
        '/api/v1/property_external_listing',
        { property_id: review, type: 'CLASCO', url: 'https://clasco.mx/a' },
      ],
      ['DELETE', `/api/v1/property_external_listing/${externalListing}`, undefined],
      ['GET', `/api/v1/lead?property_id=${published}`, undefined],
      ['GET', '/api/v1/lead', undefined],
    ] as const) {
      const res = await h.call(method, url, { body, lang: 'en' });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe('You need to login');
    }
  });
  it('the session is checked before the request is judged: a malformed call without one is 401, not 400', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/v1/property/not-a-uuid', undefined],
      ['PATCH', '/api/v1/property/not-a-uuid', { price: 'mucho' }],
      ['POST', '/api/v1/property/image', { property_id: 'x' }],
      ['GET', '/api/v1/lead?page=0', undefined],
    ] as const) {
      const res = await h.call(method, url, { body, lang: 'en' });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe('You need to login');
    }
  });
});

describe('admin endpoints: staff only', () => {
  const ADMIN_CALLS = (id: string): [string, string, unknown][] => [
    ['GET', '/api/v1/admin/properties', undefined],
    ['GET', `/api/v1/admin/property/${id}`, undefined],
    ['PATCH', `/api/v1/admin/property/${id}`, { label: 'NEW' }],
    ['POST', `/api/v1/admin/property/${id}/status`, { status: 'ACCEPTED' }],
    ['POST', '/api/v1/admin/property/copy', { property_id: id }],
    ['POST', '/api/v1/admin/submit_property', { ...buildSubmission(), owner_email: 'x@example.com' }],
    ['GET', '/api/v1/admin/tour_request', undefined],
    ['GET', '/api/v1/admin/amenity', undefined],
    ['POST', '/api/v1/admin/amenity', { en_name: 'Sauna', es_name: 'Sauna' }],
    [
      'PATCH',
      '/api/v1/admin/amenity',
      { id: 'c8963db1-3bf1-495e-a41e-046c21b78375', en_name: 'Pool', es_name: 'Alberca' },
    ],
    ['POST', '/api/v1/admin/amenity/c8963db1-3bf1-495e-a41e-046c21b78375/archive', { archived: true }],
    ['GET', '/api/v1/admin/neighborhood_insight', undefined],
    ['POST', '/api/v1/admin/neighborhood_insight', { en_name: 'Gyms', es_name: 'Gimnasios' }],
    [
      'POST',
      '/api/v1/admin/neighborhood_insight/ba6d4d87-557d-4097-b888-fb577fcf65c7/archive',
      { archived: true },
    ],
  ];

  it('non-staff get 403 and anonymous 401, at the gateway and at the service itself', async () => {
    const { review } = seats.get('OWNER')!;
    for (const [method, url, body] of ADMIN_CALLS(review)) {
      expect((await h.call(method, url, { token: owner.accessToken, body })).status, `${method} ${url}`).toBe(
        403,
      );
      expect((await h.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      // Straight to the service with the gateway's headers for a member who is not staff.
      const direct = await fetch(`${h.listings.url}${url}`, {
        method,
        headers: {
          [AUTH_HEADERS.internalToken]: 'listings-suite-internal-token',
          [AUTH_HEADERS.profileId]: owner.id,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(direct.status, `service: ${method} ${url}`).toBe(403);
    }
  });

  it('a member who is not staff is turned away by the service before a malformed body is judged (403)', async () => {
    const { review } = seats.get('OWNER')!;
    for (const [method, url, body] of [
      ['PATCH', `/api/v1/admin/property/${review}`, { price: 'mucho' }],
      ['POST', `/api/v1/admin/property/${review}/status`, { status: 'GONE' }],
      ['POST', '/api/v1/admin/amenity', { id: 'x' }],
    ] as const) {
      const direct = await fetch(`${h.listings.url}${url}`, {
        method,
        headers: {
          [AUTH_HEADERS.internalToken]: 'listings-suite-internal-token',
          [AUTH_HEADERS.profileId]: owner.id,
          'content-type': 'application/json',
        },
        body: JSON.stringify(body),
      });
      expect(direct.status, `service: ${method} ${url}`).toBe(403);
    }
  });

  it('company staff (STAFF role) may edit any property through the member paths', async () => {
    const staff = await staffAccount(h, 'STAFF');
    const { published } = seats.get('OWNER')!;
    const res = await h.call('PATCH', `/api/v1/property/${published}`, {
      token: staff.accessToken,
      body: { street: 'Editada' },
    });
    expect(res.status).toBe(200);
    expect(res.body.street).toBe('Editada');
  });
});

describe('saved searches and colonia suggestions (issue 16): every label, staff and anonymous', () => {
  it('any signed-in person keeps their own searches whatever their label; never another’s; anonymous 401; colonias are public', async () => {
    const people = [...[...seats.values()].map((s) => s.account), stranger, admin];
    const made = new Map<string, string>();
    for (const person of people) {
      const res = await h.call('POST', '/api/v1/saved_search', {
        token: person.accessToken,
        body: { name: `Búsqueda de ${person.name}`, query: { state: 'Puebla' } },
      });
      expect(res.status, person.email).toBe(201);
      made.set(person.id, res.body.id);
      const mine = await h.call('GET', '/api/v1/saved_search', { token: person.accessToken });
      expect(mine.status).toBe(200);
      expect(mine.body.items.map((s: { id: string }) => s.id)).toEqual([res.body.id]);
    }
    // Nobody — staff included — deletes another person's search: it is not revealed (404).
    for (const [i, person] of people.entries()) {
      const next = people[(i + 1) % people.length]!;
      const res = await h.call('DELETE', `/api/v1/saved_search/${made.get(next.id)}`, {
        token: person.accessToken,
        lang: 'en',
      });
      expect(res.status, `${person.email} deleting ${next.email}'s`).toBe(404);
    }
    for (const person of people) {
      const res = await h.call('DELETE', `/api/v1/saved_search/${made.get(person.id)}`, {
        token: person.accessToken,
      });
      expect(res.status).toBe(204);
    }
    for (const [method, url, body] of [
      ['GET', '/api/v1/saved_search', undefined],
      ['POST', '/api/v1/saved_search', { name: 'x', query: {} }],
      ['POST', '/api/v1/saved_search', { name: '', query: 'mal' }],
      ['DELETE', `/api/v1/saved_search/${made.get(admin.id)}`, undefined],
    ] as const) {
      const res = await h.call(method, url, { body, lang: 'en' });
      expect(res.status, `${method} ${url}`).toBe(401);
      expect(res.body.message).toBe('You need to login');
    }
    expect((await h.call('GET', '/api/v1/market/colonia?q=centro')).status).toBe(200);
    expect(
      (await h.call('GET', '/api/v1/market/colonia?q=centro', { token: stranger.accessToken })).status,
    ).toBe(200);
  });
});
