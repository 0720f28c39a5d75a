import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type * as Net from 'node:net';
import type { AddressInfo } from 'node:net';
import type * as Tls from 'node:tls';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSafeFetch,
  FetchFailedError,
  FetchRefusedError,
  isPublicAddress,
  type Resolver,
  type SafeFetch,
} from './safe-fetch.ts';

// The CommonJS module objects undici itself uses, so spying on them sees every socket it opens.
const require = createRequire(import.meta.url);
const net = require('node:net') as typeof Net;
const tls = require('node:tls') as typeof Tls;

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Every connection any test opens. Anything but loopback fails the test on the spot: these tests
 * must never send a packet to the addresses they are about (metadata service, private ranges).
 */
const connections: string[] = [];
beforeEach(() => {
  connections.length = 0;
  const connect = net.connect;
  vi.spyOn(net, 'connect').mockImplementation(((...args: Parameters<typeof net.connect>) => {
    const options = args[0] as { host?: string };
    const host = options.host ?? 'localhost';
    connections.push(host);
    if (net.isIP(host) !== 0 && !LOOPBACK.has(host)) throw new Error(`test tried to connect to ${host}`);
    return connect.apply(net, args);
  }) as typeof net.connect);
  vi.spyOn(tls, 'connect').mockImplementation(() => {
    throw new Error('test tried to open a TLS connection');
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

// --- a local server to talk to -----------------------------------------------------------------------

let server: Server;
let origin: string;
const hits: string[] = [];

function route(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  hits.push(url.pathname);
  switch (url.pathname) {
    case '/ok':
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'x-multi': ['a', 'b'] });
      res.end('¡hola!');
      return;
    case '/echo': {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            method: req.method,
            headers: req.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      return;
    }
    case '/redirect':
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/',
      });
      res.end();
      return;
    case '/loop':
      res.writeHead(302, { location: '/loop' });
      res.end();
      return;
    case '/big':
      res.writeHead(200, { 'content-length': String(2 * 1024 * 1024) });
      res.end(Buffer.alloc(2 * 1024 * 1024, 1));
      return;
    case '/big-chunked': {
      // No content-length: only counting the bytes can stop it.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      let sent = 0;
      const timer = setInterval(() => {
        if (sent >= 4 * 1024 * 1024 || res.destroyed) {
          clearInterval(timer);
          res.end();
          return;
        }
        res.write(Buffer.alloc(64 * 1024, 2));
        sent += 64 * 1024;
      }, 1);
      return;
    }
    case '/hang':
      // Never answers.
      return;
    case '/hang-body':
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('first bytes, then nothing');
      return;
    default:
      res.writeHead(404);
      res.end();
  }
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const fetchers: SafeFetch[] = [];
const make = (...args: Parameters<typeof createSafeFetch>): SafeFetch => {
  const f = createSafeFetch(...args);
  fetchers.push(f);
  return f;
};
afterEach(async () => {
  await Promise.all(fetchers.splice(0).map((f) => f.close()));
  hits.length = 0;
});

const failure = async (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );

// --- tests -------------------------------------------------------------------------------------------

describe('safeFetch: private addresses', () => {
  it('refuses a local server by default, before connecting', async () => {
    const error = await failure(make()(`${origin}/ok`));
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ code: 'FETCH_REFUSED', reason: 'address', url: `${origin}/ok` });
    expect(connections).toEqual([]);
    expect(hits).toEqual([]);
  });

  it('reaches it with allowPrivate', async () => {
    const response = await make({ allowPrivate: true, userAgent: 'CasonaTest/1' })(`${origin}/ok`);
    expect(response.status).toBe(200);
    expect(response.body.toString('utf8')).toBe('¡hola!');
    expect(response.url).toBe(`${origin}/ok`);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['x-multi']).toBe('a, b');
    // Proves the socket spy sees undici's connections, so the "no connection" checks mean something.
    expect(connections).toEqual(['127.0.0.1']);
  });

  it('reaches it when the host is in allowHosts, and only that host', async () => {
    const safeFetch = make({ allowHosts: ['127.0.0.1'] });
    await expect(safeFetch(`${origin}/ok`)).resolves.toMatchObject({ status: 200 });
    // localhost is loopback too, but not the allowed name.
    const port = new URL(origin).port;
    await expect(safeFetch(`http://localhost:${port}/ok`)).rejects.toBeInstanceOf(FetchRefusedError);
  });

  it('sends its user agent and the caller’s method, headers and body', async () => {
    const response = await make({ allowPrivate: true, userAgent: 'CasonaTest/1' })(`${origin}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-trace': 'abc' },
      body: 'datos',
    });
    expect(JSON.parse(response.body.toString())).toMatchObject({
      method: 'POST',
      body: 'datos',
      headers: { 'user-agent': 'CasonaTest/1', 'x-trace': 'abc' },
    });
  });

  it.each([
    ['[::1]'],
    ['0.0.0.0'],
    ['127.1'],
    ['2130706433'],
    ['0x7f000001'],
    ['0177.0.0.1'],
    ['[::ffff:127.0.0.1]'],
    ['[::ffff:169.254.169.254]'],
    ['[::]'],
    ['[::127.0.0.1]'],
    ['169.254.169.254'],
    ['10.0.0.1'],
    ['172.16.5.4'],
    ['192.168.1.1'],
    ['100.64.0.1'],
    ['224.0.0.1'],
    ['255.255.255.255'],
    ['[fd12:3456::1]'],
    ['[fe80::1]'],
    ['[ff02::1]'],
    ['[64:ff9b::a00:1]'],
    ['[2002:7f00:1::]'],
  ])('refuses %s without connecting', async (host) => {
    const error = await failure(make()(`http://${host}:8080/`));
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ reason: 'address' });
    expect(connections).toEqual([]);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const resolve: Resolver = async () => [{ address: '10.0.0.7', family: 4 }];
    const error = await failure(make({ resolve })('http://intranet.example.mx/'));
    expect(error).toMatchObject({ code: 'FETCH_REFUSED', reason: 'address' });
    expect((error as Error).message).toContain('10.0.0.7');
    expect(connections).toEqual([]);
  });

  it('refuses a host name with any private address among public ones', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(make({ resolve })('http://mixed.example.mx/')).rejects.toBeInstanceOf(FetchRefusedError);
    expect(connections).toEqual([]);
  });

  it('refuses at connection time a name that rebinds to loopback after the first check', async () => {
    const port = new URL(origin).port;
    let calls = 0;
    // Public for the first look, our loopback server for the second: were the connection-time
    // check missing, the request would land on the local server.
    const resolve: Resolver = async () => {
      calls += 1;
      return calls === 1 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    };
    const error = await failure(make({ resolve })(`http://rebind.example.mx:${port}/ok`));
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ reason: 'address', url: `http://rebind.example.mx:${port}/ok` });
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(hits).toEqual([]);
  });
});

