import autocannon from 'autocannon';
import { Samples, round, summarise, type LatencySummary } from './stats.ts';

export interface LoadOptions {
  /** Always a loopback URL: the benchmarks never send traffic anywhere else. */
  url: string;
  headers?: Record<string, string>;
  connections: number;
  durationS: number;
  warmupS: number;
}

export interface LoadResult {
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  latency: LatencySummary;
}

export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!(host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host))) {
    throw new Error(`refusing to send load to ${host}: benchmarks target loopback only`);
  }
}

/**
 * A warm-up run (discarded), then a fixed-duration run with a fixed number of keep-alive
 * connections. autocannon's own percentiles skip p95, so latency comes from its per-response event.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  assertLoopback(options.url);
  const base = {
    url: options.url,
    headers: options.headers,
    connections: options.connections,
    pipelining: 1,
  };
  if (options.warmupS > 0) await autocannon({ ...base, duration: options.warmupS });
  const samples = new Samples();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...base, duration: options.durationS }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => samples.push(responseTime));
  });
  const seconds = result.duration > 0 ? result.duration : options.durationS;
  return {
    rps: round(result.requests.total / seconds, 0),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latency: summarise(samples.values()),
  };
}
