/**
 * `pnpm bench load [--duration-s=300] [--stages=1,2,4,8,16] [--p95-ms=2000]`: a mixed scenario
 * through the real gateway in front of all seven services (qa's whole platform): browsing and
 * searching the market, opening property pages, signing in, submitting a property with photos,
 * running an Airbnb calendar sync (against bench/channel-feed-server.ts, a local feed server; the
 * platform's fetcher may reach loopback for it), chores created and solved, a transactions CSV
 * imported, transactions and earnings read.
 * Virtual users run in closed loops; the duration is split into stages of growing concurrency, so
 * the figures show p50/p95/p99 per route over the whole run, the 5xx count (the goal is 0) and the
 * rate at which the first route degrades (its stage p95 past three times its first-stage p95 and past
 * --p95-ms/10, or past --p95-ms, or a 5xx). Figures are reported, never asserted.
 */
import os from 'node:os';
import path from 'node:path';
import { TRANSACTION_CSV_HEADER } from '@casona/proto/validation/csv';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import { registerAccount, staffAccount, grant } from '@casona/kit/testing/accounts';
import { buildSubmission } from '../services/listings/src/testing/harness.ts';
import { startWholePlatform, submitProperty } from '../qa/src/platform.ts';
import { startChild, type Child } from './lib/child.ts';
import type { Flags } from './lib/options.ts';
import { num, str } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';
import { Samples, round, summarise } from './lib/stats.ts';

type Step = { route: string; run: () => Promise<number> };

