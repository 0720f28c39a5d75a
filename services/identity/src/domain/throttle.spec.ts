import { describe, expect, it } from 'vitest';
import { afterFailure, isBlocked, retryAfterSeconds } from './throttle.ts';

const WINDOW = 15 * 60_000;
const t0 = new Date('2026-01-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('sign-in throttle', () => {
  it('blocks a key that reached its failures within the window, until the window ends', () => {
    let state = null as ReturnType<typeof afterFailure> | null;
    for (let i = 0; i < 5; i++) state = afterFailure(state, at(i * 1000), WINDOW);
    expect(state).toEqual({ windowStart: t0, failures: 5 });
    expect(isBlocked(state, at(5000), { max: 5, windowMs: WINDOW })).toBe(true);
    expect(isBlocked(state, at(5000), { max: 6, windowMs: WINDOW })).toBe(false);
    expect(retryAfterSeconds(state!, at(5000), WINDOW)).toBe(895);
    expect(isBlocked(state, at(WINDOW), { max: 5, windowMs: WINDOW })).toBe(false);
  });

  it('starts a new window after the old one', () => {
    const state = afterFailure({ windowStart: t0, failures: 9 }, at(WINDOW + 1), WINDOW);
    expect(state).toEqual({ windowStart: at(WINDOW + 1), failures: 1 });
    expect(isBlocked(null, t0, { max: 1, windowMs: WINDOW })).toBe(false);
  });
});
