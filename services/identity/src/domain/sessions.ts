/** The rules of sessions and emailed links, as plain functions of data. */

/** What presenting a refresh token comes to. */
export type RefreshVerdict = 'rotate' | 'expired' | 'reused';

/**
 * An unknown or revoked token is expired; one already rotated was stolen or replayed (its whole
 * family is revoked); past its expiry it is expired; otherwise it is traded for a new pair.
 */
export function refreshVerdict(
  token: { expires_at: Date; rotated_at: Date | null; revoked_at: Date | null } | null,
  now: Date,
): RefreshVerdict {
  if (!token || token.revoked_at) return 'expired';
  if (token.rotated_at) return 'reused';
  if (token.expires_at.getTime() <= now.getTime()) return 'expired';
  return 'rotate';
}

/** An emailed reset link works once, before it expires. */
export const resetLinkUsable = (
  link: { expires_at: Date; used_at: Date | null } | null,
  now: Date,
): boolean => link !== null && !link.used_at && link.expires_at.getTime() > now.getTime();

/** Where the emailed link leads: the SPA's change-password page, the token in the fragment (never logged). */
export const resetUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/dashboard/profile/change_password#reset_token=${encodeURIComponent(token)}`;
