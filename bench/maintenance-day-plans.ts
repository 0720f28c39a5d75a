/**
 * Day plans of issue 13 at the size it names — 40 properties and 8 workers, each worker with five
 * stops across Mexico City — on the real maintenance service (startService: its migrations, routes,
 * the kit's infrastructure) called over HTTP as the gateway calls it, on a fresh schema dropped
 * afterwards:
 *
 *   compute  the routes alone (domain/day-plan.ts planWorkerRoute for the 8 workers: nearest
 *            neighbour, 2-opt and or-opt over each worker's stops), --rounds=200 times: p50/p95 per
 *            plan; and one worker with all 40 stops (the worst case a plan can ask for).
 *   http     GET /day_plan/{id} of that plan (the plan, its names, listings and the 8 routes),
 *            --requests=100 times: p50/p95.
 *
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (optional).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { planWorkerRoute, type PlanStop } from '@casona/maintenance/domain/day-plan';
import { createMaintenanceService } from '@casona/maintenance/service';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import { createDatabase } from '@casona/kit/db/database';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';

const TOKEN = 'bench-internal-token';
const PROPERTIES = 40;
const WORKERS = 8;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;

/** A deterministic generator (mulberry32), so every run plans the same city. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 40 homes within ~25 km of the Zócalo, 1 to 5 hours to clean each. */
function city() {
  const rand = random(13);
  return Array.from({ length: PROPERTIES }, (_, k) => ({
    propertyId: randomUUID(),
    listingId: randomUUID(),
    name: `Casa ${k + 1}`,
    latitude: 19.4326 + (rand() - 0.5) * 0.3,
    longitude: -99.1332 + (rand() - 0.5) * 0.3,
    hours: 1 + Math.floor(rand() * 4),
    hour: 7 + Math.floor(rand() * 8),
  }));
}

