import type { Deps } from './deps.ts';

const DAY_MS = 24 * 3600_000;

/**
 * Forgets what no longer matters: refresh tokens past their expiry (kept a week longer so a late
 * reuse is still recognised as a reuse, not an unknown token), used or expired reset links,
 * abandoned Google sign-ins and finished throttle windows.
 */
export async function cleanup(deps: Deps): Promise<Record<string, number>> {
  const now = deps.now();
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const windowStart = new Date(now.getTime() - deps.config.LOGIN_THROTTLE_WINDOW_SECONDS * 1000);
  const counts: Record<string, number> = {};
  const run = async (name: string, sql: string, values: unknown[]) => {
    counts[name] = (await deps.db.query(sql, values)).rowCount ?? 0;
  };
  await run('refresh_token', 'DELETE FROM refresh_token WHERE expires_at < $1', [weekAgo]);
  await run('password_reset', 'DELETE FROM password_reset WHERE expires_at < $1', [weekAgo]);
  await run('oidc_login', 'DELETE FROM oidc_login WHERE expires_at < $1', [now]);
  await run('login_throttle', 'DELETE FROM login_throttle WHERE window_start < $1', [windowStart]);
  return counts;
}
