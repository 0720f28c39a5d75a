import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@casona/proto';
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
let published: string;
let review: string;
beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h);
  admin = await staffAccount(h);
  published = await submitAs(h, owner, { name: 'Casa Visitas' });
  await publish(h, admin, published);
  review = await submitAs(h, owner, { name: 'Casa Oculta' });
});
afterAll(async () => h?.stop());

const lead = (overrides: Record<string, unknown> = {}) => ({
  email: 'Comprador@Example.com',
  name: 'Mario Ruiz',
  phone_number: '5511223344',
  property_id: published,
  ...overrides,
});

/** A slot next week, on the hour (tours are booked ahead). */
const NEXT_WEEK = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 7 * 86_400_000).toISOString();

const tour = (overrides: Record<string, unknown> = {}) => ({
  property_id: published,
  name: 'Mario Ruiz',
  email: 'comprador@example.com',
  phone_number: '5511223344',
  locale: 'ES',
  budget: '2.5-5',
  buyer_profile: 'INVESTOR',
  credit_option: 'INFONAVIT',
  time_to_buy: '1-3',
  tour_time: NEXT_WEEK,
  ...overrides,
});

const review1 = (tourRequestId: string, overrides: Record<string, unknown> = {}) => ({
  tour_request_id: tourRequestId,
  liked: ['LOCATION', 'PRICE'],
  disliked: ['STATE'],
  property_score: 4,
  tour_guide_score: 5,
  self_description: 'TIME_TO_THINK',
  comment: 'Muy bonita',
  ...overrides,
});

