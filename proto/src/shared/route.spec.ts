import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { notificationForms } from '../notifications/routes.ts';
import { Created, ErrorResponse } from './responses.ts';
import { defineRoute, fillPath } from './route.ts';

describe('defineRoute', () => {
  it('keeps the declaration and documents each error status with the shared error body', () => {
    const r = defineRoute({
      method: 'POST',
      path: '/thing/:id',
      tags: ['thing'],
      summary: 'A thing',
      params: Type.Object({ id: Type.String() }),
      response: { 201: Created },
      errors: [400, 404],
    });
    expect(r.auth).toBe('public');
    expect(r.query).toBeUndefined();
    expect(r.responses).toEqual({ 201: Created, 400: ErrorResponse, 404: ErrorResponse });
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('rejects, at compile time, params that do not match the path', () => {
    const declare = () => [
      // @ts-expect-error — /thing/:id needs a params schema
      defineRoute({ method: 'GET', path: '/thing/:id', tags: [], summary: '', response: { 200: Created } }),
      defineRoute({
        method: 'GET',
        path: '/thing/:id',
        tags: [],
        summary: '',
        // @ts-expect-error — `slug` is not a parameter of /thing/:id
        params: Type.Object({ slug: Type.String() }),
        response: { 200: Created },
      }),
    ];
    expect(typeof declare).toBe('function');
  });

  it('gives every notifications form one operation per method and path', () => {
    const keys = Object.values(notificationForms).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /joke');
    expect(keys).toContain('POST /joke');
  });
});

describe('fillPath', () => {
  it('fills and encodes every parameter', () => {
    expect(fillPath('/property/:id/photo/:name', { id: 'a1', name: 'a b/c' })).toBe(
      '/property/a1/photo/a%20b%2Fc',
    );
    expect(fillPath('/market')).toBe('/market');
  });

  it('throws on a missing parameter instead of calling a wrong URL', () => {
    expect(() => fillPath('/property/:id', {})).toThrow('missing path parameter "id"');
    expect(() => fillPath('/property/:id', { id: '' })).toThrow();
  });
});
