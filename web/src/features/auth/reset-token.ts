/**
 * The single-use token of an emailed reset link (`…#reset_token=…`). It is read from the fragment
 * once and the fragment is removed from the address bar and the history entry at once, so it is
 * never bookmarked, shared with the address, sent in a Referer, or included in an error report.
 */
export const RESET_TOKEN_PARAM = 'reset_token';

/** The token in a fragment like `#reset_token=abc&x=1`, or null. */
export function resetTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(RESET_TOKEN_PARAM);
  return token && token.trim() !== '' ? token.trim() : null;
}

let taken: string | null | undefined;

/**
 * Takes the token from the current address (and removes it from there); later calls in the same
 * page answer the same token, so a re-render does not lose it.
 */
export function takeResetToken(win: Pick<Window, 'location' | 'history'> = window): string | null {
  const fromAddress = resetTokenOf(win.location.hash);
  if (fromAddress !== null) {
    taken = fromAddress;
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  }
  return taken ?? null;
}

/** Forgets a used token (after a successful reset). */
export function forgetResetToken(): void {
  taken = null;
}
