/**
 * A service may answer before it has read the whole request body: Fastify's 413 past its body
 * limit, a 4xx for a content type it has no parser for, a 401 from a hook. The gateway streams the
 * body to it meanwhile and must pass that answer on, never a 502 of its own, even when it was not
 * told the service's limit (the standalone gateway is not). A service that hangs up without an
 * answer is still a 502.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '@casona/kit/app/app';
import { unauthorized } from '@casona/kit/errors/errors';
import { createLogger } from '@casona/kit/log/logger';
import type { FastifyInstance } from 'fastify';
import { createGateway } from './gateway.ts';
import { rawRequest, type RawRequestOptions, type RawResponse } from './testing/raw-http.ts';

const INTERNAL = 'internal-secret-for-tests';
const KiB = 1024;
const MiB = 1024 * KiB;
const SERVICE_LIMIT = 4 * KiB;

describe('an answer a service gives before reading the whole body', () => {
  let service: App;
  let hangUp: net.Server;
  let gateway: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    // A real service app (the kit's), with a small body limit the gateway is not told about.
    service = await createApp({
      name: 'listings',
      logger: createLogger('early-answer-service', 'silent'),
      internalToken: INTERNAL,
      bodyLimit: SERVICE_LIMIT,
    });
    service.post('/api/v1/lead', async (request) => ({ received: JSON.stringify(request.body).length }));
    service.post('/api/v1/lead/private', {
      onRequest: async () => {
        throw unauthorized();
      },
      handler: async () => ({ ok: true }),
    });
    const serviceUrl = await service.listen({ port: 0, host: '127.0.0.1' });

    // Stands in for a service that crashes mid-request: it reads a little and hangs up, no answer.
    hangUp = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.once('data', () => socket.destroy());
    });
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    const { port } = hangUp.address() as net.AddressInfo;

    // As the standalone gateway runs (gateway/src/main.ts): the production body limit, no
    // per-service limits.
    gateway = await createGateway({
      logger: createLogger('gateway-test', 'silent'),
      services: { listings: serviceUrl, documents: `http://127.0.0.1:${port}` },
      internalToken: INTERNAL,
      rateLimit: { max: 10_000, timeWindowMs: 60_000 },
      bodyLimit: 100 * MiB,
      corsOrigins: [],
      upstreamTimeoutMs: 10_000,
    });
    base = await gateway.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await gateway?.close();
    await service?.close();
    await new Promise((resolve) => hangUp?.close(resolve));
  });

  const post = (path: string, headers: string, body: Buffer | string, options: RawRequestOptions = {}) =>
    rawRequest(base, `POST ${path} HTTP/1.1\r\nHost: casona.test\r\n${headers}`, {
      body,
      timeoutMs: 20_000,
      ...options,
    });

  const json = (res: RawResponse) => JSON.parse(res.body) as Record<string, unknown>;

  /** A small valid request still goes through: the pool to the service recovered. */
  const stillServes = async () => {
    const body = JSON.stringify({ name: 'Ana' });
    const res = await post(
      '/api/v1/lead',
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`,
      body,
    );
    expect(res.status).toBe(200);
    expect(json(res)).toEqual({ received: body.length });
  };

  const tooLarge = (language: 'es' | 'en') => ({
    statusCode: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: language === 'es' ? 'La solicitud es demasiado grande.' : 'The request is too large.',
  });

  it('passes on the service’s 413 for a multi-MB body with a Content-Length, in the caller’s language', async () => {
    const body = Buffer.alloc(8 * MiB, 'a');
    // The service's answer and the body's upload race: every round must end the same way.
    for (let round = 0; round < 6; round++) {
      const language = round % 2 === 0 ? 'es' : 'en';
      const res = await post(
        '/api/v1/lead',
        `Content-Type: application/json\r\nAccept-Language: ${language}\r\nContent-Length: ${body.length}\r\n`,
        body,
      );
      expect(res.status, `round ${round}`).toBe(413);
      expect(json(res)).toEqual(tooLarge(language));
      expect(res.headers['x-request-id']).toBeTruthy();
      // The rest of the body was not read: the connection cannot carry another request.
      expect(res.headers.connection).toBe('close');
    }
    await stillServes();
  });

  it('passes on the service’s 413 for a chunked body, sent at once or streamed in pieces', async () => {
    const piece = Buffer.alloc(64 * KiB, 'b');
    const chunk = `${piece.length.toString(16)}\r\n${piece.toString()}\r\n`;
    const body = `${chunk.repeat(64)}0\r\n\r\n`;
    const head = 'Content-Type: application/json\r\nAccept-Language: en\r\nTransfer-Encoding: chunked\r\n';
    for (let round = 0; round < 6; round++) {
      // Streamed: a piece every 5 ms, until the answer comes (the service has its 4 KiB by then).
      const trickle = round % 2 === 0 ? undefined : { pieces: 64, everyMs: 5 };
      const res = await post('/api/v1/lead', head, body, { trickle });
      expect(res.status, `round ${round}`).toBe(413);
      expect(json(res)).toEqual(tooLarge('en'));
    }
    await stillServes();
  });

  it('passes on the 415 for a content type the service cannot read, sent with a multi-MB body', async () => {
    const body = Buffer.alloc(4 * MiB, 'c');
    for (let round = 0; round < 3; round++) {
      const res = await post(
        '/api/v1/lead',
        `Content-Type: application/x-casona-unknown\r\nAccept-Language: en\r\nContent-Length: ${body.length}\r\n`,
        body,
      );
      expect(res.status, `round ${round}`).toBe(415);
      expect(json(res)).toMatchObject({ code: 'BAD_REQUEST', message: 'Bad request' });
    }
    await stillServes();
  });

  it('passes on a 401 the service answers before reading the body', async () => {
    const body = Buffer.alloc(4 * MiB, 'd');
    for (let round = 0; round < 3; round++) {
      const res = await post(
        '/api/v1/lead/private',
        `Content-Type: application/json\r\nAccept-Language: es\r\nContent-Length: ${body.length}\r\n`,
        body,
      );
      expect(res.status, `round ${round}`).toBe(401);
      expect(json(res)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    await stillServes();
  });

  it('answers 502 when the service hangs up without an answer, with or without a body', async () => {
    const get = await rawRequest(base, 'GET /api/v1/privacy_policy HTTP/1.1\r\nHost: casona.test\r\n');
    expect(get.status).toBe(502);
    expect(json(get)).toMatchObject({ code: 'UPSTREAM' });
    const body = Buffer.alloc(2 * MiB, 'e');
    const withLength = await post(
      '/api/v1/privacy_policy',
      `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`,
      body,
    );
    expect(withLength.status).toBe(502);
    expect(json(withLength)).toMatchObject({ code: 'UPSTREAM' });
    const chunked = await post(
      '/api/v1/privacy_policy',
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
      `${body.length.toString(16)}\r\n${body.toString()}\r\n0\r\n\r\n`,
    );
    expect(chunked.status).toBe(502);
    await stillServes();
  });
});
