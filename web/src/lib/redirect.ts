/**
 * `?redirect=` values come from links anyone can craft: follow only paths of this site, never
 * another origin (`//evil.example`, `https://…`, `javascript:`), so /r and /login cannot be used
 * to send people elsewhere.
 */
export function safeRedirect(target: unknown, fallback = '/'): string {
  if (typeof target !== 'string' || target === '') return fallback;
  let value = target.trim();
  // Absolute URLs of this very origin are fine: keep their path, query and hash.
  if (/^https?:\/\//i.test(value) && typeof location !== 'undefined') {
    try {
      const url = new URL(value);
      if (url.origin !== location.origin) return fallback;
      value = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return fallback;
    }
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes can make browsers read a path as a host.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback;
  return value;
}