describe('safeFetch: redirects', () => {
  it.each([
    ['http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
    ['http://10.0.0.1/admin'],
    ['http://[fd00::1]/'],
  ])('refuses a redirect from an allowed server to %s, without connecting there', async (target) => {
    const safeFetch = make({ allowHosts: ['127.0.0.1'] });
    const error = await failure(safeFetch(`${origin}/redirect?to=${encodeURIComponent(target)}`));
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ reason: 'address', url: target });
    expect(hits).toEqual(['/redirect']);
    expect(connections.every((host) => LOOPBACK.has(host))).toBe(true);
  });

  it('refuses a redirect to a private host even when the first server was public-by-allowHosts', async () => {
    const port = new URL(origin).port;
    const safeFetch = make({ allowHosts: ['127.0.0.1'] });
    const target = `http://localhost:${port}/ok`;
    await expect(safeFetch(`${origin}/redirect?to=${encodeURIComponent(target)}`)).rejects.toMatchObject({
      code: 'FETCH_REFUSED',
    });
    expect(hits).toEqual(['/redirect']);
  });

  it('refuses a redirect to another scheme', async () => {
    const safeFetch = make({ allowPrivate: true });
    await expect(
      safeFetch(`${origin}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`),
    ).rejects.toMatchObject({
      code: 'FETCH_REFUSED',
      reason: 'scheme',
    });
  });

  it('follows allowed redirects and reports the final URL', async () => {
    const response = await make({ allowPrivate: true })(`${origin}/redirect?to=/redirect%3Fto%3D/ok`);
    expect(response.status).toBe(200);
    expect(response.url).toBe(`${origin}/ok`);
    expect(hits).toEqual(['/redirect', '/redirect', '/ok']);
  });

  it('gives up after 5 redirects', async () => {
    const error = await failure(make({ allowPrivate: true })(`${origin}/loop`));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ code: 'FETCH_FAILED', reason: 'too-many-redirects' });
    expect(hits).toHaveLength(6);
  });

  it('turns a POST into a GET on 303 and drops credentials across origins', async () => {
    const port = new URL(origin).port;
    const target = `http://localhost:${port}/echo`;
    const response = await make({ allowPrivate: true })(
      `${origin}/redirect?status=303&to=${encodeURIComponent(target)}`,
      {
        method: 'POST',
        headers: { authorization: 'Bearer secreto', 'content-type': 'text/plain', 'x-keep': '1' },
        body: 'datos',
      },
    );
    const echoed = JSON.parse(response.body.toString()) as {
      method: string;
      body: string;
      headers: Record<string, string>;
    };
    expect(echoed.method).toBe('GET');
    expect(echoed.body).toBe('');
    expect(echoed.headers.authorization).toBeUndefined();
    expect(echoed.headers['content-type']).toBeUndefined();
    expect(echoed.headers['x-keep']).toBe('1');
  });
});