function timeIt(rounds: number, fn: () => void): number[] {
  fn(); // warm the JIT
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export async function benchDayPlanRoutes(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const rounds = num(flags, 'rounds', 200);
  const requests = num(flags, 'requests', 100);
  const homes = city();
  const stopsOf = (w: number): PlanStop[] =>
    homes
      .filter((_, k) => k % WORKERS === w)
      .map((h) => ({ id: h.listingId, point: h, hour: h.hour, hoursToClean: h.hours }));

  // ── The routes alone ──────────────────────────────────────────────────────────────────────────
  const perPlan = timeIt(rounds, () => {
    for (let w = 0; w < WORKERS; w++) planWorkerRoute(stopsOf(w));
  });
  const allStops = homes.map((h) => ({ id: h.listingId, point: h, hour: h.hour, hoursToClean: h.hours }));
  const oneWorker = timeIt(Math.max(5, Math.round(rounds / 10)), () => planWorkerRoute(allStops));
  const routes = Array.from({ length: WORKERS }, (_, w) => planWorkerRoute(stopsOf(w)));
  log(
    'maintenance',
    `routes of 8 workers × 5 stops: p50 ${round(pct(perPlan, 50))} ms, p95 ${round(pct(perPlan, 95))} ms; one worker × 40 stops: p50 ${round(pct(oneWorker, 50))} ms`,
  );

  // ── The plan over HTTP ────────────────────────────────────────────────────────────────────────
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `bench_maintenance_${Date.now().toString(36)}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-bench-maintenance-'));
  let infra: Infrastructure | undefined;
  let service: RunningService | undefined;
  try {
    const logger = createLogger('bench-maintenance', 'warn');
    infra = await createInfrastructure(
      loadPlatformConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        INTERNAL_TOKEN: TOKEN,
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      }),
      logger,
    );
    service = await startService(createMaintenanceService({ name: schema }), infra);
    const db = createDatabase({ url, schema, applicationName: 'casona-bench' });
    // The projections listings and identity would have fed (events are not what is measured here).
    const workers = Array.from({ length: WORKERS }, (_, w) => ({
      id: randomUUID(),
      name: `Trabajador ${w + 1}`,
    }));
    for (const h of homes) {
      await db.query(
        `INSERT INTO planning_property (property_id, name, timezone, latitude, longitude, updated_at)
         VALUES ($1, $2, 'America/Mexico_City', $3, $4, now())`,
        [h.propertyId, h.name, h.latitude, h.longitude],
      );
      await db.query(
        `INSERT INTO planning_listing (airbnb_listing_id, property_id, name, is_main_listing, base_hours_to_clean, current_hours_to_clean, updated_at)
         VALUES ($1, $2, $3, true, $4, 0, now())`,
        [h.listingId, h.propertyId, `Anuncio ${h.name}`, h.hours],
      );
      for (const w of workers)
        await db.query(`INSERT INTO membership (profile_id, property_id, label) VALUES ($1, $2, 'WORKER')`, [
          w.id,
          h.propertyId,
        ]);
    }
    for (const w of workers)
      await db.query('INSERT INTO planning_person (profile_id, name, updated_at) VALUES ($1, $2, now())', [
        w.id,
        w.name,
      ]);
    const headers = {
      [AUTH_HEADERS.internalToken]: TOKEN,
      [AUTH_HEADERS.profileId]: randomUUID(),
      [AUTH_HEADERS.staffRole]: 'ADMIN',
      'content-type': 'application/json',
    };
    const base = `${service.url}/api/v1`;
    const created = await fetch(`${base}/day_plan`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        schedule_date: '2027-03-08',
        timezone: 'America/Mexico_City',
        properties: homes.map((h) => h.propertyId),
        workers: workers.map((w) => w.id),
      }),
    });
    if (created.status !== 200)
      throw new Error(`day_plan answered ${created.status}: ${await created.text()}`);
    const planId = ((await created.json()) as { id: string }).id;
    const stopTimes: number[] = [];
    for (const [k, h] of homes.entries()) {
      const s0 = performance.now();
      const res = await fetch(`${base}/day_plan_worker_schedule`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          day_plan_id: planId,
          profile_id: workers[k % WORKERS]!.id,
          hour: h.hour,
          property_airbnb_listing_id: h.listingId,
        }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`day_plan_worker_schedule answered ${res.status}`);
      stopTimes.push(performance.now() - s0);
    }
    stopTimes.sort((a, b) => a - b);
    const reads: number[] = [];
    let answer: { routes: { stops: unknown[]; total_km: number; travel_minutes: number }[] } | undefined;
    for (let i = 0; i <= requests; i++) {
      const r0 = performance.now();
      const res = await fetch(`${base}/day_plan/${planId}`, { headers });
      const body = (await res.json()) as typeof answer;
      if (i > 0) reads.push(performance.now() - r0);
      answer = body;
    }
    reads.sort((a, b) => a - b);
    await db.close();
    const stops = answer!.routes.reduce((n, r) => n + r.stops.length, 0);
    const totalKm = answer!.routes.reduce((n, r) => n + r.total_km, 0);
    log(
      'maintenance',
      `GET /day_plan/{id} (${stops} stops, 8 routes): p50 ${round(pct(reads, 50), 1)} ms, p95 ${round(pct(reads, 95), 1)} ms`,
    );
    return {
      name: 'maintenance-day-plans',
      ok: true,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics: {
        properties: PROPERTIES,
        workers: WORKERS,
        routesP50Ms: round(pct(perPlan, 50), 3),
        routesP95Ms: round(pct(perPlan, 95), 3),
        oneWorker40StopsP50Ms: round(pct(oneWorker, 50), 2),
        oneWorker40StopsP95Ms: round(pct(oneWorker, 95), 2),
        planGetP50Ms: round(pct(reads, 50), 1),
        planGetP95Ms: round(pct(reads, 95), 1),
        stopPostP50Ms: round(pct(stopTimes, 50), 1),
        totalKm: round(totalKm, 1),
        totalTravelMinutes: Math.round(routes.reduce((n, r) => n + r.travelMinutes, 0)),
      },
      notes: [
        `${rounds} rounds of the 8 routes; ${requests} reads of the plan over HTTP (no gateway)`,
        `${stops} stops routed, ${round(totalKm, 1)} km in all`,
      ],
    };
  } finally {
    await service?.stop().catch(() => undefined);
    if (infra) {
      const db = createDatabase({ url, schema: 'public', applicationName: 'casona-bench' });
      await db.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
      await db.close();
      await infra.close().catch(() => undefined);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}
