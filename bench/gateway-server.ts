/**
 * Child process of bench/gateway.ts: runs one server (or, for the shared layout, everything plus
 * the load generator) and talks to the bench over IPC. Not meant to be run by hand.
 *
 *   node bench/gateway-server.ts upstream      (BENCH_JWK)
 *   node bench/gateway-server.ts gateway       (BENCH_UPSTREAM, BENCH_LOG_LEVEL)
 *   node bench/gateway-server.ts bare          (BENCH_UPSTREAM)
 *   node bench/gateway-server.ts shared        (BENCH_JWK, BENCH_LOG_LEVEL): upstream, gateway, bare
 *                                               proxy and autocannon in this one process
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import type { JWK } from 'jose';
import { serveParent } from './lib/child.ts';
import { startBareProxy, startGateway, startUpstream, type Running } from './lib/gateway-apps.ts';
import { runLoad, type LoadOptions } from './lib/load.ts';

const role = process.argv[2];
const profiler = new Session();
const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

try {
  const servers: Running[] = [];
  const info: Record<string, string> = {};
  if (role === 'upstream' || role === 'shared') {
    const upstream = await startUpstream(JSON.parse(env('BENCH_JWK')) as JWK);
    servers.push(upstream);
    info.upstream = upstream.url;
  }
  const upstreamUrl = info.upstream ?? env('BENCH_UPSTREAM');
  if (role === 'gateway' || role === 'shared') {
    const gateway = await startGateway(upstreamUrl, process.env.BENCH_LOG_LEVEL ?? 'info');
    servers.push(gateway);
    info.gateway = gateway.url;
  }
  if (role === 'bare' || role === 'shared') {
    const bare = await startBareProxy(upstreamUrl);
    servers.push(bare);
    info.bare = bare.url;
  }
  if (servers.length === 0) throw new Error(`unknown role ${role}`);
  serveParent(
    info,
    async () => {
      for (const s of servers.reverse()) await s.close();
    },
    async (message) => {
      switch (message.type) {
        case 'load':
          return runLoad(message.options as LoadOptions);
        // Profiles only the window the bench asks for: start-up and module loading stay out.
        case 'profile-start':
          await profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.start');
          return null;
        case 'profile-stop': {
          const { profile } = await profiler.post('Profiler.stop');
          writeFileSync(message.file as string, JSON.stringify(profile));
          profiler.disconnect();
          return message.file;
        }
        default:
          throw new Error(`unknown request ${String(message.type)}`);
      }
    },
  );
} catch (err) {
  process.send?.({ type: 'error', error: err instanceof Error ? err.stack : String(err) });
  process.exit(1);
}
