import { describe, expect, it } from 'vitest';
import { refreshVerdict, resetLinkUsable, resetUrl } from './sessions.ts';

const now = new Date('2026-03-01T12:00:00Z');
const later = new Date(now.getTime() + 1000);
const earlier = new Date(now.getTime() - 1000);

describe('refresh tokens', () => {
  it('a live token is rotated; an unknown, revoked or expired one is expired', () => {
    const token = { expires_at: later, rotated_at: null, revoked_at: null };
    expect(refreshVerdict(token, now)).toBe('rotate');
    expect(refreshVerdict(null, now)).toBe('expired');
    expect(refreshVerdict({ ...token, revoked_at: earlier }, now)).toBe('expired');
    expect(refreshVerdict({ ...token, expires_at: now }, now)).toBe('expired');
  });

  it('a token presented again after its rotation is a reuse, even past its expiry', () => {
    expect(refreshVerdict({ expires_at: earlier, rotated_at: earlier, revoked_at: null }, now)).toBe(
      'reused',
    );
    // A revoked family stays revoked: no second revocation, just expired.
    expect(refreshVerdict({ expires_at: later, rotated_at: earlier, revoked_at: earlier }, now)).toBe(
      'expired',
    );
  });
});

describe('reset links', () => {
  it('work once, before they expire', () => {
    expect(resetLinkUsable({ expires_at: later, used_at: null }, now)).toBe(true);
    expect(resetLinkUsable({ expires_at: later, used_at: earlier }, now)).toBe(false);
    expect(resetLinkUsable({ expires_at: now, used_at: null }, now)).toBe(false);
    expect(resetLinkUsable(null, now)).toBe(false);
  });

  it('lead to the SPA with the token in the fragment, never in the query', () => {
    expect(resetUrl('https://casona.mx/', 'a b')).toBe(
      'https://casona.mx/dashboard/profile/change_password#reset_token=a%20b',
    );
  });
});
