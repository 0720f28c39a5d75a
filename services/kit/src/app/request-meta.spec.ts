import { describe, expect, it } from 'vitest';
import { ANONYMOUS, authFromHeaders, AUTH_HEADERS } from '../auth/context.ts';
import { clientIp, userAgent } from './request-meta.ts';

const TOKEN = 'internal-token-for-the-suite';

describe('clientIp', () => {
  it("is the gateway's view of the caller when the request came through it", () => {
    const auth = authFromHeaders(
      { [AUTH_HEADERS.internalToken]: TOKEN, [AUTH_HEADERS.clientIp]: '203.0.113.7' },
      TOKEN,
    );
    expect(clientIp({ auth, ip: '10.0.0.5' })).toBe('203.0.113.7');
  });

  it("is the socket's address otherwise, whatever header a client sent itself", () => {
    const auth = authFromHeaders({ [AUTH_HEADERS.clientIp]: '198.51.100.1' }, TOKEN);
    expect(auth).toEqual(ANONYMOUS);
    expect(clientIp({ auth, ip: '10.0.0.5' })).toBe('10.0.0.5');
  });
});

describe('userAgent', () => {
  it('is the header, or null without one', () => {
    expect(userAgent({ headers: { 'user-agent': 'Mozilla/5.0' } })).toBe('Mozilla/5.0');
    expect(userAgent({ headers: {} })).toBeNull();
  });
});
