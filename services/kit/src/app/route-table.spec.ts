import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { Type } from 'typebox';
import { Created, defineRoute, errors, NoContent, type ErrorResponse } from '@casona/proto/shared/index';
import { createLogger } from '../log/logger.ts';
import { AUTH_HEADERS } from '../auth/context.ts';
import { createApp, type App } from './app.ts';
import { route, routes } from './route-table.ts';

const INTERNAL = 'route-table-test-internal';
const Thing = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 10 }),
  bedrooms: Type.Integer({ minimum: 1, maximum: 100 }),
});
const ThingView = Type.Object({ id: Type.String(), name: Type.String(), page: Type.Integer() });

const things = {
  create: defineRoute({
    method: 'POST',
    path: '/thing',
    tags: ['thing'],
    summary: 'Create a thing',
    body: Thing,
    response: { 201: Created },
    errors: [400],
  }),
  show: defineRoute({
    method: 'GET',
    path: '/thing/:id',
    tags: ['thing'],
    summary: 'One thing',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    query: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })) }),
    response: { 200: ThingView },
    errors: [400, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/thing/:id',
    tags: ['thing'],
    summary: 'Remove a thing',
    auth: 'signedIn',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
    body: Type.Object({ reason: Type.String({ minLength: 3 }) }),
    response: { 204: NoContent },
    errors: [400, 401],
  }),
};

const internal = defineRoute({
  method: 'GET',
  path: '/internal/thing',
  tags: ['internal'],
  summary: 'Service to service',
  hide: true,
  response: { 200: Type.Object({ ok: Type.Boolean() }) },
});

const staffOnly = defineRoute({
  method: 'GET',
  path: '/staff/thing',
  tags: ['thing'],
  summary: 'Staff only',
  auth: 'staff',
  response: { 200: Type.Object({ ok: Type.Boolean() }) },
  errors: [401, 403],
});

const ID = '3f1c7e2a-9b1d-4c55-8a43-2b1f0d9e6a10';
const signedIn = (role?: string) => ({
  [AUTH_HEADERS.internalToken]: INTERNAL,
  [AUTH_HEADERS.profileId]: ID,
  ...(role ? { [AUTH_HEADERS.staffRole]: role } : {}),
});

describe('route tables', () => {
  let app: App;

  beforeAll(async () => {
    app = await createApp({
      name: 'route-table-test',
      logger: createLogger('route-table-test', 'silent'),
      internalToken: INTERNAL,
    });
    await app.register(
      async (scope) => {
        const api = scope as App;
        routes(api, things, {
          create: async (request, reply) => {
            expectTypeOf(request.body).toEqualTypeOf<{ name: string; bedrooms: number }>();
            return reply
              .status(201)
              .send({ id: ID, message: `${request.body.name}/${request.body.bedrooms}` });
          },
          show: async (request) => {
            expectTypeOf(request.params).toEqualTypeOf<{ id: string }>();
            expectTypeOf(request.query.page).toEqualTypeOf<number | undefined>();
            // The extra field is not in ThingView: the response schema must drop it.
            return { id: request.params.id, name: 'Casa', page: request.query.page ?? 0, secret: 'x' };
          },
          remove: async (_request, reply) => reply.status(204).send(null),
        });
        route(api, staffOnly, async () => ({ ok: true }));
        route(api, internal, async () => ({ ok: true }));
        // The same operation written by hand, to compare answers with.
        api.post(
          '/by-hand/thing',
          { schema: { body: Thing, response: { 201: Created, ...errors(400) } } },
          async (request, reply) =>
            reply.status(201).send({ id: ID, message: `${request.body.name}/${request.body.bedrooms}` }),
        );
      },
      { prefix: '/api/v1' },
    );
    await app.ready();
  });

  afterAll(() => app?.close());

  it('validates and answers like a hand-written route', async () => {
    for (const payload of [{ name: 'Casa', bedrooms: 3 }, { name: '', bedrooms: 0 }, { bedrooms: 'x' }]) {
      const defined = await app.inject({ method: 'POST', url: '/api/v1/thing', payload });
      const byHand = await app.inject({ method: 'POST', url: '/api/v1/by-hand/thing', payload });
      expect(defined.statusCode).toBe(byHand.statusCode);
      expect(defined.json()).toEqual(byHand.json());
    }
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v1/thing',
      payload: { name: 'Casa', bedrooms: 3 },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: ID, message: 'Casa/3' });
  });

  it('answers a bad body with 400 and the localized per-field messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/thing',
      headers: { 'accept-language': 'en' },
      payload: { name: '', bedrooms: 3 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json() as ErrorResponse;
    expect(body.code).toBe('VALIDATION');
    expect(body.errors?.map((e) => e.path)).toEqual(['/name']);
  });

  it('converts path and query text, and serializes through the response schema', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/thing/${ID}?page=2` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: ID, name: 'Casa', page: 2 });
    const bad = await app.inject({ method: 'GET', url: '/api/v1/thing/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ErrorResponse).errors?.[0]?.path).toBe('/params/id');
  });

  it('asks for a signed-in caller before validating, as the definition says', async () => {
    const anonymous = await app.inject({ method: 'DELETE', url: `/api/v1/thing/${ID}`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await app.inject({
      method: 'DELETE',
      url: `/api/v1/thing/${ID}`,
      headers: signedIn(),
      payload: { reason: 'no' },
    });
    expect(invalid.statusCode).toBe(400);
    const done = await app.inject({
      method: 'DELETE',
      url: `/api/v1/thing/${ID}`,
      headers: signedIn(),
      payload: { reason: 'sold' },
    });
    expect(done.statusCode).toBe(204);
  });

  it('keeps staff routes to staff: 401 anonymous, 403 without a role', async () => {
    const url = '/api/v1/staff/thing';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: signedIn() })).statusCode).toBe(403);
    const staff = await app.inject({ method: 'GET', url, headers: signedIn('STAFF') });
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual({ ok: true });
  });

  it('documents the operation in OpenAPI: summary, tags, error answers and the bearer requirement', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          { summary: string; tags: string[]; security?: unknown; responses: Record<string, unknown> }
        >
      >;
    };
    const remove = doc.paths['/api/v1/thing/{id}']?.delete;
    expect(remove?.summary).toBe('Remove a thing');
    expect(remove?.tags).toEqual(['thing']);
    expect(remove?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(remove?.responses ?? {}).sort()).toEqual(['204', '400', '401']);
    expect(doc.paths['/api/v1/thing']?.post?.security).toBeUndefined();
    expect(doc.paths['/api/v1/internal/thing']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/v1/internal/thing' })).json()).toEqual({ ok: true });
  });
});

describe('route handler types', () => {
  it('rejects handlers that do not fit the definition (compile-time)', () => {
    const check = (app: App) => {
      route(app, things.show, async (request) => {
        // @ts-expect-error — `name` is not a path parameter of /thing/:id
        void request.params.name;
        return { id: request.params.id, name: 'x', page: 1 };
      });
      route(app, things.create, async (_request, reply) =>
        // @ts-expect-error — the 201 answer is { id, message }, not a number
        reply.status(201).send({ id: ID, message: 1 }),
      );
      // @ts-expect-error — the answer of GET /thing/:id is a ThingView
      route(app, things.show, async () => ({ id: 1 }));
      // @ts-expect-error — a table's operation (`remove`) without a handler
      routes(app, things, {
        create: async (_request, reply) => reply.status(201).send({ id: ID, message: 'm' }),
        show: async (request) => ({ id: request.params.id, name: 'x', page: 1 }),
      });
    };
    expect(typeof check).toBe('function');
  });
});
