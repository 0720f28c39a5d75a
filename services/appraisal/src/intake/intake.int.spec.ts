/**
 * The intake through the real gateway, as the SPA reaches it: POST /api/v1/property/from_room_id
 * streams NDJSON line by line (the gateway passes the stream on as it comes), a bad link is a 400 in
 * the caller's language, a hostile body a 400, never a 500.
 */
import { performance } from 'node:perf_hooks';
import type { IntakeEvent } from '@casona/proto/appraisal/intake';
import { createGateway } from '@casona/gateway/gateway';
import { startTestPlatform, type TestPlatform } from '@casona/kit/testing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppraisalService } from '../service.ts';
import { ROOMS, startAirbnbPagesServer, type AirbnbPagesServer } from '../testing/airbnb-pages-server.ts';
import { FIXED_VALUATION } from '../testing/fixed-valuation.ts';

let pages: AirbnbPagesServer;
let slowPlatform: TestPlatform<'appraisal'>;
let platform: TestPlatform<'appraisal'>;

const start = (baseUrl: string, formLimit = 1_000_000) =>
  startTestPlatform({
    name: 'appraisal-intake',
    services: {
      appraisal: (schema) =>
        createAppraisalService({
          name: schema,
          valuation: FIXED_VALUATION,
          env: { ...process.env, AIRBNB_BASE_URL: baseUrl, INTAKE_FETCH_TIMEOUT_MS: '3000' },
        }),
    },
    gateway: (gateway) =>
      createGateway({ ...gateway, formRateLimit: { max: formLimit, timeWindowMs: 60_000 } }),
  });

beforeAll(async () => {
  pages = await startAirbnbPagesServer({ slowMs: 1_500 });
  platform = await start(pages.baseUrl);
  slowPlatform = await start(`${pages.baseUrl}/slow`);
}, 120_000);
afterAll(async () => {
  await platform?.stop();
  await slowPlatform?.stop();
  await pages?.close();
});

/** Posts a link and reads the answer's lines as they arrive, noting when each came. */
async function stream(p: TestPlatform<'appraisal'>, url: string, lang = 'es') {
  const started = performance.now();
  const res = await fetch(`${p.base}/api/v1/property/from_room_id`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify({ url }),
  });
  const lines: { event: IntakeEvent; at: number }[] = [];
  let rest = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) {
    rest += decoder.decode(chunk as Uint8Array, { stream: true });
    let newline: number;
    while ((newline = rest.indexOf('\n')) >= 0) {
      const line = rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      if (line.trim())
        lines.push({ event: JSON.parse(line) as IntakeEvent, at: performance.now() - started });
    }
  }
  return { status: res.status, type: res.headers.get('content-type'), lines, rest };
}

describe('POST /api/v1/property/from_room_id', () => {
  it('streams the steps of a listing to done through the gateway', async () => {
    const { status, type, lines, rest } = await stream(
      platform,
      `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}?adults=2`,
    );
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/x-ndjson/);
    expect(rest).toBe('');
    expect(lines.map((l) => l.event.step)).toEqual(['parsed', 'fetched', 'extracted', 'estimated', 'done']);
    const done = lines.at(-1)!.event;
    expect(done).toMatchObject({
      found: { room_id: ROOMS.cdmxPage, guests: 4 },
      estimate: { suggested_price: 1_425_000 },
    });
    // The suggested price is stored as an appraisal the owner opens and the submission continues.
    const appraisalId = done.step === 'done' ? done.estimate?.appraisal_id : null;
    expect(appraisalId).toMatch(/^[0-9a-f-]{36}$/);
    const appraisal = await platform.call('GET', `/api/v1/appraisal/${appraisalId}`);
    expect(appraisal.status).toBe(200);
    expect(appraisal.body).toMatchObject({ price: 1_425_000, built_area: 57, latitude: 19.4194 });
  });

  it('delivers the first step before a slow page answers (the stream is not buffered)', async () => {
    const { lines } = await stream(slowPlatform, `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}`);
    expect(lines.map((l) => l.event.step)).toEqual(['parsed', 'fetched', 'extracted', 'estimated', 'done']);
    const parsed = lines[0]!.at;
    const fetched = lines[1]!.at;
    expect(fetched - parsed).toBeGreaterThan(1_000); // the page's 1.5 s came between them
  });

  it("answers a link without a room id with 400 'Invalid listing URL' in the caller's language", async () => {
    const es = await platform.call('POST', '/api/v1/property/from_room_id', {
      body: { url: 'https://www.airbnb.mx/users/show/1' },
      lang: 'es',
    });
    expect(es.status).toBe(400);
    expect(es.body).toMatchObject({ message: 'La URL del anuncio no es válida' });
    const en = await platform.call('POST', '/api/v1/property/from_room_id', {
      body: { url: 'hola' },
      lang: 'en',
    });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ message: 'Invalid listing URL' });
  });

  it('answers hostile bodies with 400, never 500', async () => {
    for (const body of [{}, { url: 42 }, { url: 'x'.repeat(5000) }, { url: ['a'] }, { url: '' }, null]) {
      const res = await platform.call('POST', '/api/v1/property/from_room_id', { body, lang: 'en' });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it('ends in failed with the reason and message when the page is gone', async () => {
    const { lines } = await stream(platform, 'https://www.airbnb.mx/rooms/424242424242', 'en');
    expect(lines.at(-1)!.event).toMatchObject({
      step: 'failed',
      reason: 'NOT_FOUND',
      message: 'That listing does not exist or is no longer published.',
    });
  });
});

describe('POST /api/v1/email/submit_from_listing', () => {
  it("announces the submission (appraisal.listing.submitted) and answers in the caller's language", async () => {
    const url = `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}?adults=2`;
    const res = await platform.call('POST', '/api/v1/email/submit_from_listing', {
      body: { listing_url: url, expected_price: 4_350_000, locale: 'ES' },
      lang: 'es',
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      message: 'Tu propiedad se envió desde tu anuncio. La revisaremos y te escribiremos.',
    });
    const events = await platform.events('appraisal', 'appraisal.listing.submitted');
    expect(events.at(-1)?.payload).toEqual({
      roomId: ROOMS.cdmxPage,
      listingUrl: url,
      profileId: null,
      expectedPrice: 4_350_000,
      appraisalId: null,
      locale: 'ES',
    });
  });

  it('refuses a link without a room, a price outside §5 and a hostile body with 400', async () => {
    const before = (await platform.events('appraisal', 'appraisal.listing.submitted')).length;
    for (const body of [
      { listing_url: 'https://www.airbnb.mx/users/show/1', expected_price: 4_000_000, locale: 'EN' },
      { listing_url: `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}`, expected_price: 10, locale: 'EN' },
      {
        listing_url: `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}`,
        expected_price: 4_000_000,
        locale: 'FR',
      },
      {},
    ]) {
      const res = await platform.call('POST', '/api/v1/email/submit_from_listing', { body, lang: 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await platform.events('appraisal', 'appraisal.listing.submitted')).toHaveLength(before);
  });
});

describe("the gateway holds the intake to the public forms' limit", () => {
  it("answers 429 in the caller's language past the limit per address (each intake fetches from Airbnb)", async () => {
    const limited = await start(pages.baseUrl, 2);
    try {
      const post = () =>
        limited.call('POST', '/api/v1/property/from_room_id', {
          body: { url: `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}` },
          lang: 'es',
        });
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      const third = await post();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.stop();
    }
  }, 60_000);
});
