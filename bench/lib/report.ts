import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What every benchmark hands back to the runner: flat figures, a target verdict, and notes. */
export interface BenchResult {
  name: string;
  /** False when the benchmark could not produce its main figures (the notes say why). */
  ok: boolean;
  startedAt: string;
  durationMs: number;
  /** Flat figures, named with their unit (`gatewayRps`, `p95Ms`, `rssMb`…), so a JSON line is quotable. */
  metrics: Record<string, number | string | boolean | null>;
  target?: { description: string; met: boolean | null };
  notes: string[];
  /** 1-minute load average when the benchmark started: figures from a busy machine are not comparable. */
  loadAvg1?: number;
  /** Structured extras (per-variant figures, profile summary) kept in latest.json, not in the table. */
  details?: Record<string, unknown>;
}

export interface MachineInfo {
  node: string;
  cpus: number;
  cpuModel: string;
  memoryGb: number;
  platform: string;
}

export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  return {
    node: process.version,
    cpus: os.availableParallelism(),
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Progress goes to stderr so that stdout carries only the table and the JSON lines. */
export function log(bench: string, message: string): void {
  process.stderr.write(`[${new Date().toISOString().slice(11, 19)} ${bench}] ${message}\n`);
}

export const RESULTS_DIR = path.join(import.meta.dirname, '..', 'results');
export const LATEST = path.join(RESULTS_DIR, 'latest.json');

interface LatestFile {
  machine: MachineInfo;
  benchmarks: Record<string, BenchResult>;
}

/**
 * Keeps the last result of each benchmark: running one benchmark replaces its entry and keeps the
 * others, so the file always holds one figure per benchmark.
 */
export async function writeLatest(results: BenchResult[]): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  let previous: LatestFile | undefined;
  if (existsSync(LATEST)) {
    try {
      previous = JSON.parse(readFileSync(LATEST, 'utf8')) as LatestFile;
    } catch (err) {
      log('run', `ignoring unreadable ${LATEST}: ${(err as Error).message}`);
    }
  }
  const file: LatestFile = { machine: machineInfo(), benchmarks: { ...previous?.benchmarks } };
  for (const r of results) file.benchmarks[r.name] = r;
  // Formatted the way `pnpm lint` (prettier --check .) wants it, so a committed result passes lint.
  const prettier = await import('prettier');
  const config = await prettier.resolveConfig(LATEST);
  writeFileSync(LATEST, await prettier.format(JSON.stringify(file, null, 2), { ...config, parser: 'json' }));
  return LATEST;
}

function cell(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(2);
  return String(v);
}

/** A plain-text table: one row per figure, grouped by benchmark. */
export function formatTable(results: BenchResult[]): string {
  const rows: [string, string, string][] = [['benchmark', 'figure', 'value']];
  for (const r of results) {
    rows.push([r.name, 'status', r.ok ? 'ok' : 'FAILED']);
    if (r.loadAvg1 !== undefined) rows.push(['', 'loadAvg1 (at start)', cell(r.loadAvg1)]);
    for (const [k, v] of Object.entries(r.metrics)) rows.push(['', k, cell(v)]);
    if (r.target) {
      const verdict = r.target.met === null ? 'n/a' : r.target.met ? 'met' : 'NOT met';
      rows.push(['', 'target', `${r.target.description}: ${verdict}`]);
    }
  }
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i as 0 | 1 | 2].length)));
  const line = (row: [string, string, string]) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]!), sep, ...rows.slice(1).map(line)].join('\n');
}
