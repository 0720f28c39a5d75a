/**
 * Finance's ledger at the sizes issue 14 names, on the real finance service (startService: its
 * migrations, routes, the kit's infrastructure) called over HTTP as the gateway calls it (internal
 * token and caller headers), on a fresh schema dropped afterwards:
 *
 *   import    POST /property_transaction/import with a --rows=100000 CSV (date,name,amount,
 *             category,expense,method,type; Spanish names and dd/mm/yyyy dates mixed in): wall
 *             time from the first byte sent to the 201, rows per second, and the process's peak
 *             RSS and heap while it ran (sampled every 10 ms; the service runs in this process).
 *             Goal: < 5 s.
 *   earnings  GET /earnings over --years=5 of stays (one every 3 days, 2 to 6 nights, MXN and USD)
 *             and egresses, by week (≈ 261 intervals) and by month (60): --requests=100 each, p50/p95.
 *
 * Env: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), REDIS_URL (optional).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createFinanceService } from '@casona/finance/service';
import { AUTH_HEADERS } from '@casona/kit/auth/context';
import { createDatabase } from '@casona/kit/db/database';
import { createLogger } from '@casona/kit/log/logger';
import { createInfrastructure, type Infrastructure } from '@casona/kit/runtime/infrastructure';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { startService, type RunningService } from '@casona/kit/runtime/service';
import { TRANSACTION_CSV_HEADER } from '@casona/proto';
import { num, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';

const TOKEN = 'bench-internal-token';
const CATEGORIES = ['Limpieza', 'ELECTRICITY', 'Agua', 'Mantenimiento', 'Predial', 'Supplies', 'Renta'];
const METHODS = ['CASH', 'Tarjeta de crédito', 'DEBIT_CARD', 'Transferencia'];

function csvOf(rows: number): string {
  const lines = [TRANSACTION_CSV_HEADER];
  for (let i = 0; i < rows; i++) {
    const day = (i % 28) + 1;
    const month = (i % 12) + 1;
    const date =
      i % 2
        ? `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2025`
        : `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    lines.push(
      `${date},Movimiento ${i},"${((i % 9000) + 1).toLocaleString('en-US')}.50",${CATEGORIES[i % CATEGORIES.length]},${i % 5 ? 'OPEX' : 'CAPEX'},${METHODS[i % METHODS.length]},${i % 4 ? 'Egreso' : 'INCOME'}`,
    );
  }
  return lines.join('\n') + '\n';
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export async function benchFinance(flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const rows = num(flags, 'rows', 100_000);
  const years = num(flags, 'years', 5);
  const requests = num(flags, 'requests', 100);
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `bench_finance_${Date.now().toString(36)}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'casona-bench-finance-'));
  let infra: Infrastructure | undefined;
  let service: RunningService | undefined;
  const notes: string[] = [];
  try {
    const logger = createLogger('bench-finance', 'warn');
    infra = await createInfrastructure(
      loadPlatformConfig({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        INTERNAL_TOKEN: TOKEN,
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
      }),
      logger,
    );
    service = await startService(createFinanceService({ name: schema }), infra);
    const db = createDatabase({ url, schema, applicationName: 'casona-bench' });
    const propertyId = randomUUID();
    await db.query(`INSERT INTO property (id, name, updated_at) VALUES ($1, 'Casa Bench', now())`, [
      propertyId,
    ]);
    const headers = {
      [AUTH_HEADERS.internalToken]: TOKEN,
      [AUTH_HEADERS.profileId]: randomUUID(),
      [AUTH_HEADERS.staffRole]: 'ADMIN',
    };

    // ── import ──
    const csv = csvOf(rows);
    const base = `${service.url}/api/v1`;
    // Warm-up (not measured): routes, parser, first connections.
    await fetch(`${base}/property_transaction/import?property_id=${propertyId}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csvOf(100),
    });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 10);
    log('finance', `importing ${rows} rows (${round(csv.length / 1024 / 1024)} MB)…`);
    const i0 = performance.now();
    const res = await fetch(`${base}/property_transaction/import?property_id=${propertyId}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: csv,
    });
    const body = (await res.json()) as { imported?: number; message?: string };
    const importMs = performance.now() - i0;
    clearInterval(sampler);
    if (res.status !== 201 || body.imported !== rows)
      throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    log('finance', `import: ${Math.round(importMs)} ms, peak RSS ${round(peakRss / 1048576)} MB`);

    // ── earnings over `years` of stays, on a property of its own with 20 egresses a month ──
    const earningsProperty = randomUUID();
    await db.query(`INSERT INTO property (id, name, updated_at) VALUES ($1, 'Casa Cinco Años', now())`, [
      earningsProperty,
    ]);
    const expenses = [TRANSACTION_CSV_HEADER];
    for (let m = 0; m < years * 12; m++)
      for (let k = 0; k < 20; k++) {
        const y = 2021 + Math.floor(m / 12);
        expenses.push(
          `${String(k + 1).padStart(2, '0')}/${String((m % 12) + 1).padStart(2, '0')}/${y},Gasto ${k},${100 + k * 37},${CATEGORIES[k % CATEGORIES.length]},OPEX,CASH,Egreso`,
        );
      }
    const seeded = await fetch(`${base}/property_transaction/import?property_id=${earningsProperty}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/csv' },
      body: expenses.join('\n'),
    });
    if (seeded.status !== 201) throw new Error(`expenses import answered ${seeded.status}`);
    const stays: unknown[][] = [];
    const start = Date.UTC(2021, 0, 4);
    for (let d = 0; d < years * 365; d += 3) {
      const nights = 2 + (d % 5);
      const checkIn = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
      const checkOut = new Date(start + (d + nights) * 86_400_000).toISOString().slice(0, 10);
      stays.push([
        randomUUID(),
        earningsProperty,
        checkIn,
        checkOut,
        d % 7 ? 'MXN' : 'USD',
        1500 * nights,
        d % 97 === 0,
      ]);
    }
    for (const s of stays)
      await db.query(
        `INSERT INTO reservation (id, property_id, check_in, check_out, currency, total_earned, canceled, event_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
        s,
      );
    const from = '2021-01-04';
    const to = new Date(start + years * 365 * 86_400_000).toISOString().slice(0, 10);
    const timings: Record<string, number[]> = { week: [], month: [] };
    for (const interval of ['week', 'month'] as const) {
      const target = `${base}/earnings?property_id=${earningsProperty}&interval=${interval}&from=${from}&to=${to}`;
      const warm = await fetch(target, { headers });
      if (warm.status !== 200)
        throw new Error(`earnings answered ${warm.status}: ${(await warm.text()).slice(0, 300)}`);
      for (let i = 0; i < requests; i++) {
        const e0 = performance.now();
        const r = await fetch(target, { headers });
        await r.arrayBuffer();
        timings[interval]!.push(performance.now() - e0);
      }
      timings[interval]!.sort((a, b) => a - b);
      log(
        'finance',
        `earnings by ${interval}: p50 ${round(pct(timings[interval]!, 50))} ms, p95 ${round(pct(timings[interval]!, 95))} ms`,
      );
    }
    await db.close();
    notes.push(
      `${rows} rows imported in one request; earnings over ${stays.length} stays and ${expenses.length - 1} egresses in ${years} years`,
    );
    return {
      name: 'finance',
      ok: true,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics: {
        importRows: rows,
        importMs: Math.round(importMs),
        importRowsPerSec: Math.round(rows / (importMs / 1000)),
        importPeakRssMb: round(peakRss / 1048576),
        importRssGrowthMb: round((peakRss - rssBefore) / 1048576),
        importPeakHeapMb: round(peakHeap / 1048576),
        earningsStays: stays.length,
        earningsWeekP50Ms: round(pct(timings.week!, 50)),
        earningsWeekP95Ms: round(pct(timings.week!, 95)),
        earningsMonthP50Ms: round(pct(timings.month!, 50)),
        earningsMonthP95Ms: round(pct(timings.month!, 95)),
      },
      target: { description: `CSV import of ${rows} rows < 5 s`, met: importMs < 5000 },
      notes,
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