describe('safeFetch: URLs', () => {
  it.each([
    ['file:///etc/passwd'],
    ['ftp://example.mx/archivo.txt'],
    ['data:text/plain,hola'],
    ['javascript:alert(1)'],
    ['gopher://example.mx/'],
  ])('refuses %s', async (url) => {
    await expect(make({ allowPrivate: true })(url)).rejects.toMatchObject({
      code: 'FETCH_REFUSED',
      reason: 'scheme',
    });
    expect(connections).toEqual([]);
  });

  it('refuses credentials in the URL, and does not echo them in the error', async () => {
    const error = await failure(make({ allowPrivate: true })('http://user:pw@example.mx/'));
    expect(error).toMatchObject({ code: 'FETCH_REFUSED', reason: 'credentials' });
    expect((error as Error).message).not.toContain('pw');
    expect(connections).toEqual([]);
  });

  it('refuses what is not a URL', async () => {
    await expect(make()('no es una url')).rejects.toMatchObject({
      code: 'FETCH_REFUSED',
      reason: 'invalid-url',
    });
  });
});

describe('safeFetch: limits', () => {
  it('aborts a body whose declared length is over maxBytes', async () => {
    const error = await failure(make({ allowPrivate: true, maxBytes: 1024 * 1024 })(`${origin}/big`));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ reason: 'too-large' });
  });

  it('aborts a streamed body once it passes maxBytes', async () => {
    const started = Date.now();
    const error = await failure(make({ allowPrivate: true, maxBytes: 1024 * 1024 })(`${origin}/big-chunked`));
    expect(error).toMatchObject({ code: 'FETCH_FAILED', reason: 'too-large' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('accepts a body right at the default limit', async () => {
    const response = await make({ allowPrivate: true, maxBytes: 2 * 1024 * 1024 })(`${origin}/big`);
    expect(response.body.length).toBe(2 * 1024 * 1024);
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    const error = await failure(make({ allowPrivate: true, timeoutMs: 300 })(`${origin}/hang`));
    expect(error).toBeInstanceOf(FetchFailedError);
    expect(error).toMatchObject({ reason: 'timeout' });
    // Generous bound: the point is that 300 ms is honoured, not the default 10 s; CI machines are busy.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('times out a body that stops halfway', async () => {
    const started = Date.now();
    await expect(make({ allowPrivate: true, timeoutMs: 300 })(`${origin}/hang-body`)).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports a caller abort as aborted', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    await expect(
      make({ allowPrivate: true })(`${origin}/hang`, { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: 'FETCH_FAILED',
      reason: 'aborted',
    });
  });

  it('reports a name that does not resolve as a network failure', async () => {
    const resolve: Resolver = async (hostname) => {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    };
    const error = await failure(make({ resolve })('http://no-existe.example.mx/'));
    expect(error).toMatchObject({ code: 'FETCH_FAILED', reason: 'network' });
    expect((error as Error).message).toContain('ENOTFOUND');
  });

  it('reports a refused connection as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(make({ allowPrivate: true })(`http://127.0.0.1:${port}/`)).rejects.toMatchObject({
      code: 'FETCH_FAILED',
      reason: 'network',
    });
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '2001:4860:4860::8888', '2606:4700::1111'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
  it.each([
    '127.0.0.1',
    '10.255.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.100.100.200',
    '0.0.0.0',
    '192.0.2.1',
    '::1',
    '::',
    '::ffff:10.0.0.1',
    'fc00::1',
    'fe80::1%eth0',
    '64:ff9b::808:808',
    '2001:db8::1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});
