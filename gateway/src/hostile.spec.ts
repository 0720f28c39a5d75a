/**
 * The hostile-request corpus (issue 11): requests a fuzzer, an attacker or a sloppy script sends,
 * written byte for byte over raw TCP through the real gateway to the real identity, listings and
 * notifications services. Every hostile request gets a 4xx, nothing ends the process, /api/health
 * stays green, and a request in flight meanwhile (a login whose body trickles in) completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest, type RawResponse } from './testing/raw-http.ts';
import { definitions, signUp, startPlatform, type Platform } from './testing/services.ts';

const MiB = 1024 * 1024;

type Case = {
  name: string;
  /** Request line and headers, CRLF after each; `Host` is added. */
  head: string;
  body?: Buffer | string;
  waitForContinue?: boolean;
  end?: boolean;
  /** The exact status, or any 4xx when absent. */
  status?: number;
};

const json = (path: string, body: string, extra = '', method = 'POST'): Case['head'] =>
  `${method} ${path} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}`;

function deepJson(depth: number): string {
  return `{"email":${'['.repeat(depth)}${']'.repeat(depth)},"password":"x"}`;
}

describe('hostile requests through the gateway', () => {
  let platform: Platform;
  let token: string;

  beforeAll(async () => {
    const limits = Object.fromEntries(
      Object.entries(definitions).map(([name, define]) => [name, define(name).bodyLimit ?? MiB]),
    );
    platform = await startPlatform('hostile', () => ({
      bodyLimit: 100 * MiB,
      bodyLimits: limits,
      upstreamTimeoutMs: 10_000,
    }));
    token = (await signUp(platform)).token;
  });

  afterAll(async () => {
    await platform?.stop();
  });

  const send = (c: Pick<Case, 'head' | 'body' | 'waitForContinue' | 'end'>): Promise<RawResponse> => {
    const [line, ...rest] = c.head.split('\r\n');
    const head = [line, 'Host: casona.test', ...rest].join('\r\n').replace(/(\r\n)+$/, '\r\n');
    return rawRequest(platform.base, head, {
      body: c.body,
      waitForContinue: c.waitForContinue,
      end: c.end,
      timeoutMs: 20_000,
    });
  };

  const corpus = (): Case[] => {
    const auth = () => `Authorization: Bearer ${token}\r\n`;
    const big = (bytes: number) => Buffer.alloc(bytes, 'a');
    const limitCases = (family: string, path: string, limit: number): Case[] => {
      const body = big(limit + 1024);
      const head = (extra: string) => `POST ${path} HTTP/1.1\r\nContent-Type: application/json\r\n${extra}`;
      const chunk = `${body.length.toString(16)}\r\n${body.toString()}\r\n0\r\n\r\n`;
      return [
        {
          name: `${family}: body past its limit`,
          head: head(`Content-Length: ${body.length}\r\n`),
          body,
          status: 413,
        },
        {
          name: `${family}: body past its limit after Expect: 100-continue`,
          head: head(`Content-Length: ${body.length}\r\nExpect: 100-continue\r\n`),
          body,
          waitForContinue: true,
          status: 413,
        },
        {
          name: `${family}: chunked body past its limit`,
          head: head('Transfer-Encoding: chunked\r\n'),
          body: chunk,
          status: 413,
        },
      ];
    };
    return [
      // Framing: what a request smuggler tries.
      {
        name: 'two different Content-Length',
        head: 'POST /api/v1/contact HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 40\r\n',
        body: '{}',
        status: 400,
      },
      {
        name: 'the same Content-Length twice',
        head: 'POST /api/v1/contact HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 2\r\n',
        body: '{}',
        status: 400,
      },
      {
        name: 'Transfer-Encoding and Content-Length together',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n',
        body: '0\r\n\r\n',
        status: 400,
      },
      {
        name: 'Transfer-Encoding other than chunked',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip\r\n',
        body: '{}',
        status: 400,
      },
      {
        name: 'chunked not last',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked, identity\r\n',
        body: '2\r\n{}\r\n0\r\n\r\n',
        status: 400,
      },
      {
        name: 'a space before the colon of Transfer-Encoding',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding : chunked\r\n',
        body: '2\r\n{}\r\n0\r\n\r\n',
        status: 400,
      },
      {
        name: 'a chunk size that is not hexadecimal',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
        body: 'zz\r\n{}\r\n0\r\n\r\n',
        status: 400,
      },
      {
        name: 'a 1 MB header',
        head: `GET /api/v1/amenity HTTP/1.1\r\nX-Big: ${'a'.repeat(MiB)}\r\n`,
        status: 431,
      },
      {
        name: 'a 100 KB URL',
        head: `GET /api/v1/amenity?q=${'a'.repeat(100_000)} HTTP/1.1\r\n`,
        status: 431,
      },
      {
        name: 'a NUL in a header value',
        head: 'GET /api/v1/amenity HTTP/1.1\r\nX-Thing: a\0b\r\n',
        status: 400,
      },
      {
        name: 'a bare LF inside a header',
        head: 'GET /api/v1/amenity HTTP/1.1\r\nX-Thing: a\nInjected: 1\r\n',
        status: 400,
      },
      {
        name: 'an Expect the server does not know',
        head: 'GET /api/v1/amenity HTTP/1.1\r\nExpect: 200-ok\r\n',
        status: 417,
      },
      { name: 'an empty Expect', head: 'GET /api/v1/amenity HTTP/1.1\r\nExpect:\r\n', status: 417 },

      // Bodies past each service's limit, with and without Expect, declared and chunked.
      ...limitCases('identity', '/api/v1/auth/login', 8 * MiB),
      ...limitCases('notifications', '/api/v1/contact', MiB),
      ...limitCases('listings (the gateway limit)', '/api/v1/lead', 100 * MiB).filter(
        (c) => !c.name.includes('chunked'),
      ),

      // Bodies that are not what they claim.
      { name: 'invalid JSON', head: json('/api/v1/auth/login', '{"email":'), body: '{"email":', status: 400 },
      {
        name: 'invalid UTF-8 in a JSON body',
        head: json('/api/v1/auth/login', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'),
        body: Buffer.concat([
          Buffer.from('{"email":"a'),
          Buffer.from([0xff, 0xfe, 0xc3]),
          Buffer.from('@b.co","password":"x"}'),
        ]),
        status: 400,
      },
      {
        name: 'a JSON body shorter than its Content-Length, then the connection ends',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 9\r\n',
        body: '{}',
        end: true,
        status: 400,
      },
      {
        name: 'JSON nested 100 000 deep',
        head: json('/api/v1/auth/login', deepJson(100_000)),
        body: deepJson(100_000),
      },
      {
        name: 'text/plain to a JSON route',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n',
        body: 'hi',
      },
      {
        name: 'a multipart body to a JSON route',
        head: 'POST /api/v1/contact HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 14\r\n',
        body: '--x\r\n\r\nhi--x--',
        status: 415,
      },
      {
        name: 'a body with no content type',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Length: 2\r\n',
        body: '{}',
      },
      {
        name: 'JSON declared in UTF-16',
        head: 'POST /api/v1/auth/login HTTP/1.1\r\nContent-Type: application/json; charset=utf-16\r\nContent-Length: 2\r\n',
        body: '{}',
      },

      // NUL in strings and keys (refused once, in the shared validation: issue 11 item 5).
      { name: 'NUL in a query string', head: 'GET /api/v1/market?city=a%00b HTTP/1.1\r\n', status: 400 },
      {
        name: 'NUL in a path parameter',
        head: 'GET /api/v1/property/display/a%00b HTTP/1.1\r\n',
        status: 400,
      },
      {
        name: 'NUL in a JSON string',
        head: json('/api/v1/auth/register', '{"email":"a\\u0000b@c.co"}'),
        body: '{"email":"a\\u0000b@c.co"}',
        status: 400,
      },
      {
        name: 'NUL in a JSON key',
        head: json('/api/v1/profile', '{"na\\u0000me":"Ana"}', auth(), 'PATCH'),
        body: '{"na\\u0000me":"Ana"}',
        status: 400,
      },

      // Targets and methods.
      {
        name: 'a path climbing out of its family',
        head: 'GET /api/v1/property/../admin/properties HTTP/1.1\r\n',
      },
      { name: 'an encoded climb', head: 'GET /api/v1/property/%2e%2e/admin/properties HTTP/1.1\r\n' },
      { name: 'an encoded slash into an admin family', head: 'GET /api/v1/admin%2fproperties HTTP/1.1\r\n' },
      { name: 'a doubled slash before an admin family', head: 'GET /api/v1//admin/properties HTTP/1.1\r\n' },
      {
        name: 'a broken percent-encoding',
        head: 'GET /api/v1/property/display/%E0%A4%A HTTP/1.1\r\n',
        status: 400,
      },
      {
        name: 'an absolute-form target',
        head: 'GET http://evil.example/api/v1/admin/properties HTTP/1.1\r\n',
      },
      { name: 'an asterisk target', head: 'OPTIONS * HTTP/1.1\r\n' },
      { name: 'TRACE', head: 'TRACE /api/v1/amenity HTTP/1.1\r\n' },
      { name: 'CONNECT', head: 'CONNECT casona.test:443 HTTP/1.1\r\n', status: 405 },
      { name: 'a method nobody has', head: 'BREW /api/v1/amenity HTTP/1.1\r\n', status: 400 },
      {
        name: 'HTTP/1.0 with a chunked body',
        head: 'POST /api/v1/auth/login HTTP/1.0\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n',
        body: '2\r\n{}\r\n0\r\n\r\n',
      },
      {
        name: 'HTTP/1.0 posting without a length',
        head: 'POST /api/v1/auth/login HTTP/1.0\r\nContent-Type: application/json\r\n',
        status: 400,
      },
      { name: 'HTTP/2 preface over HTTP/1', head: 'PRI * HTTP/2.0\r\n\r\nSM\r\n', status: 400 },

      // Identity the caller chooses.
      {
        name: 'trusted headers without a token on an admin path',
        head: 'GET /api/v1/admin/properties HTTP/1.1\r\nX-Casona-Staff-Role: ADMIN\r\nX-Casona-Profile-Id: 6f1c1b1e-8d6a-4c53-9a0e-2f4c8f3f9b10\r\nX-Casona-Internal-Token: guess\r\n',
        status: 401,
      },
      {
        name: 'a 10 KB bearer token',
        head: `GET /api/v1/profile HTTP/1.1\r\nAuthorization: Bearer ${'a'.repeat(10_000)}\r\n`,
        status: 401,
      },
      {
        name: 'a token with alg none',
        head: `GET /api/v1/profile HTTP/1.1\r\nAuthorization: Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.\r\n`,
        status: 401,
      },
      {
        name: 'Proxy-Authorization instead of Authorization',
        head: 'GET /api/v1/profile HTTP/1.1\r\nProxy-Authorization: Bearer x\r\n',
        status: 401,
      },
    ];
  };

  // Hop-by-hop headers on valid requests: served as if absent (and never passed on: gateway.spec.ts).
  it.each([
    ['Expect: 100-continue', 'Expect: 100-continue'],
    ['Keep-Alive', 'Keep-Alive: timeout=5'],
    ['Upgrade', 'Upgrade: websocket'],
    ['Connection: Upgrade', 'Connection: Upgrade\r\nUpgrade: websocket'],
    ['TE', 'TE: trailers'],
    ['Trailer', 'Trailer: Expires'],
    ['Proxy-Connection', 'Proxy-Connection: keep-alive'],
    ['Connection naming a header', 'Connection: x-trace\r\nX-Trace: 1'],
    ['HTTP/1.0', ''],
  ])('serves a valid GET with %s', async (name, header) => {
    const version = name === 'HTTP/1.0' ? 'HTTP/1.0' : 'HTTP/1.1';
    const res = await send({ head: `GET /api/v1/amenity ${version}\r\n${header ? `${header}\r\n` : ''}` });
    expect(res.status, res.body).toBe(200);
  });

  it('answers every hostile request with a 4xx, keeps /api/health green, and completes a request in flight', async () => {
    // A login whose body is half sent when the corpus starts, and finished when it is over.
    let corpusDone!: () => void;
    const done = new Promise<void>((resolve) => (corpusDone = resolve));
    const login = JSON.stringify({ email: 'nadie@example.com', password: 'contraseña-incorrecta' });
    const inFlight = rawRequest(
      platform.base,
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: casona.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(login)}\r\n`,
      { body: login, holdBodyUntil: done, timeoutMs: 280_000 },
    );

    const failures: string[] = [];
    for (const c of corpus()) {
      let res: RawResponse;
      try {
        res = await send(c);
      } catch (error) {
        failures.push(`${c.name}: no answer (${(error as Error).message.slice(0, 120)})`);
        continue;
      }
      const ok = c.status === undefined ? res.status >= 400 && res.status < 500 : res.status === c.status;
      if (!ok) failures.push(`${c.name}: ${res.status} ${res.body.slice(0, 160)}`);
      const health = await fetch(`${platform.base}/api/health`);
      if (health.status !== 200) failures.push(`${c.name}: /api/health answered ${health.status} afterwards`);
    }
    corpusDone();
    const answer = await inFlight;
    expect(answer.status, answer.body).toBe(401);
    expect(failures).toEqual([]);
  }, 300_000);
});
