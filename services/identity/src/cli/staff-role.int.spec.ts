import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '@casona/kit/db/database';
import { registerAccount, startHarness, type Harness } from '../testing/harness.ts';
import { staffRoleCommand, USAGE } from './staff-role.ts';

let h: Harness;
let db: Database;
beforeAll(async () => {
  // A role granted from the command line reaches the gateway once its session answer expires (a few
  // seconds); this suite checks identity's side, so the gateway asks every time.
  h = await startHarness({}, { authStateTtlMs: 0 });
  db = createDatabase({ url: h.pg.url, schema: h.schema, max: 1 });
});
afterAll(async () => {
  await db?.close();
  await h?.stop();
});

const refresh = async (refreshToken: string) => {
  const res = await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken } });
  expect(res.status).toBe(200);
  return res.body as { accessToken: string; refreshToken: string };
};

describe('staff-role command (first administrator of a cluster)', () => {
  it('grants ADMIN to a registered person, whose next token opens the admin paths; revoke undoes it', async () => {
    const ana = await registerAccount(h, { email: `Ana.Cluster.${Date.now()}@Example.mx` });
    expect((await h.call('GET', '/api/v1/admin/role', { token: ana.accessToken })).status).toBe(403);

    const granted = await staffRoleCommand(db, ['grant', ana.email.toUpperCase(), 'admin']);
    expect(granted).toEqual({ exitCode: 0, lines: [`${ana.email} is now ADMIN`] });
    const tokens = await refresh(ana.refreshToken);
    expect((await h.call('GET', '/api/v1/admin/role', { token: tokens.accessToken })).status).toBe(200);
    expect((await staffRoleCommand(db, ['list'])).lines).toContain(`ADMIN\t${ana.email}`);

    expect(await staffRoleCommand(db, ['revoke', ana.email])).toEqual({
      exitCode: 0,
      lines: [`${ana.email} is no longer staff`],
    });
    const after = await refresh(tokens.refreshToken);
    expect((await h.call('GET', '/api/v1/admin/role', { token: after.accessToken })).status).toBe(403);
  });

  it('refuses unknown people, unknown roles and malformed commands', async () => {
    expect(await staffRoleCommand(db, ['grant', 'nadie@example.mx', 'ADMIN'])).toMatchObject({ exitCode: 1 });
    expect(await staffRoleCommand(db, ['grant', 'nadie@example.mx', 'OWNER'])).toMatchObject({
      exitCode: 64,
    });
    expect(await staffRoleCommand(db, ['promote', 'nadie@example.mx'])).toEqual({
      exitCode: 64,
      lines: [USAGE],
    });
    expect(await staffRoleCommand(db, [])).toEqual({ exitCode: 64, lines: [USAGE] });
  });

  it('runs as a command: usage on stderr and exit code 64', async () => {
    const run = promisify(execFile);
    const error = await run(process.execPath, [path.join(import.meta.dirname, 'staff-role.ts'), 'promote'], {
      env: { ...process.env, DATABASE_URL: h.pg.url },
    }).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    );
    expect(error).toMatchObject({ code: 64 });
    expect(error!.stderr).toContain('usage: staff-role');
  });
});
