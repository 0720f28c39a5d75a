import { describe, expect, it } from 'vitest';
import { isStale, shouldAnnounceStale, staleCutoff, staleSince } from './stale.ts';

const added = new Date('2026-11-01T10:00:00Z');
const success = new Date('2026-11-10T08:30:00Z');

describe('stale feeds', () => {
  it('is stale 24 h after the last success, or after the listing was added when it never synced', () => {
    expect(staleSince(success, added).toISOString()).toBe('2026-11-11T08:30:00.000Z');
    expect(staleSince(null, added).toISOString()).toBe('2026-11-02T10:00:00.000Z');
    expect(isStale(new Date('2026-11-11T08:29:59Z'), success, added)).toBe(false);
    expect(isStale(new Date('2026-11-11T08:30:00Z'), success, added)).toBe(true);
    expect(isStale(new Date('2026-11-02T09:59:59Z'), null, added)).toBe(false);
    expect(isStale(new Date('2026-11-02T10:00:00Z'), null, added)).toBe(true);
    expect(staleCutoff(new Date('2026-11-11T08:30:00Z')).toISOString()).toBe(success.toISOString());
  });

  it('announces an episode once: not while fresh, not again until a success clears the notice', () => {
    const late = new Date('2026-11-12T00:00:00Z');
    expect(shouldAnnounceStale(late, { lastSuccessAt: success, addedAt: added, notifiedAt: null })).toBe(
      true,
    );
    expect(shouldAnnounceStale(late, { lastSuccessAt: success, addedAt: added, notifiedAt: late })).toBe(
      false,
    );
    const fresh = new Date('2026-11-10T20:00:00Z');
    expect(shouldAnnounceStale(fresh, { lastSuccessAt: success, addedAt: added, notifiedAt: null })).toBe(
      false,
    );
  });
});
