/**
 * Valuation accuracy (issue 18), from the figures train.py measured and committed with the model
 * (services/appraisal/data/model-metrics.json): the time-based test on recent listings the model never
 * saw, the grouped cross-validation over all comparables, the baselines, and the breakdowns per
 * source and state — MdAPE, share within 10 % and 20 %, and the 80 % range's coverage. Recomputing
 * takes the public data and a few minutes: `node services/appraisal/model/build-features.ts &&
 * /usr/bin/python3 services/appraisal/model/train.py` (the figures are deterministic).
 *
 * `pnpm bench appraisal` runs this table and then the appraisal latency and intake benchmarks.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parseCsv } from '../services/appraisal/src/valuation/csv.ts';
import { airbnbFromRow } from '../services/appraisal/src/valuation/str.ts';
import { strCrossValidate } from '../services/appraisal/src/valuation/str-cv.ts';
import { num, parseFlags, type Flags } from './lib/options.ts';
import { log, type BenchResult } from './lib/report.ts';

interface Figures {
  n: number;
  mdape: number;
  within10: number;
  within20: number;
  coverage80?: number;
}
interface Breakdown {
  per_source: Record<string, Figures>;
  per_state: Record<string, Figures>;
}
interface Metrics {
  version: string;
  design: { test_from: string | null; folds: number };
  recent: Figures;
  recent_no_copy_in_train: Figures;
  recent_baseline_municipal_median: Figures;
  recent_baseline_knn10: Figures;
  recent_baseline_municipal_median_no_copy: Figures;
  recent_baseline_knn10_no_copy: Figures;
  recent_breakdown: Breakdown;
  cv: Figures;
  cv_no_copy: Figures;
  cv_baseline_municipal_median: Figures;
  cv_baseline_knn10: Figures;
  cv_breakdown: Breakdown;
}

const DATA = new URL('../services/appraisal/data/', import.meta.url);
const pct = (v: number | undefined) => (v === undefined ? '—' : `${(v * 100).toFixed(1)} %`);
const r1 = (v: number) => Math.round(v * 1000) / 10;

/** The accuracy table as text lines, one segment a line. */
export function accuracyTable(m: Metrics): string[] {
  const rows: Array<[string, Figures]> = [
    [`recent (listed ≥ ${m.design.test_from ?? '?'}), model`, m.recent],
    ['recent, no copy in training, model', m.recent_no_copy_in_train],
    ['recent, municipal median baseline', m.recent_baseline_municipal_median],
    ['recent, kNN10 baseline', m.recent_baseline_knn10],
    ['recent, no copy, municipal median', m.recent_baseline_municipal_median_no_copy],
    ['recent, no copy, kNN10', m.recent_baseline_knn10_no_copy],
    ...Object.entries(m.recent_breakdown.per_source).map(([k, v]): [string, Figures] => [`recent, ${k}`, v]),
    ...Object.entries(m.recent_breakdown.per_state).map(([k, v]): [string, Figures] => [`recent, ${k}`, v]),
    [`grouped ${m.design.folds}-fold CV, all, model`, m.cv],
    ['grouped CV, listings with no copy, model', m.cv_no_copy],
    ['grouped CV, municipal median baseline', m.cv_baseline_municipal_median],
    ['grouped CV, kNN10 baseline', m.cv_baseline_knn10],
    ...Object.entries(m.cv_breakdown.per_source).map(([k, v]): [string, Figures] => [`CV, ${k}`, v]),
    ...Object.entries(m.cv_breakdown.per_state).map(([k, v]): [string, Figures] => [`CV, ${k}`, v]),
  ];
  const head = ['segment', 'n', 'MdAPE', 'within 10 %', 'within 20 %', '80 % coverage'];
  const cells = rows.map(([k, f]) => [
    k,
    String(f.n),
    pct(f.mdape),
    pct(f.within10),
    pct(f.within20),
    pct(f.coverage80),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  return [line(head), ...cells.map(line)];
}

export async function benchAppraisalAccuracy(_flags: Flags): Promise<BenchResult> {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const m = JSON.parse(readFileSync(new URL('model-metrics.json', DATA), 'utf8')) as Metrics;
  const served = (
    JSON.parse(gunzipSync(readFileSync(new URL('model.json.gz', DATA))).toString('utf8')) as {
      version: string;
    }
  ).version;
  const notes = accuracyTable(m);
  if (served !== m.version)
    notes.push(`model-metrics.json describes ${m.version} but the served model is ${served}: retrain`);
  const met =
    m.recent.mdape <= 0.15 &&
    m.recent.within10 >= 0.4 &&
    (m.recent.coverage80 ?? 0) >= 0.75 &&
    (m.recent.coverage80 ?? 1) <= 0.85 &&
    m.recent_no_copy_in_train.mdape <= 0.19;
  log('appraisal-accuracy', `model ${m.version}, ${m.recent.n} recent listings never seen`);
  // Short-term rental: grouped 5-fold CV recomputed here, in TypeScript, on every 10th listing
  // (--str-every=1 for all 15,5k, several minutes on shared cores).
  const every = Math.max(1, num(_flags, 'str-every', 10));
  const airbnb = parseCsv(gunzipSync(readFileSync(new URL('airbnb.csv.gz', DATA))).toString('utf8')).map(
    airbnbFromRow,
  );
  const s = strCrossValidate(airbnb, 5, every);
  notes.push(
    `short-term rental, grouped ${s.folds}-fold CV (~550 m cells), ${s.n} listings estimated (${s.not_available} not available): ` +
      `ADR MdAPE ${pct(s.adr_mdape)} (alcaldía median ${pct(s.baseline_muni_adr_mdape)}; goal ≤ 25 %), ` +
      `occupancy mean abs. error ${s.occupancy_mae_points.toFixed(1)} points (alcaldía median ${s.baseline_muni_occupancy_mae_points.toFixed(1)}; goal ≤ 12), ` +
      `p25–p75 range holds ADR ${pct(s.adr_range_coverage)}, occupancy ${pct(s.occupancy_range_coverage)}`,
  );
  // The lighter designs REPORT.md weighs against the cells: a host's flats at one coordinate left
  // out, and the listing alone left out (the reference setting).
  const sameCoordinate = strCrossValidate(airbnb, 5, every, 'same-coordinate');
  const looStr = strCrossValidate(airbnb, 5, every, 'none');
  for (const [label, x] of [
    ['listings at the same coordinate left out', sameCoordinate],
    ['only the listing itself left out (ungrouped)', looStr],
  ] as const)
    notes.push(
      `short-term rental, ${label}: ADR MdAPE ${pct(x.adr_mdape)}, occupancy mean abs. error ${x.occupancy_mae_points.toFixed(1)} points (${x.n} listings)`,
    );
  return {
    name: 'appraisal-accuracy',
    ok: served === m.version,
    startedAt,
    durationMs: Math.round(performance.now() - t0),
    metrics: {
      modelVersion: m.version,
      recentN: m.recent.n,
      recentMdapePct: r1(m.recent.mdape),
      recentWithin10Pct: r1(m.recent.within10),
      recentWithin20Pct: r1(m.recent.within20),
      recentCoverage80Pct: r1(m.recent.coverage80 ?? Number.NaN),
      recentNoCopyMdapePct: r1(m.recent_no_copy_in_train.mdape),
      recentKnn10MdapePct: r1(m.recent_baseline_knn10.mdape),
      recentMunicipalMedianMdapePct: r1(m.recent_baseline_municipal_median.mdape),
      cvMdapePct: r1(m.cv.mdape),
      cvWithin10Pct: r1(m.cv.within10),
      cvCoverage80Pct: r1(m.cv.coverage80 ?? Number.NaN),
      strN: s.n,
      strAdrMdapePct: r1(s.adr_mdape),
      strOccupancyMaePoints: Math.round(s.occupancy_mae_points * 10) / 10,
      strAdrRangeCoveragePct: r1(s.adr_range_coverage),
      strSameCoordinateAdrMdapePct: r1(sameCoordinate.adr_mdape),
      strSameCoordinateOccupancyMaePoints: Math.round(sameCoordinate.occupancy_mae_points * 10) / 10,
      strUngroupedAdrMdapePct: r1(looStr.adr_mdape),
      strUngroupedOccupancyMaePoints: Math.round(looStr.occupancy_mae_points * 10) / 10,
    },
    target: {
      description:
        'recent listings never seen: MdAPE ≤ 15 %, ≥ 40 % within 10 %, 80 % range coverage 75–85 %; no copy in training: MdAPE ≤ 19 %',
      met,
    },
    notes,
    details: { design: m.design },
  };
}

/**
 * `pnpm bench appraisal`: the accuracy table, then appraisal latency and the listing-link intake —
 * each of those two only when it does not run on its own in the same call (`pnpm bench` with no
 * name runs every benchmark, so there they are left to their own lines).
 */
export async function benchAppraisal(flags: Flags): Promise<BenchResult> {
  const acc = await benchAppraisalAccuracy(flags);
  const { names } = parseFlags(process.argv.slice(2));
  const alone = (n: string) => names.length > 0 && !names.includes(n);
  const parts: Array<[string, () => Promise<BenchResult>]> = [];
  if (alone('appraisal-latency'))
    parts.push([
      'latency',
      async () => (await import('./appraisal-latency.ts')).benchAppraisalLatency(flags),
    ]);
  if (alone('appraisal-intake'))
    parts.push(['intake', async () => (await import('./appraisal-intake.ts')).benchAppraisalIntake(flags)]);
  const out: BenchResult = { ...acc, name: 'appraisal', metrics: { ...acc.metrics }, notes: [...acc.notes] };
  for (const [prefix, run] of parts) {
    try {
      const r = await run();
      for (const [k, v] of Object.entries(r.metrics)) out.metrics[`${prefix}.${k}`] = v;
      if (r.target)
        out.notes.push(`${prefix} target — ${r.target.description}: ${r.target.met ? 'met' : 'NOT met'}`);
      out.notes.push(...r.notes.map((n) => `${prefix}: ${n}`));
      out.ok &&= r.ok;
    } catch (err) {
      out.ok = false;
      out.notes.push(`${prefix} could not run: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  out.durationMs = Math.round(Date.parse(new Date().toISOString()) - Date.parse(acc.startedAt));
  return out;
}
