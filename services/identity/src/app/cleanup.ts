import { deleteResetLinksExpiredBefore } from './account-store.ts';
import type { Deps } from './deps.ts';
import { deleteOidcLoginsExpiredBefore } from './google-store.ts';
import { deleteRefreshTokensExpiredBefore } from './session-store.ts';
import { deleteWindowsStartedBefore } from './throttle-store.ts';

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
  return {
    refresh_token: await deleteRefreshTokensExpiredBefore(deps.db, weekAgo),
    password_reset: await deleteResetLinksExpiredBefore(deps.db, weekAgo),
    oidc_login: await deleteOidcLoginsExpiredBefore(deps.db, now),
    login_throttle: await deleteWindowsStartedBefore(deps.db, windowStart),
  };
}
