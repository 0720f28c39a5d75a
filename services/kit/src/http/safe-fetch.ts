import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, Headers } from 'undici';

/**
 * Outbound HTTP for URLs that users or third parties choose (listing imports, calendar feeds,
 * webhooks). Such a URL must never reach inside our network: loopback, private ranges, link-local
 * (the cloud metadata service at 169.254.169.254), and the like are refused, whatever the URL says
 * and whatever DNS answers. The address is checked where the socket is opened, so a name that
 * resolves to a public address when first checked and a private one a moment later (DNS rebinding)
 * is still refused.
 */

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Lets private and loopback addresses through (local development against local servers). */
  allowPrivate?: boolean;
  /** Host names (or IP literals) trusted whatever they resolve to, e.g. an internal service. */
  allowHosts?: readonly string[];
  /** For the whole exchange: every redirect hop and the body. */
  timeoutMs?: number;
  /** Largest body accepted, after decompression. */
  maxBytes?: number;
  maxRedirects?: number;
  userAgent?: string;
  /** DNS resolution; defaults to the system resolver. Tests substitute names of their own. */
  resolve?: Resolver;
}

export interface SafeFetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  signal?: AbortSignal;
}

export interface SafeFetchResponse {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: Buffer;
  /** The final URL, after redirects. */
  url: string;
}

export interface SafeFetch {
  (url: string | URL, init?: SafeFetchInit): Promise<SafeFetchResponse>;
  /** Closes pooled connections. */
  close(): Promise<void>;
}

export type FetchRefusedReason = 'invalid-url' | 'scheme' | 'credentials' | 'address';

/** The URL was not fetched because of where it points. Nothing was sent to it. */
export class FetchRefusedError extends Error {
  readonly code = 'FETCH_REFUSED';
  readonly reason: FetchRefusedReason;
  readonly url: string;
  constructor(reason: FetchRefusedReason, url: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchRefusedError';
    this.reason = reason;
    this.url = url;
  }
}

export type FetchFailedReason =
  'timeout' | 'too-large' | 'too-many-redirects' | 'bad-redirect' | 'aborted' | 'network';

/** The URL was allowed, but fetching it did not produce a response within our limits. */
export class FetchFailedError extends Error {
  readonly code = 'FETCH_FAILED';
  readonly reason: FetchFailedReason;
  readonly url: string;
  constructor(reason: FetchFailedReason, url: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'FetchFailedError';
    this.reason = reason;
    this.url = url;
  }
}

const DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'Casona/1.0 (+https://casona.mx)',
};

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is on the public internet. An allow-list: only what ipaddr.js calls plain
 * unicast passes, so every special range (loopback, RFC 1918, link-local, CGNAT, multicast,
 * unspecified, reserved, documentation, NAT64, 6to4, Teredo...) is refused, including ranges added
 * to the library later. IPv4-mapped IPv6 is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    // Not an address at all: never public.
    return false;
  }
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.range() !== 'unicast') return false;
  // IPv6 "unicast" also covers unassigned space (e.g. the deprecated IPv4-compatible ::a.b.c.d);
  // only the global unicast block is really public.
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** `[::1]` → `::1`: URL host names keep IPv6 brackets, DNS and ipaddr.js do not want them. */
const bareHost = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Rejects as soon as the signal aborts: DNS lookups cannot be cancelled, but we need not wait for them. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (
    let e = error;
    e !== undefined && e !== null && chain.length < 10;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e);
  }
  return chain;
}

