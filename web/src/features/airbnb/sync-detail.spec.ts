import { describe, expect, it } from 'vitest';

import { hasDetail, readSyncDetail } from './sync-detail.ts';

describe("a sync log entry's detail", () => {
  it('reads what the sync wrote: stays added by date, changes, cancellations, waiting and ignored', () => {
    const detail = readSyncDetail({
      status: 'events',
      channel: 'airbnb',
      blocks: 13,
      warnings: [],
      added: [
        { uid: 'b@airbnb.com', checkIn: '2026-12-20', checkOut: '2026-12-27' },
        { uid: 'a@airbnb.com', checkIn: '2026-12-09', checkOut: '2026-12-19' },
      ],
      updated: [
        { id: 'r1', matchedBy: 'start_date', changes: ['uid', 'dates'] },
        { id: 'r2', matchedBy: 'uid', changes: ['turnover'] },
      ],
      canceled: [{ id: 'r3', missingPolls: 3 }],
      ignored: [
        { uid: 'p', id: 'r4', reason: 'past', detail: 'checked out' },
        { uid: 'q', id: 'r5', reason: 'in_progress_missing', detail: '' },
      ],
      waiting: { r6: 1, r7: 2, r8: 0 },
    });
    expect(detail).toEqual({
      added: [
        { checkIn: '2026-12-09', checkOut: '2026-12-19' },
        { checkIn: '2026-12-20', checkOut: '2026-12-27' },
      ],
      updated: { count: 2, changes: ['uid', 'dates', 'turnover'] },
      canceled: 1,
      waiting: 2,
      ignoredPast: 1,
      ignoredInProgress: 1,
      blocks: 13,
    });
    expect(hasDetail(detail)).toBe(true);
  });

  it('leaves out what is missing or malformed, and never passes on unknown words', () => {
    const empty = readSyncDetail({});
    expect(empty).toEqual({
      added: [],
      updated: { count: 0, changes: [] },
      canceled: 0,
      waiting: 0,
      ignoredPast: 0,
      ignoredInProgress: 0,
      blocks: null,
    });
    expect(hasDetail(empty)).toBe(false);
    const odd = readSyncDetail({
      added: [{ checkIn: 'tomorrow', checkOut: '2026-12-19' }, 'x', null],
      updated: [{ changes: ['<script>', 'dates'] }],
      waiting: [1, 2],
      blocks: '13',
    });
    expect(odd.added).toEqual([]);
    expect(odd.updated).toEqual({ count: 1, changes: ['dates'] });
    expect(odd.waiting).toBe(0);
    expect(odd.blocks).toBeNull();
    expect(readSyncDetail(null).canceled).toBe(0);
  });
});
