/**
 * Builds web/dist when it is missing or older than its sources, so `pnpm start` always serves the
 * current SPA without paying for a build on every start. CASONA_SKIP_WEB_BUILD=1 skips the check
 * (containers that ship a prebuilt dist).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');
const built = path.join(web, 'dist', 'index.html');

function newest(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

if (process.env['CASONA_SKIP_WEB_BUILD'] === '1') process.exit(0);
const sources = [
  path.join(web, 'src'),
  path.join(web, 'public'),
  path.join(web, 'index.html'),
  path.join(web, 'vite.config.ts'),
  path.join(web, 'package.json'),
  path.join(web, '..', 'proto', 'src'),
];
const sourceTime = Math.max(...sources.map(newest));
if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) process.exit(0);

console.log(
  existsSync(built)
    ? 'web/dist is older than its sources: rebuilding the SPA…'
    : 'Building the SPA (web/dist)…',
);
const vite = path.join(web, 'node_modules', 'vite', 'bin', 'vite.js');
const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
  cwd: web,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
