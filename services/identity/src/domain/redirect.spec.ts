import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps paths of this site', () => {
    expect(safeRedirectPath('/dashboard')).toBe('/dashboard');
    expect(safeRedirectPath('/dashboard/status?property_id=1')).toBe('/dashboard/status?property_id=1');
  });
  it.each([
    'https://evil.example',
    '//evil.example/x',
    '/\\evil.example',
    'dashboard',
    '',
    undefined,
    '/a\nb',
  ])('drops %j', (value) => expect(safeRedirectPath(value)).toBeNull());
});

describe('cookies', () => {
  it('writes an HttpOnly, SameSite=Lax cookie and reads it back', () => {
    const header = serializeCookie('casona_oidc', 'a b', {
      path: '/api/v1/auth/google',
      maxAgeSeconds: 600,
      secure: true,
    });
    expect(header).toBe(
      'casona_oidc=a%20b; Path=/api/v1/auth/google; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(readCookie('x=1; casona_oidc=a%20b', 'casona_oidc')).toBe('a b');
    expect(readCookie('x=1', 'casona_oidc')).toBeUndefined();
    expect(readCookie(undefined, 'casona_oidc')).toBeUndefined();
  });
});
