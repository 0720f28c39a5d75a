import { performance } from 'node:perf_hooks';
import type { IntakeEvent } from '@casona/proto/appraisal/intake';
import { createSafeFetch } from '@casona/kit/http/safe-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CDMX,
  ROOMS,
  startAirbnbPagesServer,
  type AirbnbPagesServer,
} from '../testing/airbnb-pages-server.ts';
import { FIXED_VALUATION } from '../testing/fixed-valuation.ts';
import { runIntake, type IntakePorts } from './intake.ts';

let server: AirbnbPagesServer;
let ports: (base?: string, timeoutMs?: number) => IntakePorts;
const fetchers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startAirbnbPagesServer({ slowMs: 5_000 });
  ports = (base = server.baseUrl, timeoutMs = 3_000) => {
    const fetch = createSafeFetch({ allowHosts: ['127.0.0.1'], timeoutMs });
    fetchers.push(fetch);
    return {
      fetch,
      baseUrl: base,
      valuation: FIXED_VALUATION,
      fetchTimeoutMs: timeoutMs,
      clock: () => performance.now(),
    };
  };
});
afterAll(async () => {
  await Promise.all(fetchers.map((f) => f.close()));
  await server.close();
});

async function run(url: string, p = ports(), locale = 'es'): Promise<IntakeEvent[]> {
  const events: IntakeEvent[] = [];
  for await (const event of runIntake(p, { url, locale })) events.push(event);
  return events;
}

const steps = (events: IntakeEvent[]) => events.map((e) => e.step);

describe('runIntake', () => {
  it('goes parsed → fetched → extracted → estimated → done for a Mexico City listing, well under 10 s', async () => {
    const events = await run(
      `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}?adults=2&source_impression_id=p3`,
    );
    expect(steps(events)).toEqual(['parsed', 'fetched', 'extracted', 'estimated', 'done']);
    const done = events.at(-1)!;
    if (done.step !== 'done') throw new Error('not done');
    expect(done.found).toMatchObject({ room_id: ROOMS.cdmxPage, bedrooms: 1, latitude: CDMX.latitude });
    // FIXED_VALUATION: 25,000 MXN/m² on the assumed 57 m² of a one-bedroom
    expect(done.estimate).toMatchObject({
      adr: { low: 800, mid: 1000, high: 1300 },
      occupancy: { mid: 0.55 },
      suggested_price: 25_000 * 57,
      assumed_built_area: 57,
      unavailable: null,
    });
    expect(done.elapsed_ms).toBeLessThan(10_000);
    const times = events.map((e) => e.elapsed_ms);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('reads the API answer shape too', async () => {
    const events = await run(`https://www.airbnb.com/rooms/${ROOMS.cdmxApi}`);
    expect(steps(events)).toEqual(['parsed', 'fetched', 'extracted', 'estimated', 'done']);
  });

  it('says no estimate is possible where there are no comparables, and still hands over the details', async () => {
    const events = await run(`https://www.airbnb.co.uk/rooms/${ROOMS.page2018}`);
    const done = events.at(-1)!;
    expect(done.step).toBe('done');
    if (done.step !== 'done') return;
    expect(done.found.title).toBe('York Place: Luxurious apartment For Two adults.');
    expect(done.estimate).toMatchObject({
      unavailable: 'intake.noEstimate',
      suggested_price: null,
      adr: null,
    });
  });

  it('names the missing fields when the page lost some', async () => {
    const events = await run(`https://www.airbnb.mx/rooms/${ROOMS.missingFields}`);
    const extracted = events.find((e) => e.step === 'extracted');
    expect(extracted && extracted.step === 'extracted' && extracted.missing).toEqual(
      expect.arrayContaining(['bedrooms', 'latitude']),
    );
    expect(events.at(-1)!.step).toBe('done');
  });

  it('fails with format changed and an empty find when the page carries no data', async () => {
    const events = await run(`https://www.airbnb.mx/rooms/${ROOMS.formatChanged}`, ports(), 'en');
    expect(steps(events)).toEqual(['parsed', 'fetched', 'failed']);
    expect(events.at(-1)).toMatchObject({
      reason: 'FORMAT_CHANGED',
      message:
        'We could not read the details on that listing page. Fill them in below; we kept what we found.',
      found: { room_id: ROOMS.formatChanged, title: null },
    });
  });

  it('fails as blocked when Airbnb refuses (403), in Spanish', async () => {
    const events = await run(
      `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}`,
      ports(`${server.baseUrl}/blocked`),
    );
    expect(steps(events)).toEqual(['parsed', 'failed']);
    expect(events.at(-1)).toMatchObject({
      reason: 'BLOCKED',
      message:
        'Airbnb no nos dejó leer ese anuncio en este momento. Completa los datos abajo; guardamos lo que encontramos.',
    });
  });

  it('fails as a timeout when the page is slower than the fetch limit, within that limit', async () => {
    const started = performance.now();
    const events = await run(
      `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}`,
      ports(`${server.baseUrl}/slow`, 800),
    );
    expect(steps(events)).toEqual(['parsed', 'failed']);
    expect(events.at(-1)).toMatchObject({ reason: 'TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(4_000);
  });

  it('fails as not found for a room the site does not have', async () => {
    const events = await run('https://www.airbnb.mx/rooms/999999999');
    expect(events.at(-1)).toMatchObject({
      step: 'failed',
      reason: 'NOT_FOUND',
      message: 'Ese anuncio no existe o ya no está publicado.',
    });
  });

  it('never fetches a link without a room id', async () => {
    const before = server.requests();
    const events = await run('https://www.airbnb.mx/users/show/1');
    expect(events).toMatchObject([
      { step: 'failed', reason: 'INVALID_URL', message: 'La URL del anuncio no es válida' },
    ]);
    expect(server.requests()).toBe(before);
  });

  it('refuses a private address that is not the configured site (the fetcher guards the base URL too)', async () => {
    const fetch = createSafeFetch({ allowHosts: ['www.airbnb.mx'], timeoutMs: 1_000 });
    fetchers.push(fetch);
    const events = await run(`https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}`, { ...ports(), fetch });
    expect(events.at(-1)).toMatchObject({ step: 'failed', reason: 'BLOCKED' });
  });
});
