/**
 * The listing-link intake end to end (issue 18, goal < 10 s): the real appraisal service (its
 * routes and the committed valuation model) behind the real gateway, as the test platform starts
 * them, reading Airbnb pages from the local pages server (services/appraisal/src/testing/
 * airbnb-pages-server.ts: the real saved pages and API answers). A client posts --requests=100
 * links (one at a time, after --warmup=5 not measured) cycling over today's page shape (Mexico
 * City), the API answer (Mexico City), the 1 MB 2018 page, and the Lyon apartment and hotel
 * answers, and reads the NDJSON stream to its last line: p50/p95/p99 of the whole intake and of the
 * first line (parsed), per page shape too, and how many ended `done` with an estimate.
 */
import { createGateway } from '@casona/gateway/gateway';
import { createAppraisalService } from '@casona/appraisal/service';
import { ROOMS, startAirbnbPagesServer } from '@casona/appraisal/testing/airbnb-pages-server';
import { startTestPlatform } from '@casona/kit/testing/platform';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round, summarise } from './lib/stats.ts';

const LINKS = [
  ['cdmx_page', `https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}?adults=2`],
  ['cdmx_api', `https://www.airbnb.mx/rooms/${ROOMS.cdmxApi}`],
  ['page_2018', `https://www.airbnb.co.uk/rooms/${ROOMS.page2018}`],
  ['lyon_api', `https://www.airbnb.com/rooms/${ROOMS.apartmentApi}`],
  ['hotel_api', `https://www.airbnb.com/rooms/${ROOMS.hotelApi}`],
] as const;

async function intake(
  base: string,
  url: string,
): Promise<{ first: number; total: number; last: string; estimated: boolean }> {
  const s = performance.now();
  const res = await fetch(`${base}/api/v1/property/from_room_id`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'es' },
    body: JSON.stringify({ url }),
  });
  let first = 0;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of res.body!) {
    if (first === 0) first = performance.now() - s;
    text += decoder.decode(chunk as Uint8Array, { stream: true });
  }
  const total = performance.now() - s;
  const lines = text.trim().split('\n');
  const last = JSON.parse(lines.at(-1)!) as {
    step: string;
    estimate?: { unavailable: string | null } | null;
  };
  return {
    first,
    total,
    last: last.step,
    estimated: last.step === 'done' && last.estimate?.unavailable === null,
  };
}

export async function benchAppraisalIntake(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const requests = num(flags, 'requests', 100);
  const warmup = num(flags, 'warmup', 5);
  const pages = await startAirbnbPagesServer();
  const platform = await startTestPlatform({
    name: 'bench_intake',
    services: {
      appraisal: (schema) =>
        createAppraisalService({ name: schema, env: { ...process.env, AIRBNB_BASE_URL: pages.baseUrl } }),
    },
    gateway: (gateway) =>
      createGateway({
        ...gateway,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      }),
  });
  try {
    for (let i = 0; i < warmup; i++) await intake(platform.base, LINKS[i % LINKS.length]![1]);
    const totals: number[] = [];
    const firsts: number[] = [];
    const byShape = new Map<string, number[]>();
    const endings = new Map<string, number>();
    let estimated = 0;
    for (let i = 0; i < requests; i++) {
      const [shape, url] = LINKS[i % LINKS.length]!;
      const r = await intake(platform.base, url);
      totals.push(r.total);
      firsts.push(r.first);
      byShape.set(shape, [...(byShape.get(shape) ?? []), r.total]);
      endings.set(r.last, (endings.get(r.last) ?? 0) + 1);
      if (r.estimated) estimated += 1;
    }
    const all = summarise(totals);
    const first = summarise(firsts);
    log('appraisal-intake', `intake p50 ${round(all.p50)} ms, p95 ${round(all.p95)} ms over ${requests}`);
    const metrics: Record<string, number> = {
      requests,
      done: endings.get('done') ?? 0,
      with_estimate: estimated,
      p50_ms: round(all.p50),
      p95_ms: round(all.p95),
      p99_ms: round(all.p99),
      first_line_p50_ms: round(first.p50),
      first_line_p95_ms: round(first.p95),
    };
    for (const [shape, list] of byShape) metrics[`${shape}_p95_ms`] = round(summarise(list).p95);
    return {
      name: 'appraisal-intake',
      ok: (endings.get('done') ?? 0) === requests && all.p95 < 10_000,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics,
      notes: [
        `one intake at a time through the gateway against the local pages server; endings ${JSON.stringify(Object.fromEntries(endings))}; goal: the whole intake < 10 s`,
        `${estimated} of ${requests} carried an estimate (only the Mexico City pages have comparables; the valuation model must be committed for any)`,
      ],
    };
  } finally {
    await platform.stop();
    await pages.close();
  }
}
