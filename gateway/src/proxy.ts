import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { Pool, type Dispatcher } from 'undici';
import { AppError, badRequest, payloadTooLarge } from '@casona/kit/errors/errors';

/**
 * Headers that describe one connection, not the message (RFC 9110 §7.6.1): a proxy must neither
 * forward them nor let a client pick them for the next hop. `host` is the upstream's own; `expect`
 * is answered by the gateway's HTTP server itself (100-continue), never passed on.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'host',
  'http2-settings',
]);

function connectionNamed(value: string | string[] | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value.join(',') : value;
  return list
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

/**
 * The end-to-end part of a message's headers: hop-by-hop ones, `Proxy-*`, whatever `Connection`
 * names and (requests) anything the caller must not choose (`reserved` prefixes) are left out.
 */
export function endToEndHeaders(
  headers: IncomingHttpHeaders,
  reserved?: string,
): Record<string, string | string[]> {
  const named = headers.connection ? connectionNamed(headers.connection) : undefined;
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || HOP_BY_HOP.has(name) || name.startsWith('proxy-')) continue;
    if (reserved !== undefined && name.startsWith(reserved)) continue;
    if (named !== undefined && named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

class BodyTooLarge extends Error {
  readonly code = 'CASONA_BODY_TOO_LARGE';
}

/** Counts a chunked body on its way through and fails it once it passes `limit` bytes. */
function limited(body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLarge('request body over the limit'));
      else callback(null, chunk);
    },
  });
  body.on('error', (err) => counter.destroy(err));
  return body.pipe(counter);
}

type Cause = { code?: string; message?: string };

function causes(error: unknown): Cause[] {
  const chain: Cause[] = [];
  let current = error as (Cause & { cause?: unknown }) | undefined;
  for (let i = 0; current && i < 5; i++) {
    chain.push(current);
    current = current.cause as typeof current;
  }
  return chain;
}

/**
 * What a failed forward answers: 413 past the body limit, 400 when the caller's body ended short
 * (or the caller left), 504 when the service did not answer in time, else 502.
 */
export function proxyError(error: unknown): AppError {
  const chain = causes(error);
  const has = (code: string) => chain.some((e) => e.code === code);
  if (has('CASONA_BODY_TOO_LARGE')) return payloadTooLarge({ cause: error });
  // The caller's body ended short of its Content-Length, or the caller went away mid-body (Node's
  // "aborted"): nobody may be listening, and it is not the service's failure.
  if (has('UND_ERR_REQ_CONTENT_LENGTH_MISMATCH')) return badRequest({ cause: error });
  if (chain.some((e) => e.code === 'ECONNRESET' && e.message === 'aborted'))
    return badRequest({ cause: error });
  if (has('UND_ERR_HEADERS_TIMEOUT') || has('UND_ERR_CONNECT_TIMEOUT') || has('UND_ERR_BODY_TIMEOUT'))
    return new AppError('UPSTREAM', 504, { messageKey: 'error.generic', cause: error });
  return new AppError('UPSTREAM', 502, { messageKey: 'error.generic', cause: error });
}

/** Where a forwarded answer goes: the caller's response, written as the service's arrives. */
export interface ProxyTarget {
  /** The answer starts, with the service's end-to-end headers; false: it cannot be passed on. */
  start(statusCode: number, headers: IncomingHttpHeaders): boolean;
  /** A chunk of the body; false: wait for `drained` before the next. */
  write(chunk: Buffer): boolean;
  drained(resume: () => void): void;
  end(): void;
  /** The forward failed: before the answer started (answer `error`) or during it (cut it short). */
  fail(error: AppError, started: boolean): void;
}

export interface ForwardRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[]>;
  body: Readable | null;
  /** Bytes a chunked body may reach (a declared Content-Length is checked before calling). */
  bodyLimit: number;
}

export interface Upstream {
  /** Streams one request to the service and its answer to `target`; returns how to abort it. */
  forward(request: ForwardRequest, target: ProxyTarget): { abort(): void };
  /** A small internal GET answered in JSON (identity's auth state); rejects when unreachable. */
  json(
    path: string,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<{ statusCode: number; body: unknown }>;
  close(): Promise<void>;
}

export interface UpstreamOptions {
  connections?: number;
  /** Longest wait for the service's answer to start, and between two chunks of it. */
  timeoutMs?: number;
}

/** One keep-alive pool to a service; the gateway streams bodies both ways through it. */
export function createUpstream(base: string, options: UpstreamOptions = {}): Upstream {
  const timeout = options.timeoutMs ?? 30_000;
  const pool = new Pool(base, {
    connections: options.connections ?? 128,
    pipelining: 1,
    keepAliveTimeout: 60_000,
    headersTimeout: timeout,
    bodyTimeout: timeout,
  });
  return {
    forward({ method, path, headers, body, bodyLimit }, target) {
      const chunked = body !== null && headers['content-length'] === undefined;
      let controller: Dispatcher.DispatchController | undefined;
      let started = false;
      let settled = false;
      let aborted = false;
      // undici's own handler API: no stream or promise per request between the service and the caller.
      pool.dispatch(
        { method, path, headers, body: chunked ? limited(body!, bodyLimit) : body },
        {
          onRequestStart(c) {
            controller = c;
            if (aborted) c.abort(new Error('the caller went away'));
          },
          onResponseStart(c, statusCode, responseHeaders) {
            if (statusCode < 200) return;
            if (target.start(statusCode, endToEndHeaders(responseHeaders) as IncomingHttpHeaders))
              started = true;
            else {
              settled = true;
              c.abort(new Error('the answer could not be passed on'));
            }
          },
          onResponseData(c, chunk) {
            if (!target.write(chunk)) {
              c.pause();
              target.drained(() => c.resume());
            }
          },
          onResponseEnd() {
            target.end();
          },
          onResponseError(_c, error) {
            // Aborted because the caller went away: nobody to answer, and not the service's failure.
            if (!settled) target.fail(aborted ? badRequest({ cause: error }) : proxyError(error), started);
          },
        },
      );
      return {
        abort() {
          aborted = true;
          controller?.abort(new Error('the caller went away'));
        },
      };
    },
    async json(path, headers, timeoutMs) {
      const res = await pool.request({
        method: 'GET',
        path,
        headers,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      const text = await res.body.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON: the caller sees a null body and refuses it.
      }
      return { statusCode: res.statusCode, body };
    },
    close: () => pool.close(),
  };
}
