import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { buildConnector, Pool, type Dispatcher } from 'undici';
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

/**
 * The caller's body on its way to the service: counted, and failed once it passes `limit` bytes (a
 * chunked body declares no length). undici destroys the body it was given when the request ends, so
 * it gets this stream, never the caller's request: a service that answers before the whole body
 * has come (a 413, a 401) must not cut the caller's connection before that answer reaches them.
 */
function upload(body: Readable, limit: number): Readable {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) callback(new BodyTooLarge('request body over the limit'));
      else callback(null, chunk);
    },
  });
  // The caller's body failing (the caller left mid-body) fails the upload with the same error.
  body.on('error', (err) => counter.destroy(err));
  return body.pipe(counter);
}

/** A write that fails because the service closed its side: the service may have answered first. */
const REFUSED_WRITE = new Set(['EPIPE', 'ECONNRESET']);

type WriteCallback = (error?: Error | null) => void;

/**
 * A service may answer before it has read a request's whole body (Fastify's 413 past its body
 * limit, a 415, a 401 from a hook) and close the connection. Writing the rest of the body then
 * fails (EPIPE, ECONNRESET) while the answer may still wait unread in the socket, and undici ends
 * the request with the write's error: the caller would get a 502 instead of the service's answer.
 * A client should stop sending and read the answer (RFC 9112 §9.6, as curl and browsers do), so on
 * this socket a refused write ends the upload only: the rest of the body is dropped and reading
 * goes on. undici then parses the service's answer and passes it on, or meets the end of the
 * connection (a 502, as before) when the service closed it without answering.
 */
function keepReadingAfterRefusedWrite(socket: Socket): Socket {
  let refused = false;
  const settle =
    (callback: WriteCallback): WriteCallback =>
    (error) => {
      if (error && REFUSED_WRITE.has((error as NodeJS.ErrnoException).code ?? '')) {
        refused = true;
        callback();
      } else callback(error);
    };
  const write = socket._write.bind(socket);
  socket._write = (chunk: unknown, encoding: BufferEncoding, callback: WriteCallback) => {
    if (refused) callback();
    else write(chunk, encoding, settle(callback));
  };
  const writev = socket._writev?.bind(socket);
  if (writev)
    socket._writev = (chunks: { chunk: unknown; encoding: BufferEncoding }[], callback: WriteCallback) => {
      if (refused) callback();
      else writev(chunks, settle(callback));
    };
  return socket;
}

/** undici's own connector (TCP keep-alive, no delay, connect timeout), its sockets as above. */
function connector(): buildConnector.connector {
  const connect = buildConnector({ allowH2: false });
  return (options, callback) =>
    connect(options, (...args) => {
      if (args[1]) keepReadingAfterRefusedWrite(args[1]);
      callback(...args);
    });
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
  /** Bytes a body may reach: a chunked one declares no length (a declared one is checked before calling). */
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
    connect: connector(),
  });
  return {
    forward({ method, path, headers, body, bodyLimit }, target) {
      let controller: Dispatcher.DispatchController | undefined;
      let started = false;
      let settled = false;
      let aborted = false;
      // undici's own handler API: no stream or promise per request between the service and the caller.
      pool.dispatch(
        { method, path, headers, body: body && upload(body, bodyLimit) },
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
