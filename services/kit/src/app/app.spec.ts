import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { createLogger } from '../log/logger.ts';
import { AUTH_HEADERS, requireProfile } from '../auth/context.ts';
import { notFound } from '../errors/errors.ts';
import { createApp, type App } from './app.ts';

const INTERNAL = 'kit-test-internal';

describe('service app', () => {
  let app: App;
  let healthy = true;

  beforeAll(async () => {
    app = await createApp({
      name: 'kit-test',
      logger: createLogger('kit-test', 'silent'),
      internalToken: INTERNAL,
      checks: [
        {
          name: 'postgres',
          check: async () => {
            if (!healthy) throw new Error('connection refused');
          },
        },
      ],
    });
    app.post(
      '/api/v1/thing',
      {
        schema: {
          body: Type.Object({
            name: Type.String({ minLength: 1, maxLength: 10 }),
            bedrooms: Type.Integer({ minimum: 1, maximum: 100 }),
          }),
          response: { 201: Type.Object({ name: Type.String(), bedrooms: Type.Integer() }) },
        },
      },
      async (request, reply) => reply.status(201).send(request.body),
    );
    app.get(
      '/api/v1/thing',
      {
        schema: {
          querystring: Type.Object({
            page: Type.Integer({ minimum: 1, default: 1 }),
            approved: Type.Optional(Type.Boolean()),
            q: Type.Optional(Type.String()),
          }),
        },
      },
      async (request) => request.query,
    );
    app.get('/api/v1/thing/:id', async (request) => request.params);
    app.get('/api/v1/missing', async () => {
      throw notFound({ messageKey: 'property.notFound' });
    });
    app.get('/api/v1/boom', async () => {
      throw new Error('password=hunter2 at db.internal:5432');
    });
    app.get('/api/v1/me', async (request) => ({
      profileId: requireProfile(request.auth),
      role: request.auth.staffRole,
      clientIp: request.auth.clientIp,
    }));
    await app.ready();
  });

  afterAll(() => app?.close());

  // Issue 17's fuzz: a 150-character path parameter got Fastify's own 414 with the path echoed in
  // English; a URL that does not decode got a bare 400. Both now answer in the API's error shape.
  it('answers a path parameter too long to name anything 404, in the error shape and the language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/thing/${'ñ'.repeat(150)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'The requested resource was not found.',
    });
    const bad = await app.inject({ method: 'GET', url: '/api/v1/thing/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ statusCode: 400, code: 'BAD_REQUEST', message: 'Solicitud incorrecta' });
  });

  it('accepts a valid body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/thing',
      payload: { name: 'Casa', bedrooms: 3 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ name: 'Casa', bedrooms: 3 });
  });

  it('rejects bad input with 400, the form message and per-field messages in Spanish by default', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/thing',
      payload: { name: '', bedrooms: 101 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toBe('Por favor, corrige los errores del formulario.');
    expect(body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['/bedrooms', '/name']);
  });

  it('speaks English when Accept-Language asks for it, and the gateway-forwarded locale wins', async () => {
    const en = await app.inject({
      method: 'POST',
      url: '/api/v1/thing',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { name: 'x' },
    });
    expect(en.json().message).toBe('Please correct the errors in the form.');
    const forwarded = await app.inject({
      method: 'POST',
      url: '/api/v1/thing',
      headers: { 'accept-language': 'en', [AUTH_HEADERS.locale]: 'es' },
      payload: {},
    });
    expect(forwarded.json().message).toBe('Por favor, corrige los errores del formulario.');
  });

  it('converts query strings to the schema types', async () => {
    expect((await app.inject({ url: '/api/v1/thing?page=3' })).json()).toEqual({ page: 3 });
    expect((await app.inject({ url: '/api/v1/thing' })).json()).toEqual({ page: 1 });
    expect((await app.inject({ url: '/api/v1/thing?page=0' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/thing?page=abc' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/thing?approved=false&q=42' })).json()).toEqual({
      page: 1,
      approved: false,
      q: '42',
    });
    expect((await app.inject({ url: '/api/v1/thing?approved=maybe' })).statusCode).toBe(400);
  });

  it('maps typed errors to their status and message', async () => {
    const res = await app.inject({ url: '/api/v1/missing', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Property not found' });
  });

  it('never leaks internals in a 500', async () => {
    const res = await app.inject({ url: '/api/v1/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'An error occurred while performing the operation. Please try again later.',
    });
  });

  it('answers unknown routes with a localized 404 and echoes the request id', async () => {
    const res = await app.inject({ url: '/api/v1/nope', headers: { 'x-request-id': 'abc-123' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('trusts identity headers only with the internal token', async () => {
    const headers = {
      [AUTH_HEADERS.profileId]: '6f1c1b1e-8d6a-4c53-9a0e-2f4c8f3f9b10',
      [AUTH_HEADERS.staffRole]: 'ADMIN',
      [AUTH_HEADERS.clientIp]: '203.0.113.9',
    };
    const spoofed = await app.inject({ url: '/api/v1/me', headers });
    expect(spoofed.statusCode).toBe(401);
    const forwarded = await app.inject({
      url: '/api/v1/me',
      headers: { ...headers, [AUTH_HEADERS.internalToken]: INTERNAL },
    });
    expect(forwarded.json()).toEqual({
      profileId: headers[AUTH_HEADERS.profileId],
      role: 'ADMIN',
      clientIp: '203.0.113.9',
    });
  });

  it('reports readiness per dependency', async () => {
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/ready' })).json()).toMatchObject({
      status: 'ok',
      dependencies: [{ name: 'postgres', ok: true }],
    });
    healthy = false;
    const down = await app.inject({ url: '/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json().dependencies[0]).toMatchObject({
      name: 'postgres',
      ok: false,
      error: 'connection refused',
    });
    healthy = true;
  });

  it('publishes OpenAPI from the route schemas', async () => {
    const doc = (await app.inject({ url: '/openapi.json' })).json();
    expect(
      doc.paths['/api/v1/thing'].post.requestBody.content['application/json'].schema.properties.bedrooms,
    ).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 100,
    });
  });
});
