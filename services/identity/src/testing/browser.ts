/**
 * A minimal browser for driving redirects and HTML forms with fetch: a cookie jar (host and path
 * scoped, as browsers do; ports are not part of a cookie's scope) and manual redirect following.
 */
interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
}

export class Browser {
  private readonly cookies: StoredCookie[] = [];

  cookieHeader(url: URL): string {
    return this.cookies
      .filter(
        (c) =>
          c.host === url.hostname &&
          (url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  private remember(url: URL, res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((p) => p.trim());
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      let path = '/';
      let expired = false;
      for (const attribute of attributes) {
        const [key = '', val = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = val;
        if (key.toLowerCase() === 'max-age' && Number(val) <= 0) expired = true;
        if (key.toLowerCase() === 'expires' && Date.parse(val) < Date.now()) expired = true;
      }
      const existing = this.cookies.findIndex(
        (c) => c.name === name && c.host === url.hostname && c.path === path,
      );
      if (existing >= 0) this.cookies.splice(existing, 1);
      if (!expired) this.cookies.push({ name, value, host: url.hostname, path });
    }
  }

  /** One request, no redirect followed. */
  async request(
    url: string | URL,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const headers: Record<string, string> = { 'accept-language': 'es-MX' };
    const cookie = this.cookieHeader(target);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, {
      method: init.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.remember(target, res);
    return res;
  }

  /**
   * Follows redirects from `url` until an answer that is not a redirect, or until `stop` says the
   * next location is where the caller wants to look. Returns the last response and its URL.
   */
  async follow(
    url: string | URL,
    init: { method?: string; form?: Record<string, string> } = {},
    stop: (location: URL) => boolean = () => false,
  ): Promise<{ res: Response; url: URL; location?: URL }> {
    let current = new URL(url);
    let res = await this.request(current, init);
    for (let hops = 0; hops < 15; hops++) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { res, url: current };
      const next = new URL(location, current);
      if (stop(next)) return { res, url: current, location: next };
      await res.arrayBuffer();
      current = next;
      res = await this.request(current);
    }
    throw new Error('too many redirects');
  }
}

/** The first form of an HTML page: its action and the values of its inputs. */
export function readForm(html: string, base: URL): { action: URL; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form in page: ${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/gi)) {
    const name = /name="([^"]*)"/.exec(input[1]!)?.[1];
    const value = /value="([^"]*)"/.exec(input[1]!)?.[1] ?? '';
    if (name) fields[name] = value.replace(/&amp;/g, '&');
  }
  return { action: new URL(form[1]!.replace(/&amp;/g, '&'), base), fields };
}
