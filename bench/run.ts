/**
 * `pnpm bench [gateway|events|startup ...] [--flag=value ...]`: runs the benchmarks in sequence (all
 * when none is named), prints a table and one `BENCH {json}` line per benchmark on stdout (progress
 * goes to stderr), and records the results in bench/results/latest.json. Figures are reported,
 * never asserted: the exit code is 0 unless a benchmark could not run at all.
 */
import os from 'node:os';
import { benchEvents } from './events.ts';
import { benchGateway } from './gateway.ts';
import type { Flags } from './lib/options.ts';
import { parseFlags } from './lib/options.ts';
import { formatTable, log, machineInfo, writeLatest, type BenchResult } from './lib/report.ts';
import { benchStartup } from './startup.ts';

const BENCHMARKS: Record<string, (flags: Flags) => Promise<BenchResult>> = {
  gateway: benchGateway,
  events: benchEvents,
  startup: benchStartup,
  market: (flags) => import('./market.ts').then((m) => m.benchMarket(flags)),
  notifications: async (flags) => (await import('./notifications.ts')).benchNotifications(flags),
  channel: async (flags) => (await import('./channel.ts')).benchChannel(flags),
  maintenance: async (flags) => (await import('./maintenance.ts')).benchMaintenance(flags),
  finance: async (flags) => (await import('./finance.ts')).benchFinance(flags),
  'appraisal-latency': async (flags) => (await import('./appraisal-latency.ts')).benchAppraisalLatency(flags),
  'appraisal-intake': async (flags) => (await import('./appraisal-intake.ts')).benchAppraisalIntake(flags),
  'appraisal-accuracy': async (flags) =>
    (await import('./appraisal-accuracy.ts')).benchAppraisalAccuracy(flags),
  appraisal: async (flags) => (await import('./appraisal-accuracy.ts')).benchAppraisal(flags),
  load: async (flags) => (await import('./load.ts')).benchLoad(flags),
};

const { names, flags } = parseFlags(process.argv.slice(2));
const unknown = names.filter((n) => !(n in BENCHMARKS));
if (unknown.length > 0 || flags.help) {
  if (unknown.length > 0) console.error(`unknown benchmark: ${unknown.join(', ')}`);
  console.error(
    `usage: pnpm bench [${Object.keys(BENCHMARKS).join('|')} ...] [--flag=value ...] (see bench/README.md)`,
  );
  process.exit(unknown.length > 0 ? 64 : 0);
}

const selected = names.length > 0 ? names : Object.keys(BENCHMARKS);
const machine = machineInfo();
log(
  'run',
  `${selected.join(', ')} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}`,
);

const results: BenchResult[] = [];
for (const name of selected) {
  const startedAt = new Date().toISOString();
  const t0 = performance.now();
  const loadAvg1 = Math.round(os.loadavg()[0]! * 100) / 100;
  if (loadAvg1 > machine.cpus)
    log(name, `load average ${loadAvg1} on ${machine.cpus} cores: other work competes for the CPU`);
  try {
    results.push({ ...(await BENCHMARKS[name]!(flags)), loadAvg1 });
  } catch (err) {
    // A benchmark that cannot run still gets its line, with the reason, and the others go on.
    log(name, `could not run: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    results.push({
      name,
      ok: false,
      startedAt,
      durationMs: Math.round(performance.now() - t0),
      metrics: {},
      loadAvg1,
      notes: [`could not run: ${err instanceof Error ? err.message : String(err)}`],
    });
  }
}

console.log(formatTable(results));
for (const r of results) {
  if (r.notes.length > 0) {
    console.log(`\n${r.name} notes:`);
    for (const n of r.notes) console.log(`  - ${n}`);
  }
}
console.log('');
for (const r of results) {
  const { details: _details, ...line } = r;
  console.log(
    `BENCH ${JSON.stringify({ ...line, machine: `${machine.cpus}×${machine.cpuModel}`, node: machine.node })}`,
  );
}
log('run', `results written to ${await writeLatest(results)}`);
process.exit(results.every((r) => Object.keys(r.metrics).length > 0) ? 0 : 1);
