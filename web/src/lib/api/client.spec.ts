// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { notificationForms } from '@casona/proto/notifications/routes';
import { defineRoute } from '@casona/proto/shared/route';

import { api } from './client.ts';
import { ApiError } from './errors.ts';
import { fakeApi, json } from './fake-api.ts';
import { setSession } from './session.ts';

const photo = defineRoute({
  method: 'DELETE',
  path: '/property/:property_id/photo/:name',
  tags: ['property'],
  summary: 'Remove a photo',
  auth: 'signedIn',
  params: Type.Object({ property_id: Type.String(), name: Type.String() }),
  query: Type.Object({ keep: Type.Optional(Type.Boolean()) }),
  response: { 200: Type.Object({ removed: Type.Boolean() }) },
});

afterEach(() => setSession(null));

describe('api()', () => {
  it('fills and encodes the path parameters, adds the query, uses the declared method', async () => {
    const calls = fakeApi(json(200, { removed: true }));
    await expect(
      api(photo, { params: { property_id: 'p1', name: 'casa azul/1.jpg' }, query: { keep: false } }),
    ).resolves.toEqual({ removed: true });
    expect(calls[0]?.url).toBe('/api/v1/property/p1/photo/casa%20azul%2F1.jpg?keep=false');
    expect(calls[0]?.init.method).toBe('DELETE');
  });

  it('sends the body as JSON to the form’s path and resolves with its answer', async () => {
    const calls = fakeApi(json(201, { id: 'c1', message: 'Thanks' }));
    const body = {
      name: 'Ana',
      email: 'ana@example.com',
      text: 'Hola, quisiera informes',
      locale: 'ES' as const,
    };
    await expect(api(notificationForms.contact, { body })).resolves.toEqual({ id: 'c1', message: 'Thanks' });
    expect(calls[0]?.url).toBe('/api/v1/contact');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(body);
  });

  it('keeps the transport’s behaviour: bearer token, one refresh on 401, typed errors', async () => {
    setSession({ accessToken: 'old', refreshToken: 'R1' });
    const calls = fakeApi(
      json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'You need to login' }),
      json(200, { accessToken: 'new', refreshToken: 'R2' }),
      json(400, { statusCode: 400, code: 'VALIDATION', message: 'Check the form' }),
    );
    const failure = api(notificationForms.jokes, { query: { page: 0 } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/joke?page=0',
      '/api/v1/auth/refresh',
      '/api/v1/joke?page=0',
    ]);
    expect(new Headers(calls[2]?.init.headers).get('authorization')).toBe('Bearer new');
  });

  it('refuses to call a path with a missing parameter', async () => {
    const calls = fakeApi();
    await expect(api(photo, { params: { property_id: '', name: 'x' } })).rejects.toThrow(
      'missing path parameter "property_id"',
    );
    expect(calls).toEqual([]);
  });
});
