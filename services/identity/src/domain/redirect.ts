/**
 * Where the SPA may send a person after signing in: a path of this site only. Anything that could
 * leave the site (`//evil.example`, `https://…`, `/\evil`) is dropped, so the sign-in cannot be used
 * as an open redirect.
 */
export function safeRedirectPath(value: string | undefined | null): string | null {
  if (!value || value.length > 500) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, 'http://casona.invalid');
    if (url.origin !== 'http://casona.invalid') return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