export async function benchLoad(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const durationS = num(flags, 'duration-s', 300);
  const stages = str(flags, 'stages', '1,2,4,8,16').split(',').map(Number);
  const p95Ms = num(flags, 'p95-ms', 2000);
  const notes: string[] = [];
  log(
    'load',
    `starting the whole platform (${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'})`,
  );
  const feeds: Child<{ base: string }> = await startChild(
    path.join(import.meta.dirname, 'channel-feed-server.ts'),
    [],
  );
  // The calendar feeds are on loopback: only this bench's platform may fetch private addresses.
  const p = await startWholePlatform('bench-load', { config: { FETCH_ALLOW_PRIVATE: 'true' } });
  try {
    const admin = await staffAccount(p, 'ADMIN', { name: 'Admin Carga' });
    const owner = await registerAccount(p, { name: 'Dueña Carga' });
    const propertyId = await submitProperty(p, owner, 'Casa Carga');
    for (const status of ['ACCEPTED', 'PUBLISHED'])
      await p.call('POST', `/api/v1/admin/property/${propertyId}/status`, {
        token: admin.accessToken,
        body: { status },
      });
    const worker = await registerAccount(p, { name: 'Trabajador Carga' });
    await grant(p, admin, worker, propertyId, 'WORKER');
    await p.settle();
    // Four Airbnb listings of the home, fed by the local server: even feeds answer 304 to their
    // ETag, odd ones send the whole calendar (a new DTSTAMP) every time, as Airbnb does.
    const listingIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await p.call('POST', '/api/v1/property_airbnb_listing', {
        token: admin.accessToken,
        body: {
          property_id: propertyId,
          name: `Depa Carga ${i + 1}`,
          url: `https://www.airbnb.mx/rooms/${53627481 + i}`,
          ics_url: `${feeds.info.base}/feed/${i}.ics`,
          is_main_listing: i === 0,
          currency: 'MXN',
          base_hours_to_clean: 2,
        },
      });
      if (created.status !== 201)
        throw new Error(`Airbnb listing refused: ${created.status} ${JSON.stringify(created.body)}`);
      listingIds.push(created.body.id as string);
    }
    let syncs = 0;
    const syncOutcomes = new Map<string, number>();
    let imports = 0;
    let submissions = 0;
    const photos = [jpegBase64(60_000), jpegBase64(120_000), jpegBase64(200_000)];
    const importCsv = async (): Promise<number> => {
      const n = ++imports;
      const day = `2026-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`;
      const csv = [
        TRANSACTION_CSV_HEADER,
        `${day},Renta carga ${n},${15_000 + n},RENT,OPEX,WIRE_TRANSFER,INCOME`,
        `${day},Limpieza carga ${n},${800 + (n % 500)},CLEANING,OPEX,CASH,EGRESS`,
      ].join('\n');
      const res = await fetch(`${p.base}/api/v1/property_transaction/import?property_id=${propertyId}`, {
        method: 'POST',
        headers: {
          // §6 gives owners no transaction writes: the team imports the owner's statement.
          authorization: `Bearer ${admin.accessToken}`,
          'content-type': 'text/csv',
          'accept-language': 'es',
        },
        body: `${csv}\n`,
      });
      await res.arrayBuffer();
      return res.status;
    };

    // The mix's writes must be accepted before they are timed: a refused one measures nothing.
    const firstImport = await importCsv();
    if (firstImport !== 201) throw new Error(`the CSV import was refused: ${firstImport}`);

    const status = async (method: string, url: string, token?: string, body?: unknown) =>
      (await p.call(method, url, { token, body })).status;
    const steps: Step[] = [
      { route: 'GET /market', run: () => status('GET', '/api/v1/market?page=1') },
      {
        route: 'GET /market (search)',
        run: () => status('GET', '/api/v1/market?page=1&state=Ciudad%20de%20M%C3%A9xico&minPrice=1000000'),
      },
      { route: 'GET /market/points', run: () => status('GET', '/api/v1/market/points') },
      {
        route: 'GET /property/display/{id}',
        run: () => status('GET', `/api/v1/property/display/${propertyId}`),
      },
      {
        route: 'POST /auth/login',
        run: () =>
          status('POST', '/api/v1/auth/login', undefined, { email: owner.email, password: owner.password }),
      },
      {
        route: 'POST /submit_property (3 photos)',
        run: async () => {
          submissions += 1;
          const res = await p.call('POST', '/api/v1/submit_property', {
            token: owner.accessToken,
            body: buildSubmission({ name: `Casa Carga ${submissions}`, images: photos }),
          });
          return res.status;
        },
      },
      {
        route: 'POST /property_airbnb_listing/{id}/sync',
        run: async () => {
          const res = await p.call(
            'POST',
            `/api/v1/property_airbnb_listing/${listingIds[syncs++ % 4]}/sync`,
            {
              token: admin.accessToken,
            },
          );
          const outcome = String(res.body?.outcome ?? res.status);
          syncOutcomes.set(outcome, (syncOutcomes.get(outcome) ?? 0) + 1);
          return res.status;
        },
      },
      { route: 'POST /property_transaction/import (CSV)', run: importCsv },
      {
        route: 'POST /property_chore + solve',
        run: async () => {
          const created = await p.call('POST', '/api/v1/property_chore', {
            token: owner.accessToken,
            body: {
              property_id: propertyId,
              name: 'Fuga en el baño',
              type: 'PLUMBING',
              status: 'PENDING',
              problem_images: [jpegBase64()],
            },
          });
          if (created.status !== 201) return created.status;
          return status('POST', '/api/v1/property_chore/solve', owner.accessToken, {
            chore_id: created.body.id,
            resolution_images: [jpegBase64()],
          });
        },
      },
      {
        route: 'GET /property_chore',
        run: () => status('GET', `/api/v1/property_chore?property_id=${propertyId}`, worker.accessToken),
      },
      {
        route: 'GET /property_transaction',
        run: () => status('GET', `/api/v1/property_transaction?property_id=${propertyId}`, owner.accessToken),
      },
      {
        route: 'GET /earnings',
        run: () =>
          status(
            'GET',
            `/api/v1/earnings?property_id=${propertyId}&interval=month&from=2026-01-01&to=2026-12-31`,
            owner.accessToken,
          ),
      },
    ];

    const whole = new Map(steps.map((s) => [s.route, new Samples()]));
    const statuses = new Map<number, number>();
    const refusedByRoute = new Map<string, number>();
    let serverErrors = 0;
    const perStage: { users: number; rps: number; p95: Record<string, number>; errors5xx: number }[] = [];
    const stageMs = (durationS * 1000) / stages.length;
    for (const users of stages) {
      const stage = new Map(steps.map((s) => [s.route, new Samples()]));
      let done = 0;
      let stage5xx = 0;
      const until = performance.now() + stageMs;
      await Promise.all(
        Array.from({ length: users }, async (_, u) => {
          for (let i = u; performance.now() < until; i++) {
            const step = steps[i % steps.length]!;
            const s0 = performance.now();
            let code: number;
            try {
              code = await step.run();
            } catch {
              code = 599;
            }
            const ms = performance.now() - s0;
            done += 1;
            statuses.set(code, (statuses.get(code) ?? 0) + 1);
            if (code >= 300)
              refusedByRoute.set(
                `${step.route} ${code}`,
                (refusedByRoute.get(`${step.route} ${code}`) ?? 0) + 1,
              );
            if (code >= 500) {
              serverErrors += 1;
              stage5xx += 1;
            }
            stage.get(step.route)!.push(ms);
            whole.get(step.route)!.push(ms);
          }
        }),
      );
      const p95 = Object.fromEntries([...stage].map(([route, s]) => [route, summarise(s.values()).p95]));
      const rps = round(done / (stageMs / 1000), 1);
      perStage.push({ users, rps, p95, errors5xx: stage5xx });
      log('load', `${users} users: ${rps} req/s, load ${os.loadavg()[0]!.toFixed(2)}, 5xx ${stage5xx}`);
    }
    const first = perStage[0]!;
    const degraded = perStage.find(
      (s) =>
        s.errors5xx > 0 ||
        Object.entries(s.p95).some(
          ([route, v]) => v > p95Ms || (v > p95Ms / 10 && v > 3 * Math.max(first.p95[route]!, 1)),
        ),
    );
    const firstDegraded = degraded
      ? Object.entries(degraded.p95)
          .filter(([route, v]) => v > p95Ms || (v > p95Ms / 10 && v > 3 * Math.max(first.p95[route]!, 1)))
          .map(([route, v]) => `${route} (p95 ${v} ms, first stage ${first.p95[route]} ms)`)
      : [];
    const routes = Object.fromEntries([...whole].map(([route, s]) => [route, summarise(s.values())]));
    const requests = [...statuses.values()].reduce((a, b) => a + b, 0);
    return {
      name: 'load',
      ok: true,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics: {
        requests,
        errors5xx: serverErrors,
        peakRps: Math.max(...perStage.map((s) => s.rps)),
        degradesAtRps: degraded?.rps ?? null,
        degradesAtUsers: degraded?.users ?? null,
        loadAvg1End: round(os.loadavg()[0]!),
        p95ThresholdMs: p95Ms,
      },
      target: { description: '0 5xx over the mixed scenario', met: serverErrors === 0 },
      notes: [
        ...notes,
        `statuses ${JSON.stringify([...statuses].sort(([a], [b]) => a - b))}; not 2xx by route ${JSON.stringify(Object.fromEntries(refusedByRoute))}`,
        ...Object.entries(routes).map(
          ([r, s]) => `${r}: p50 ${s.p50} ms, p95 ${s.p95} ms, p99 ${s.p99} ms over ${s.count}`,
        ),
        degraded
          ? `first degraded at ${degraded.users} users, ${degraded.rps} req/s: ${firstDegraded.join('; ') || `${degraded.errors5xx} 5xx`}`
          : `no route degraded (p95 past ${p95Ms} ms, or past 3× its first stage and ${p95Ms / 10} ms)`,
        `submissions ${submissions}, calendar syncs ${syncs} (outcomes ${JSON.stringify(Object.fromEntries(syncOutcomes))}), CSV imports ${imports}`,
        `load average at the end ${os
          .loadavg()
          .map((v) => v.toFixed(2))
          .join(' / ')} on ${os.cpus().length} cores`,
      ],
      details: { routes, perStage },
    };
  } finally {
    await p.stop();
    await feeds.stop();
  }
}
