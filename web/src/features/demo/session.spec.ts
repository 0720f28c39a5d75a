// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_PROFILE_ID, DEMO_PROPERTY_ID, type DemoSession } from '@casona/proto/demo';

import { SessionExpiredError } from '../../lib/api/errors.ts';
import { fakeApi, json } from '../../lib/api/fake-api.ts';
import { currentClaims, getMemorySession, getSession, setSession } from '../../lib/api/session.ts';
import { request } from '../../lib/api/transport.ts';
import { activeDemoPath, DEMO_PAGES, demoHrefOf } from './pages.ts';
import { renewDelayMs, startDemoSession, type Clock } from './session.ts';

const header = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

/** An unsigned JWT-shaped token with these claims (the SPA reads claims, the gateway verifies). */
const token = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
const demoToken = (n: number) => token({ sub: DEMO_PROFILE_ID, demo: true, exp: 1_900_000_000 + n });
const demoSession = (n: number, expiresAt = '2030-01-01T00:15:00.000Z'): DemoSession => ({
  access_token: demoToken(n),
  expires_at: expiresAt,
  profile_id: DEMO_PROFILE_ID,
  property_id: DEMO_PROPERTY_ID,
});

/** A clock whose timers run only when the test says so. */
function manualClock(now: number) {
  const timers: { run: () => void; ms: number }[] = [];
  const clock: Clock = {
    now: () => now,
    schedule: (run, ms) => timers.push({ run, ms }),
    cancel: (id) => {
      const timer = timers[(id as number) - 1];
      if (timer) timer.run = () => undefined;
    },
  };
  return { clock, timers };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => setSession(null));

describe('renewDelayMs', () => {
  const now = Date.parse('2030-01-01T00:00:00.000Z');
  it('renews a minute before the token expires', () => {
    expect(renewDelayMs('2030-01-01T00:15:00.000Z', now)).toBe(14 * 60_000);
  });
  it('renews at half the time left when less than two minutes are left, never sooner than 5 s', () => {
    expect(renewDelayMs('2030-01-01T00:01:30.000Z', now)).toBe(45_000);
    expect(renewDelayMs('2030-01-01T00:00:02.000Z', now)).toBe(5_000);
    expect(renewDelayMs('2029-12-31T23:00:00.000Z', now)).toBe(5_000);
    expect(renewDelayMs('not a date', now)).toBe(5_000);
  });
});

describe('the demo session', () => {
  it('is sent instead of a signed-in person’s stored session, which it never reads, renews or clears', async () => {
    setSession({ accessToken: 'A-person', refreshToken: 'R-person' });
    const { clock, timers } = manualClock(Date.parse('2030-01-01T00:00:00.000Z'));
    const answers = [demoSession(1), demoSession(2)];
    let ready = false;
    const handle = startDemoSession(
      async () => answers.shift()!,
      { onReady: () => (ready = true), onError: () => undefined },
      clock,
    );
    await flush();
    expect(ready).toBe(true);
    expect(currentClaims()?.sub).toBe(DEMO_PROFILE_ID);
    expect(timers.map((t) => t.ms)).toEqual([14 * 60_000]);

    // An expired demo token: renewed once with the demo's own endpoint, never auth/refresh.
    const calls = fakeApi(json(401, { message: 'expired' }), json(200, { items: [] }));
    await expect(request('GET', 'property_customer')).resolves.toEqual({ items: [] });
    expect(calls.map((c) => `${c.url} ${header(c.init, 'authorization')}`)).toEqual([
      `/api/v1/property_customer Bearer ${demoToken(1)}`,
      `/api/v1/property_customer Bearer ${demoToken(2)}`,
    ]);
    expect(getSession()).toEqual({ accessToken: 'A-person', refreshToken: 'R-person' });
    expect(localStorage.getItem('casona.session')).not.toContain('demo');

    // Leaving the demo: the person's own session is the one sent again.
    handle.stop();
    expect(getMemorySession()).toBeNull();
    const after = fakeApi(json(200, {}));
    await request('GET', 'profile');
    expect(header(after[0]?.init, 'authorization')).toBe('Bearer A-person');
  });

  it('renews itself before it expires, on the clock', async () => {
    const { clock, timers } = manualClock(Date.parse('2030-01-01T00:00:00.000Z'));
    const answers = [demoSession(1), demoSession(2, '2030-01-01T00:30:00.000Z')];
    const handle = startDemoSession(
      async () => answers.shift()!,
      { onReady: () => undefined, onError: () => undefined },
      clock,
    );
    await flush();
    expect(getMemorySession()?.accessToken).toBe(demoToken(1));
    timers[0]!.run();
    await flush();
    expect(getMemorySession()?.accessToken).toBe(demoToken(2));
    expect(timers.map((t) => t.ms)).toEqual([14 * 60_000, 29 * 60_000]);
    handle.stop();
  });

  it('ends a call whose renewal fails as expired, without a signed-in session to clear', async () => {
    const { clock } = manualClock(Date.parse('2030-01-01T00:00:00.000Z'));
    let first = true;
    const handle = startDemoSession(
      async () => {
        if (first) {
          first = false;
          return demoSession(1);
        }
        throw new Error('demo not seeded');
      },
      { onReady: () => undefined, onError: () => undefined },
      clock,
    );
    await flush();
    fakeApi(json(401, {}));
    await expect(request('GET', 'profile')).rejects.toBeInstanceOf(SessionExpiredError);
    handle.stop();
  });

  it('reports a first session it could not get, and installs nothing', async () => {
    let failure: unknown;
    const handle = startDemoSession(async () => Promise.reject(new Error('503')), {
      onReady: () => undefined,
      onError: (error) => (failure = error),
    });
    await flush();
    expect(failure).toBeInstanceOf(Error);
    expect(getMemorySession()).toBeNull();
    handle.stop();
  });
});

describe('links inside the demo', () => {
  it('follow a dashboard screen the demo shows to its demo page, with its query', () => {
    expect(demoHrefOf('/dashboard')).toBe('/demo');
    expect(demoHrefOf('/dashboard/')).toBe('/demo');
    expect(demoHrefOf('/dashboard/status?property_id=x')).toBe('/demo/status?property_id=x');
    expect(demoHrefOf('/dashboard/performance/rent?month=2030-01')).toBe(
      '/demo/performance/rent?month=2030-01',
    );
  });
  it('stop at a dashboard page only an account opens, and leave other links alone', () => {
    expect(demoHrefOf(`/dashboard/property/${DEMO_PROPERTY_ID}`)).toBeNull();
    expect(demoHrefOf('/dashboard/profile')).toBeNull();
    expect(demoHrefOf('/register')).toBeUndefined();
    expect(demoHrefOf('/submit_property')).toBeUndefined();
    expect(demoHrefOf('https://example.com/dashboard')).toBeUndefined();
  });
  it('lists seven screens and highlights the open one', () => {
    expect(DEMO_PAGES.map((p) => p.path)).toHaveLength(7);
    expect(activeDemoPath('/demo/ally/')).toBe('/demo/ally');
    expect(activeDemoPath('/demo')).toBe('/demo');
    expect(activeDemoPath('/demo/nothing')).toBeUndefined();
  });
});
