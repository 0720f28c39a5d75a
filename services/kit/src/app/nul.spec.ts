import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { createLogger } from '../log/logger.ts';
import { nulRefusal } from '../testing/nul.ts';
import { createApp, type App } from './app.ts';

/**
 * Issue 11 item 5: a NUL character reached PostgreSQL (which refuses it) and answered 500. Every
 * service app refuses it in any string of the body, the query string or the path, with or without a
 * schema for that part: a 400 with the form message and the field's message in the caller's language.
 */
describe('a NUL character in any string is a 400 (#11 item 5)', () => {
  let app: App;
  const reached: string[] = [];

  beforeAll(async () => {
    app = await createApp({
      name: 'kit-nul',
      logger: createLogger('kit-nul', 'silent'),
      internalToken: 'kit-nul-internal',
    });
    app.post(
      '/api/v1/thing/:slug',
      {
        schema: {
          params: Type.Object({ slug: Type.String({ maxLength: 50 }) }),
          querystring: Type.Object({
            city: Type.Optional(Type.String()),
            page: Type.Optional(Type.Integer({ minimum: 1 })),
          }),
          body: Type.Object({
            name: Type.String({ minLength: 1 }),
            tags: Type.Optional(Type.Array(Type.String())),
            owner: Type.Optional(Type.Object({ email: Type.String() })),
          }),
        },
      },
      async (request) => {
        reached.push(request.url);
        return { ok: true };
      },
    );
    // A route that declares no schema at all still refuses it.
    app.post('/api/v1/loose/:slug', async (request) => {
      reached.push(request.url);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  const valid = { name: 'Casa', tags: ['a'], owner: { email: 'ana@example.mx' } };
  const cases: { what: string; url: string; body: unknown; path: string }[] = [
    { what: 'a body field', url: '/api/v1/thing/casa', body: { ...valid, name: 'a\u0000b' }, path: '/name' },
    {
      what: 'a string in a body array',
      url: '/api/v1/thing/casa',
      body: { ...valid, tags: ['ok', '\u0000'] },
      path: '/tags/1',
    },
    {
      what: 'a nested body field',
      url: '/api/v1/thing/casa',
      body: { ...valid, owner: { email: 'a\u0000@b.mx' } },
      path: '/owner/email',
    },
    {
      what: 'a property the schema does not declare',
      url: '/api/v1/thing/casa',
      body: { ...valid, extra: { note: 'a\u0000b' } },
      path: '/extra/note',
    },
    {
      what: 'a property name',
      url: '/api/v1/thing/casa',
      body: { ...valid, 'a\u0000b': 1 },
      path: '/a\uFFFDb',
    },
    {
      what: 'a query string field',
      url: '/api/v1/thing/casa?city=a%00b',
      body: valid,
      path: '/querystring/city',
    },
    {
      what: 'a query string key the schema does not declare',
      url: '/api/v1/thing/casa?x%00y=1',
      body: valid,
      path: '/querystring/x\uFFFDy',
    },
    { what: 'a path parameter', url: '/api/v1/thing/a%00b', body: valid, path: '/params/slug' },
    {
      what: 'the body of a route without schemas',
      url: '/api/v1/loose/casa',
      body: { text: 'a\u0000' },
      path: '/text',
    },
    {
      what: 'the query of a route without schemas',
      url: '/api/v1/loose/casa?q=%00',
      body: {},
      path: '/querystring/q',
    },
    {
      what: 'a repeated query string field',
      url: '/api/v1/loose/casa?q=a&q=b%00',
      body: {},
      path: '/querystring/q/1',
    },
    {
      what: 'the path of a route without schemas',
      url: '/api/v1/loose/a%00',
      body: {},
      path: '/params/slug',
    },
  ];

  for (const c of cases) {
    for (const lang of ['en', 'es'] as const) {
      it(`${c.what} (${lang})`, async () => {
        const res = await app.inject({
          method: 'POST',
          url: c.url,
          payload: c.body as object,
          headers: { 'accept-language': lang },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual(nulRefusal(c.path, lang));
      });
    }
  }

  it('no request carrying it reached a handler, and clean ones do', async () => {
    expect(reached).toEqual([]);
    for (const url of ['/api/v1/thing/casa?city=Coyoac%C3%A1n&page=2', '/api/v1/loose/casa?q=x']) {
      const res = await app.inject({ method: 'POST', url, payload: valid });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(reached).toHaveLength(2);
  });
});