describe('leads, tours and reviews', () => {
  it('a lead on a published property (interested), refused on one that is not', async () => {
    const res = await h.call('POST', '/api/v1/lead', { lang: 'en', body: lead() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(translate('lead.success', 'en'));
    const [row] = await h.sql('SELECT email, status, tour_request_id FROM lead WHERE id = $1', [res.body.id]);
    expect(row).toEqual({ email: 'comprador@example.com', status: 'interested', tour_request_id: null });
    const hidden = await h.call('POST', '/api/v1/lead', { lang: 'es', body: lead({ property_id: review }) });
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('No se encontró la propiedad');
    const bad = await h.call('POST', '/api/v1/lead', { lang: 'es', body: lead({ phone_number: '123' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: '/phone_number', message: 'El número de teléfono debe tener 10 dígitos.' },
    ]);
    const [event] = (await h.events('listings.lead.created')).filter(
      (e) => (e.payload as { leadId: string }).leadId === res.body.id,
    );
    expect(event!.payload).toMatchObject({
      propertyId: published,
      status: 'interested',
      tourRequestId: null,
    });
  });

  it('insert_tour_request_and_lead: both in one transaction; the earlier lead of the same email becomes preprofiled', async () => {
    const res = await h.call('POST', '/api/v1/tour_request', { lang: 'es', body: tour() });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(translate('tourRequest.success', 'es'));
    const leads = await h.sql<{ id: string; status: string; tour_request_id: string }>(
      "SELECT id, status, tour_request_id FROM lead WHERE email = 'comprador@example.com'",
    );
    expect(leads).toEqual([
      { id: res.body.lead_id, status: 'preprofiled', tour_request_id: res.body.tour_request_id },
    ]);
    const [requested] = (await h.events('listings.tour.requested')).filter(
      (e) => (e.payload as { tourRequestId: string }).tourRequestId === res.body.tour_request_id,
    );
    expect(requested!.payload).toMatchObject({
      leadId: res.body.lead_id,
      email: 'comprador@example.com',
      budget: '2.5-5',
      // Named in the event, so the emails name it (#16).
      propertyName: 'Casa Visitas',
    });

    // A new buyer gets a new lead, preprofiled from the start.
    const other = await h.call('POST', '/api/v1/tour_request', { body: tour({ email: 'otra@example.com' }) });
    const [fresh] = await h.sql('SELECT status FROM lead WHERE id = $1', [other.body.lead_id]);
    expect(fresh).toEqual({ status: 'preprofiled' });

    // A property that is not published takes no tour request, and nothing is stored.
    const before = (await h.sql('SELECT id FROM tour_request')).length;
    const hidden = await h.call('POST', '/api/v1/tour_request', { body: tour({ property_id: review }) });
    expect(hidden.status).toBe(404);
    expect((await h.sql('SELECT id FROM tour_request')).length).toBe(before);
  });

  it('tour request rules (§5), localized', async () => {
    const cases: [Record<string, unknown>, string, MessageKey, Record<string, string>?][] = [
      [{ budget: '1-2' }, '/budget', 'validation.enum', { values: '2.5-5, 5-7.5, 7.5-9, 9+' }],
      [{ tour_time: 'mañana' }, '/tour_time', 'validation.dateTime'],
      // Tours are in the future (#11): 1970, or an hour ago, is refused.
      [{ tour_time: '1970-01-01T00:00:00.000Z' }, '/tour_time', 'tourRequest.pastTime'],
      [{ tour_time: new Date(Date.now() - 3_600_000).toISOString() }, '/tour_time', 'tourRequest.pastTime'],
      [{ email: 'x' }, '/email', 'validation.email'],
      [{ name: '' }, '/name', 'validation.required'],
    ];
    for (const [overrides, path, key, params] of cases) {
      for (const lang of ['en', 'es'] as const) {
        const res = await h.call('POST', '/api/v1/tour_request', { lang, body: tour(overrides) });
        expect(res.status).toBe(400);
        expect(res.body.errors).toContainEqual({ path, message: translate(key, lang, params) });
      }
    }
    // An unknown choice names no codes: the form shows the choices in words (#16 item 1).
    const es = await h.call('POST', '/api/v1/tour_request', {
      lang: 'es',
      body: tour({ buyer_profile: 'BUYER', credit_option: 'CASH' }),
    });
    expect(es.body.errors).toEqual(
      expect.arrayContaining([
        { path: '/buyer_profile', message: 'Elige una opción.' },
        { path: '/credit_option', message: 'Elige una opción.' },
      ]),
    );
    expect(JSON.stringify(es.body)).not.toMatch(/INVESTOR|APPROVED_CREDIT|TO_LIVE/);
  });

  it('a tour is reviewed once (409, localized), not before it took place; comments up to 200; scores 1 to 5', async () => {
    const { body } = await h.call('POST', '/api/v1/tour_request', {
      body: tour({ email: 'resena@example.com' }),
    });
    // Booked for next week: a review now rates a visit that has not happened.
    const early = await h.call('POST', '/api/v1/tour_review', {
      lang: 'es',
      body: review1(body.tour_request_id),
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Podrás calificar esta visita cuando haya ocurrido.');
    const earlyEn = await h.call('POST', '/api/v1/tour_review', {
      lang: 'en',
      body: review1(body.tour_request_id),
    });
    expect(earlyEn.body.message).toBe('You can review this tour once it has taken place.');
    const summary = await h.call('GET', `/api/v1/tour_request/${body.tour_request_id}`);
    expect(summary.body).toEqual({
      id: body.tour_request_id,
      property_id: published,
      property_name: 'Casa Visitas',
      property_slug: expect.stringMatching(/^casa-visitas/),
      tour_time: NEXT_WEEK,
      reviewed: false,
    });
    // The tour took place: a day ago.
    const visited = new Date(Date.now() - 86_400_000);
    await h.sql('UPDATE tour_request SET tour_time = $2 WHERE id = $1', [body.tour_request_id, visited]);
    for (const [overrides, path, key, params] of [
      [{ comment: 'x'.repeat(201) }, '/comment', 'validation.string.max', { max: 200 }],
      [{ property_score: 0 }, '/property_score', 'validation.rating', {}],
      [{ tour_guide_score: 6 }, '/tour_guide_score', 'validation.rating', {}],
      [{ tour_guide_score: undefined }, '/tour_guide_score', 'validation.rating', {}],
      [{ liked: ['VIEW'] }, '/liked/0', 'validation.enum', {}],
      [{ self_description: 'SELF' }, '/self_description', 'validation.enum', {}],
    ] as [Record<string, unknown>, string, MessageKey, Record<string, string | number>][]) {
      const res = await h.call('POST', '/api/v1/tour_review', {
        lang: 'en',
        body: review1(body.tour_request_id, overrides),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toContainEqual({ path, message: translate(key, 'en', params) });
    }
    const ok = await h.call('POST', '/api/v1/tour_review', {
      lang: 'en',
      body: review1(body.tour_request_id, { comment: 'x'.repeat(200) }),
    });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe(translate('tourReview.success', 'en'));
    const again = await h.call('POST', '/api/v1/tour_review', {
      lang: 'es',
      body: review1(body.tour_request_id),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Esta visita ya fue calificada.');
    expect((await h.call('GET', `/api/v1/tour_request/${body.tour_request_id}`)).body.reviewed).toBe(true);
    const unknown = await h.call('POST', '/api/v1/tour_review', {
      lang: 'en',
      body: review1(crypto.randomUUID()),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Tour request not found');
    const [event] = (await h.events('listings.tour.reviewed')).filter(
      (e) => (e.payload as { tourRequestId: string }).tourRequestId === body.tour_request_id,
    );
    expect(event!.payload).toMatchObject({
      propertyScore: 4,
      tourGuideScore: 5,
      selfDescription: 'TIME_TO_THINK',
    });
  });

  it('reading leads: WORKER and OWNER cannot, OWNER_REALTOR and MANAGER can, staff see all; the list names the property', async () => {
    const worker = await registerAccount(h);
    const manager = await registerAccount(h);
    await grant(h, admin, worker, published, 'WORKER');
    await grant(h, admin, manager, published, 'MANAGER');
    const get = (a: Account, query = `?property_id=${published}`) =>
      h.call('GET', `/api/v1/lead${query}`, { token: a.accessToken });
    const denied = await get(worker);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(translate('http.forbidden', 'es'));
    expect((await get(owner)).status).toBe(403);
    const managed = await get(manager);
    expect(managed.status).toBe(200);
    expect(managed.body.items.length).toBeGreaterThanOrEqual(2);
    expect(managed.body.items[0]).toMatchObject({ property_id: published, property_name: 'Casa Visitas' });

    await grant(h, admin, owner, published, 'OWNER_REALTOR');
    expect((await get(owner)).status).toBe(200);
    // Without a property: every property the caller may read leads of.
    const everywhere = await get(owner, '');
    expect(everywhere.body.total).toBe(managed.body.total);
    expect((await get(worker, '')).body.total).toBe(0);
    const all = await get(admin, '');
    expect(all.body.total).toBe(managed.body.total);
  });

  it('staff list tour requests', async () => {
    const res = await h.call('GET', '/api/v1/admin/tour_request', { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ property_name: 'Casa Visitas', lead_id: expect.any(String) });
    expect(res.body.pageSize).toBe(20);
  });
  it("a property's tours and their reviews (GET /tour_review): owner labels read them without who the buyer is; WORKER and OTHER cannot", async () => {
    const worker = await registerAccount(h);
    const other = await registerAccount(h);
    const outsider = await registerAccount(h);
    await grant(h, admin, worker, published, 'WORKER');
    await grant(h, admin, other, published, 'OTHER');
    const get = (a: Account) =>
      h.call('GET', `/api/v1/tour_review?property_id=${published}`, { token: a.accessToken });
    const read = await get(owner);
    expect(read.status).toBe(200);
    const [reviewed] = await h.sql(
      'SELECT tour_request_id FROM tour_review r JOIN tour_request t ON t.id = r.tour_request_id WHERE t.property_id = $1',
      [published],
    );
    const total = await h.sql('SELECT id FROM tour_request WHERE property_id = $1', [published]);
    expect(read.body.total).toBe(total.length);
    const withReview = read.body.items.find((t: { id: string }) => t.id === reviewed!.tour_request_id);
    expect(withReview.review).toEqual({
      liked: ['LOCATION', 'PRICE'],
      disliked: ['STATE'],
      property_score: 4,
      tour_guide_score: 5,
      self_description: 'TIME_TO_THINK',
      comment: 'x'.repeat(200),
      created_at: expect.stringMatching(/Z$/),
    });
    expect(read.body.items.filter((t: { review: unknown }) => t.review === null).length).toBe(
      total.length - 1,
    );
    // Latest visit first; lead data (who, how to reach them) is not a tour review's.
    const times = read.body.items.map((t: { tour_time: string }) => t.tour_time);
    expect(times).toEqual([...times].sort().reverse());
    expect(JSON.stringify(read.body)).not.toMatch(/Mario|example\.com|5511223344/);
    expect((await get(admin)).body.total).toBe(total.length);
    const denied = await get(worker);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(translate('http.forbidden', 'es'));
    expect((await get(other)).status).toBe(403);
    expect((await get(outsider)).status).toBe(404);
    const bad = await h.call('GET', '/api/v1/tour_review?property_id=casa', { token: owner.accessToken });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: '/querystring/property_id', message: expect.any(String) }]);
  });
});
