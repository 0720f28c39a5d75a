/**
 * The demo's session through the real gateway: a visitor without an account gets a short-lived
 * token that reads the demo owner's data, whose every write is refused with the invitation to sign
 * up in the visitor's language, and which stops working when it expires. 503 before the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  DEMO_CLAIM,
  DEMO_PROFILE_ID,
  DEMO_PROPERTY_ID,
  DEMO_TOKEN_TTL_SECONDS,
  translate,
} from '@casona/proto';
import { startHarness, type Harness } from '../testing/harness.ts';
import { DEMO_OWNER, DEMO_PEOPLE } from './people.ts';

let h: Harness;
beforeAll(async () => {
  // Outside the single-process platform the demo's people are seeded at start, before it answers.
  h = await startHarness({ SEED_DEMO: 'true' });
});
afterAll(async () => h?.stop());

async function demoToken(): Promise<string> {
  const res = await h.call('GET', '/api/v1/demo/session');
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

describe('GET /api/v1/demo/session', () => {
  it('answers a read-only token for the demo owner, with no refresh token, uncached', async () => {
    const res = await h.call('GET', '/api/v1/demo/session');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(res.body).sort()).toEqual(['access_token', 'expires_at', 'profile_id', 'property_id']);
    expect(res.body).toMatchObject({ profile_id: DEMO_PROFILE_ID, property_id: DEMO_PROPERTY_ID });
    const claims = decodeJwt(res.body.access_token);
    expect(claims.sub).toBe(DEMO_PROFILE_ID);
    expect(claims[DEMO_CLAIM]).toBe(true);
    expect(claims.sid).toBeUndefined();
    expect(claims.role).toBeUndefined();
    expect(claims.exp! - claims.iat!).toBe(DEMO_TOKEN_TTL_SECONDS);
    expect(new Date(res.body.expires_at).getTime()).toBe(claims.exp! * 1000);
  });

  it("reads the demo owner's profile and the demo home's allies", async () => {
    const token = await demoToken();
    const profile = await h.call('GET', '/api/v1/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ id: DEMO_PROFILE_ID, name: DEMO_OWNER.name });
    const allies = await h.call('GET', `/api/v1/property_customer?property_id=${DEMO_PROPERTY_ID}`, {
      token,
    });
    expect(allies.status).toBe(200);
    const labels = Object.fromEntries(
      (allies.body.items as { profile: { id: string }; label: string }[]).map((m) => [m.profile.id, m.label]),
    );
    expect(labels).toEqual(Object.fromEntries(DEMO_PEOPLE.map((p) => [p.id, p.label])));
  });

  it('refuses every write with the sign-up invitation, in Spanish and in English', async () => {
    const token = await demoToken();
    for (const lang of ['es', 'en'] as const) {
      const writes: [string, string, unknown][] = [
        ['PUT', '/api/v1/profile', { name: 'Otra persona' }],
        [
          'POST',
          '/api/v1/auth/change_password',
          { currentPassword: 'x', password: 'y', passwordConfirmation: 'y' },
        ],
        [
          'DELETE',
          '/api/v1/property_customer',
          { profile_id: DEMO_PROFILE_ID, property_id: DEMO_PROPERTY_ID },
        ],
      ];
      for (const [method, url, body] of writes) {
        const res = await h.call(method, url, { token, body, lang });
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.message).toBe(translate('demo.readOnly', lang));
      }
    }
    // Nothing changed behind the refusals.
    const [row] = await h.sql<{ name: string }>('SELECT name FROM profile WHERE id = $1', [DEMO_PROFILE_ID]);
    expect(row!.name).toBe(DEMO_OWNER.name);
  });

  it('stops working when it expires', async () => {
    h.setClockOffset(-(DEMO_TOKEN_TTL_SECONDS + 60) * 1000);
    const expired = await demoToken();
    h.setClockOffset(0);
    const res = await h.call('GET', '/api/v1/profile', { token: expired });
    expect(res.status).toBe(401);
  });

  it('answers 503 in the asked language while the demo is not seeded', async () => {
    await h.sql('DELETE FROM property_customer WHERE profile_id = $1', [DEMO_PROFILE_ID]);
    for (const lang of ['es', 'en'] as const) {
      const res = await h.call('GET', '/api/v1/demo/session', { lang });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(translate('demo.unavailable', lang));
    }
  });
});
