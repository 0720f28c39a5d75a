/**
 * A node:test reporter run.ts adds beside `spec`: how long each e2e file took, slowest first, printed
 * after the run and written to .ci/artifacts/e2e-timings.json, so the slow journeys are known without
 * timing them by hand. run.ts runs one file at a time, so a file's wall time is from the previous
 * file's end to its own (its process start included); `tests` is its tests' own time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Event = {
  type: string;
  data: { file?: string; duration_ms?: number; counts?: { tests: number; passed: number; failed: number } };
};

const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', '.ci', 'artifacts');

export default async function* timings(source: AsyncIterable<Event>): AsyncGenerator<string> {
  const files: { file: string; seconds: number; testSeconds: number; tests: number; failed: number }[] = [];
  const tenths = (ms: number) => Math.round(ms / 100) / 10;
  let last = performance.now();
  for await (const event of source) {
    if (event.type !== 'test:summary' || event.data.file === undefined) continue;
    const now = performance.now();
    files.push({
      file: path.relative(process.cwd(), event.data.file),
      seconds: tenths(now - last),
      testSeconds: tenths(event.data.duration_ms ?? 0),
      tests: event.data.counts?.tests ?? 0,
      failed: event.data.counts?.failed ?? 0,
    });
    last = now;
  }
  files.sort((a, b) => b.seconds - a.seconds);
  const total = Math.round(files.reduce((sum, f) => sum + f.seconds, 0));
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(path.join(ARTIFACTS, 'e2e-timings.json'), `${JSON.stringify({ total, files }, null, 2)}\n`);
  yield `\ne2e files by duration (${files.length} files, ${total} s in all):\n`;
  for (const f of files) {
    const failed = f.failed ? `, ${f.failed} failed` : '';
    yield `${f.seconds.toFixed(1).padStart(7)} s  ${f.file} (${f.tests} tests in ${f.testSeconds} s${failed})\n`;
  }
}
