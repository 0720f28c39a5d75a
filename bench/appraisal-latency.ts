/**
 * Appraisal latency through the gateway (issue 18): the real appraisal service (its migrations,
 * routes and the committed valuation model), the real identity service and the real gateway, as the
 * test platform starts them (DATABASE_URL, else the embedded PostgreSQL), on fresh schemas dropped
 * afterwards. A signed-in owner sends --requests=200 POST /api/v1/appraisal (one at a time, after
 * --warmup=10 not measured) over --places spread across Mexico City's boroughs and Guadalajara, with
 * varied sizes and rooms; p50/p95/p99 and the share answered 201 (an 'Unsupported area' 400 is an
 * answer too, counted apart). Also GET /api/v1/appraisal/{id} of the stored ones.
 */
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { createAppraisalService } from '@casona/appraisal/service';
import { registerAccount } from '@casona/kit/testing/accounts';
import { startTestPlatform } from '@casona/kit/testing/platform';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { round, summarise } from './lib/stats.ts';

const PLACES = [
  { lat: 19.3467, lon: -99.1617, city: 'Coyoacán', state: 'Ciudad de México' },
  { lat: 19.4326, lon: -99.1332, city: 'Cuauhtémoc', state: 'Ciudad de México' },
  { lat: 19.4204, lon: -99.1917, city: 'Miguel Hidalgo', state: 'Ciudad de México' },
  { lat: 19.3703, lon: -99.1626, city: 'Benito Juárez', state: 'Ciudad de México' },
  { lat: 19.3589, lon: -99.2599, city: 'Álvaro Obregón', state: 'Ciudad de México' },
  { lat: 20.6737, lon: -103.3446, city: 'Guadalajara', state: 'Jalisco' },
] as const;

const body = (i: number) => {
  const place = PLACES[i % PLACES.length]!;
  const built = 60 + ((i * 37) % 240);
  return {
    name: `Bench ${i}`,
    place_id: `bench-${i}`,
    search_address_string: `Calle ${i}, ${place.city}, ${place.state}`,
    latitude: place.lat + ((i % 7) - 3) * 0.002,
    longitude: place.lon + ((i % 5) - 2) * 0.002,
    built_area: built,
    total_area: built + 20,
    years_built: i % 40,
    type: (['APARTMENT', 'HOUSE', 'GATED_COMMUNITY_HOUSE'] as const)[i % 3],
    bedrooms: 1 + (i % 4),
    bathrooms: 1 + (i % 3),
    state: place.state,
    city: place.city,
    get_external_occupation_rate: true,
  };
};

export async function benchAppraisalLatency(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const requests = num(flags, 'requests', 200);
  const warmup = num(flags, 'warmup', 10);
  const notes: string[] = [];
  const platform = await startTestPlatform({
    name: 'bench_appraisal',
    services: {
      identity: (schema) =>
        createIdentityService({
          name: schema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
      appraisal: (schema) => createAppraisalService({ name: schema }),
    },
    gateway: (gateway) =>
      createGateway({
        ...gateway,
        rateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
        formRateLimit: { max: 1_000_000, timeWindowMs: 60_000 },
      }),
  });
  try {
    const owner = await registerAccount({
      call: platform.call,
      identitySql: platform.sql('identity'),
      settle: platform.settle,
    });
    const post = (i: number) =>
      platform.call<{ id: string }>('POST', '/api/v1/appraisal', { body: body(i), token: owner.accessToken });
    for (let i = 0; i < warmup; i++) await post(i);
    const created: number[] = [];
    const unsupported: number[] = [];
    const ids: string[] = [];
    const other = new Map<number, number>();
    for (let i = 0; i < requests; i++) {
      const s = performance.now();
      const res = await post(warmup + i);
      const ms = performance.now() - s;
      if (res.status === 201) {
        created.push(ms);
        ids.push(res.body.id);
      } else if (res.status === 400) unsupported.push(ms);
      else other.set(res.status, (other.get(res.status) ?? 0) + 1);
    }
    const reads: number[] = [];
    for (const id of ids.slice(0, 100)) {
      const s = performance.now();
      await platform.call('GET', `/api/v1/appraisal/${id}`);
      reads.push(performance.now() - s);
    }
    const all = summarise([...created, ...unsupported]);
    const post201 = summarise(created);
    const get = summarise(reads);
    log('appraisal-latency', `POST p50 ${round(all.p50)} ms, p95 ${round(all.p95)} ms over ${requests}`);
    if (other.size > 0) notes.push(`other answers: ${JSON.stringify(Object.fromEntries(other))}`);
    notes.push(
      `${created.length} appraised (201), ${unsupported.length} 'Unsupported area' (400), one at a time through the gateway with a signed-in owner`,
    );
    return {
      name: 'appraisal-latency',
      ok: other.size === 0,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics: {
        requests,
        appraised: created.length,
        unsupported: unsupported.length,
        post_p50_ms: round(all.p50),
        post_p95_ms: round(all.p95),
        post_p99_ms: round(all.p99),
        post201_p95_ms: round(post201.p95),
        get_p50_ms: round(get.p50),
        get_p95_ms: round(get.p95),
      },
      notes,
    };
  } finally {
    await platform.stop();
  }
}
