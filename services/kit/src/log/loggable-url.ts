/**
 * A request's URL as the access log may keep it: secret addresses keep their shape but not their
 * secret. A calendar feed's address is its own credential (`/property_file/calendar/<token>`: whoever
 * reads it reads the calendar), and so is an unsubscribe link's `?token=`; a log line is read by more
 * people than the calendar's owner. SECURITY.md, 'Logging'.
 */
const SECRET_SEGMENTS = [/^(\/api\/v1\/property_file\/calendar\/)[^/?#]+/];
const SECRET_QUERY = /^(token|.*_token|signature|secret)$/i;

export const REDACTED = '[redacted]';

export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, `$1${REDACTED}`);
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // Not percent-encoded properly: judged as written.
      }
      return SECRET_QUERY.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
