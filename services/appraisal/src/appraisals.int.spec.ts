/**
 * The appraisal through the gateway: §5's rules answered in the caller's language, 'Unsupported
 * area' outside the model's coverage, the stored result within §5's bounds with its comparables and
 * short-term-rental ranges, the created event, feedback with the model's error, staff's page, and
 * the presentation. The model's answers are fixed here (testing/fixed-valuation.ts): the model
 * itself is tested in src/valuation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { FIXED_VALUATION } from './testing/fixed-valuation.ts';
import {
  appraisalForm,
  registerAccount,
  staffAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let staff: Account;

beforeAll(async () => {
  h = await startHarness({ valuation: FIXED_VALUATION });
  owner = await registerAccount(h);
  staff = await staffAccount(h, 'ADMIN');
}, 120_000);
afterAll(async () => h?.stop());

describe('POST /appraisal', () => {
  it('appraises a home in Mexico City: price, the 80 % range, comparables nearest first, earnings as ranges', async () => {
    const res = await h.call('POST', '/api/v1/appraisal', {
      body: appraisalForm(),
      token: owner.accessToken,
    });
    expect(res.status).toBe(201);
    const a = res.body;
    expect(a.price).toBe(3_000_000);
    expect(a.min_price).toBe(2_550_000);
    expect(a.max_price).toBe(3_450_000);
    expect(a.comparables.map((c: { distance_m: number }) => c.distance_m)).toEqual([111, 222, 333]);
    expect(a.earnings.available).toBe(true);
    expect(a.earnings.adr).toEqual({ low: 800, mid: 1000, high: 1300 });
    // (1000 × 0.55 × 365) / 3,000,000
    expect(a.cap_rate).toBeCloseTo((1000 * 0.55 * 365) / 3_000_000, 10);
    expect(a.earnings.cap_rate.low).toBeCloseTo((800 * 0.4 * 365) / 3_000_000, 10);
    expect(a.occupation_rate).toBe(0.55);
    expect(a.average_daily_rate).toBe(1000);
    expect(a.year_built).toBe(new Date().getUTCFullYear() - 20);

    const stored = await h.call('GET', `/api/v1/appraisal/${a.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body.price).toBe(3_000_000);
    expect(stored.body.comparables).toHaveLength(3);

    const [created] = (await h.events('appraisal.appraisal.created')).filter(
      (e) => (e.payload as { appraisalId: string }).appraisalId === a.id,
    );
    expect(created?.payload).toMatchObject({
      profileId: owner.id,
      price: 3_000_000,
      earningsAvailable: true,
    });
  });

  it('holds the result within §5: a price over 100,000,000 is stated as the ceiling', async () => {
    const res = await h.call('POST', '/api/v1/appraisal', {
      body: appraisalForm({ built_area: 6000, total_area: 8000 }),
    });
    expect(res.status).toBe(201);
    expect(res.body.price).toBe(100_000_000);
    expect(res.body.max_price).toBe(100_000_000);
    expect(res.body.min_price).toBeLessThanOrEqual(res.body.price);
    expect(res.body.cap_rate).toBeGreaterThanOrEqual(0);
    expect(res.body.cap_rate).toBeLessThanOrEqual(1);
  });

  it("says 'Unsupported area' in the caller's language outside the data's coverage, and stores nothing", async () => {
    const before = (await h.sql('SELECT count(*)::int AS n FROM appraisal'))[0].n;
    for (const lang of ['es', 'en'] as const) {
      const res = await h.call('POST', '/api/v1/appraisal', {
        body: appraisalForm({ latitude: 25.6866, longitude: -100.3161 }),
        lang,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(translate('area.unsupported', lang));
    }
    expect((await h.sql('SELECT count(*)::int AS n FROM appraisal'))[0].n).toBe(before);
  });

  const RULES: [string, Record<string, unknown>][] = [
    ['built_area under 30', { built_area: 29 }],
    ['built_area over 100000', { built_area: 100_001 }],
    ['total_area under 30', { total_area: 10 }],
    ['latitude over 90', { latitude: 91 }],
    ['latitude under -90', { latitude: -91 }],
    ['longitude over 180', { longitude: 181 }],
    ['longitude under -180', { longitude: -181 }],
    ['an empty search string', { search_address_string: '' }],
    ['a search string over 300', { search_address_string: 'x'.repeat(301) }],
    ['years_built over 500', { years_built: 501 }],
    ['years_built under 0', { years_built: -1 }],
    ['no name', { name: undefined }],
    ['no place_id', { place_id: undefined }],
    ['a type outside the enum', { type: 'CASTLE' }],
    ['used not a flag', { used: 'yes' }],
    ['get_external_occupation_rate not a flag', { get_external_occupation_rate: 'si' }],
  ];
  it.each(RULES)('refuses %s with 400 and the form message in es and en', async (_, override) => {
    for (const lang of ['es', 'en'] as const) {
      const res = await h.call('POST', '/api/v1/appraisal', { body: appraisalForm(override), lang });
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const es = await h.call('POST', '/api/v1/appraisal', { body: appraisalForm(override), lang: 'es' });
    const en = await h.call('POST', '/api/v1/appraisal', { body: appraisalForm(override), lang: 'en' });
    expect(es.body.message).not.toBe(en.body.message);
  });

  it('answers 404 in es/en for an unknown appraisal and 400 for a malformed id', async () => {
    const missing = await h.call('GET', `/api/v1/appraisal/${crypto.randomUUID()}`, { lang: 'es' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(translate('appraisal.notFound', 'es'));
    expect((await h.call('GET', '/api/v1/appraisal/not-a-uuid')).status).toBe(400);
  });
});

describe('feedback', () => {
  it("stores the owner's opinion, announces it with the model's error, and staff read it on their page", async () => {
    const a = (await h.call('POST', '/api/v1/appraisal', { body: appraisalForm(), token: owner.accessToken }))
      .body;
    const res = await h.call('POST', '/api/v1/appraisal/feedback', {
      token: owner.accessToken,
      body: {
        appraisal_id: a.id,
        feedback: 'TOO_LOW',
        feedback_message: 'Mi vecino vendió en 4 millones',
        feedback_corrected_price: 4_000_000,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback).toBe('TOO_LOW');
    expect(res.body.feedback_corrected_price).toBe(4_000_000);

    const event = (await h.events('appraisal.appraisal.feedback')).find(
      (e) => (e.payload as { appraisalId: string }).appraisalId === a.id,
    );
    expect(event?.payload).toMatchObject({
      feedback: 'TOO_LOW',
      correctedPrice: 4_000_000,
      modelError: -0.25,
    });

    const page = await h.call('GET', '/api/v1/admin/appraisal?page=1', { token: staff.accessToken });
    expect(page.status).toBe(200);
    const row = page.body.items.find((r: { id: string }) => r.id === a.id);
    expect(row).toMatchObject({ feedback: 'TOO_LOW', model_error: -0.25, within_range: false });
    expect(page.body.summary.too_low).toBeGreaterThanOrEqual(1);
    expect(page.body.summary.median_abs_error).not.toBeNull();
  });

  it('refuses a message over 300, a corrected price over 1e8, a missing feedback; and a stranger on an owned appraisal', async () => {
    const a = (await h.call('POST', '/api/v1/appraisal', { body: appraisalForm(), token: owner.accessToken }))
      .body;
    for (const body of [
      { appraisal_id: a.id, feedback: 'ADEQUATE', feedback_message: 'x'.repeat(301) },
      { appraisal_id: a.id, feedback: 'ADEQUATE', feedback_corrected_price: 100_000_001 },
      { appraisal_id: a.id, feedback: 'ADEQUATE', feedback_corrected_price: -1 },
      { appraisal_id: a.id },
      { appraisal_id: a.id, feedback: 'MEH' },
    ])
      expect(
        (await h.call('POST', '/api/v1/appraisal/feedback', { body, token: owner.accessToken })).status,
      ).toBe(400);
    const stranger = await registerAccount(h);
    const denied = await h.call('POST', '/api/v1/appraisal/feedback', {
      token: stranger.accessToken,
      body: { appraisal_id: a.id, feedback: 'ADEQUATE' },
    });
    expect(denied.status).toBe(403);
    const anonymous = await h.call('POST', '/api/v1/appraisal/feedback', {
      body: { appraisal_id: a.id, feedback: 'ADEQUATE' },
    });
    expect(anonymous.status).toBe(403);
    expect((await h.sql('SELECT feedback FROM appraisal WHERE id = $1', [a.id]))[0].feedback).toBeNull();
  });

  it("takes a visitor's feedback on a visitor's appraisal (the link is the capability)", async () => {
    const a = (await h.call('POST', '/api/v1/appraisal', { body: appraisalForm() })).body;
    const res = await h.call('POST', '/api/v1/appraisal/feedback', {
      body: { appraisal_id: a.id, feedback: 'ADEQUATE' },
    });
    expect(res.status).toBe(200);
    expect(res.body.feedback).toBe('ADEQUATE');
  });

  it("keeps staff's page to staff", async () => {
    expect((await h.call('GET', '/api/v1/admin/appraisal')).status).toBe(401);
    expect((await h.call('GET', '/api/v1/admin/appraisal', { token: owner.accessToken })).status).toBe(403);
  });
});

describe('presentation', () => {
  it('staff offer one; anyone with the link reads it; the appraisal records when', async () => {
    const a = (await h.call('POST', '/api/v1/appraisal', { body: appraisalForm(), token: owner.accessToken }))
      .body;
    const offer = {
      appraisal_id: a.id,
      offer_price: 2_900_000,
      monthly_payment: 18_000,
      advance_payment: 50_000,
      sale_commission_percentage: 5,
      manager_rent_percentage: 20,
      terms: 'Exclusividad de 6 meses',
    };
    expect(
      (await h.call('POST', '/api/v1/appraisal/presentation', { body: offer, token: owner.accessToken }))
        .status,
    ).toBe(403);
    const res = await h.call('POST', '/api/v1/appraisal/presentation', {
      body: offer,
      token: staff.accessToken,
    });
    expect(res.status).toBe(200);
    const read = await h.call('GET', `/api/v1/appraisal/${a.id}/presentation`);
    expect(read.body).toMatchObject({ offer_price: 2_900_000, terms: 'Exclusividad de 6 meses' });
    expect((await h.call('GET', `/api/v1/appraisal/${a.id}`)).body.presentation_created_at).not.toBeNull();
    for (const lang of ['es', 'en'] as const) {
      const pdf = await h.gateway.inject({
        method: 'GET',
        url: `/api/v1/appraisal/${a.id}/presentation/pdf?lang=${lang}`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const none = (await h.call('POST', '/api/v1/appraisal', { body: appraisalForm() })).body;
    expect((await h.call('GET', `/api/v1/appraisal/${none.id}/presentation/pdf`)).status).toBe(404);
    const bad = await h.call('POST', '/api/v1/appraisal/presentation', {
      body: { ...offer, sale_commission_percentage: 101 },
      token: staff.accessToken,
    });
    expect(bad.status).toBe(400);
  });
});