export function createSafeFetch(options: SafeFetchOptions = {}): SafeFetch {
  const allowPrivate = options.allowPrivate ?? false;
  const allowHosts = new Set((options.allowHosts ?? []).map(bareHost));
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const userAgent = options.userAgent ?? DEFAULTS.userAgent;
  const resolveHost = options.resolve ?? systemResolver;

  const trusted = (host: string): boolean => allowPrivate || allowHosts.has(host);

  /**
   * Resolves a host and refuses it unless every address is public: the socket may pick any of them.
   * `url` only names what was asked for in the error.
   */
  async function checkedAddresses(host: string, url: string): Promise<ResolvedAddress[]> {
    const family = isIP(host);
    const addresses = family !== 0 ? [{ address: host, family: family as 4 | 6 }] : await resolveHost(host);
    if (addresses.length === 0) throw new FetchFailedError('network', url, `${host} has no addresses`);
    if (trusted(host)) return addresses;
    const blocked = addresses.find((a) => !isPublicAddress(a.address));
    if (blocked) {
      const where = blocked.address === host ? host : `${host} (${blocked.address})`;
      throw new FetchRefusedError(
        'address',
        url,
        `Refused to fetch ${url}: ${where} is not a public address`,
      );
    }
    return addresses;
  }

  // The connection-time check. net.connect calls this for host names (IP literals were checked
  // before the request and cannot change) and connects only to what it returns, so the address
  // used is always one that was just checked.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    const host = bareHost(hostname);
    checkedAddresses(host, host).then(
      (addresses) => {
        const wanted = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const usable = wanted === 0 ? addresses : addresses.filter((a) => a.family === wanted);
        if (usable.length === 0) {
          callback(
            Object.assign(new Error(`${host} has no IPv${wanted} address`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
        } else if (lookupOptions.all) {
          (callback as unknown as (err: null, addresses: ResolvedAddress[]) => void)(null, usable);
        } else {
          callback(null, usable[0]!.address, usable[0]!.family);
        }
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };

  const agent = new Agent({ connect: { lookup, timeout: timeoutMs } });

  /** Parses and vets a URL before anything is resolved or sent. */
  function vetUrl(input: string | URL, base?: URL): URL {
    let url: URL;
    try {
      url = new URL(input, base);
    } catch (error) {
      throw new FetchRefusedError(
        'invalid-url',
        String(input),
        `Refused to fetch ${String(input)}: not a URL`,
        {
          cause: error,
        },
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new FetchRefusedError(
        'scheme',
        url.href,
        `Refused to fetch ${url.href}: only http and https are allowed`,
      );
    }
    if (url.username || url.password) {
      // Credentials in a URL leak through logs and redirects; nothing we fetch should need them.
      url.username = '';
      url.password = '';
      throw new FetchRefusedError(
        'credentials',
        url.href,
        `Refused to fetch ${url.href}: the URL carries credentials`,
      );
    }
    return url;
  }

  async function readBody(response: Awaited<ReturnType<typeof fetch>>, url: string): Promise<Buffer> {
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel();
      throw new FetchFailedError(
        'too-large',
        url,
        `${url} declares ${declared} bytes, more than the ${maxBytes} allowed`,
      );
    }
    if (!response.body) return Buffer.alloc(0);
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Cancelling aborts the transfer: the rest is never downloaded.
        await reader.cancel();
        throw new FetchFailedError('too-large', url, `${url} sent more than the ${maxBytes} bytes allowed`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }

  const safeFetch = async (input: string | URL, init: SafeFetchInit = {}): Promise<SafeFetchResponse> => {
    let url = vetUrl(input);
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;

    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body;
    const headers = new Headers(init.headers);
    if (!headers.has('user-agent')) headers.set('user-agent', userAgent);

    try {
      for (let hop = 0; ; hop += 1) {
        // Before anything is sent: refuses private IP literals outright, and private names early
        // with a clear error (the connection-time lookup would refuse them too).
        const host = bareHost(url.hostname);
        if (!trusted(host)) await untilAborted(checkedAddresses(host, url.href), signal);

        const response = await fetch(url, {
          method,
          headers,
          body: body as string | Uint8Array<ArrayBuffer> | undefined,
          // Followed here, so every hop goes through the same checks.
          redirect: 'manual',
          dispatcher: agent,
          signal,
        });

        const location = response.headers.get('location');
        if (!REDIRECT_STATUSES.has(response.status) || location === null) {
          const bytes = await readBody(response, url.href);
          const responseHeaders: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            responseHeaders[name] = name in responseHeaders ? `${responseHeaders[name]}, ${value}` : value;
          });
          return { status: response.status, headers: responseHeaders, body: bytes, url: url.href };
        }

        await response.body?.cancel();
        if (hop >= maxRedirects) {
          throw new FetchFailedError(
            'too-many-redirects',
            url.href,
            `${input} redirected more than ${maxRedirects} times`,
          );
        }
        let next: URL;
        try {
          next = vetUrl(location, url);
        } catch (error) {
          if (error instanceof FetchRefusedError && error.reason === 'invalid-url') {
            throw new FetchFailedError('bad-redirect', url.href, `${url.href} redirected to an invalid URL`, {
              cause: error,
            });
          }
          throw error;
        }
        // As browsers do: 303 (and 301/302 after POST) turn into a GET without body.
        if (
          (response.status === 303 && method !== 'HEAD') ||
          ((response.status === 301 || response.status === 302) && method === 'POST')
        ) {
          method = 'GET';
          body = undefined;
          for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language'])
            headers.delete(name);
        }
        // Credentials meant for one origin are not handed to another.
        if (next.origin !== url.origin) {
          for (const name of ['authorization', 'cookie', 'proxy-authorization']) headers.delete(name);
        }
        url = next;
      }
    } catch (error) {
      if (error instanceof FetchRefusedError || error instanceof FetchFailedError) throw error;
      // A refusal at connection time arrives wrapped in undici's "fetch failed".
      const refused = causes(error).find((e) => e instanceof FetchRefusedError);
      if (refused) {
        throw new FetchRefusedError(
          refused.reason,
          url.href,
          refused.message.replace(`fetch ${refused.url}:`, `fetch ${url.href}:`),
        );
      }
      if (timeout.signal.aborted) {
        throw new FetchFailedError('timeout', url.href, `${url.href} did not answer within ${timeoutMs} ms`, {
          cause: error,
        });
      }
      if (init.signal?.aborted)
        throw new FetchFailedError('aborted', url.href, `Fetching ${url.href} was aborted`, { cause: error });
      const detail = causes(error).at(-1);
      throw new FetchFailedError(
        'network',
        url.href,
        `Fetching ${url.href} failed: ${detail instanceof Error ? detail.message : String(detail)}`,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  };

  return Object.assign(safeFetch, { close: () => agent.close() });
}
