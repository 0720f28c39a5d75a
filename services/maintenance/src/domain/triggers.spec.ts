import { describe, expect, it } from 'vitest';
import { CHORE_NIGHT_RANGE_CODES } from '@casona/proto/enums';
import {
  anchorDate,
  dueDateOf,
  nightsMatch,
  planCopies,
  sameDayTurnovers,
  type TriggerRule,
  type TriggerStay,
  type TriggeredCopy,
} from './triggers.ts';

const stay = (over: Partial<TriggerStay> = {}): TriggerStay => ({
  reservationId: 'r1',
  checkIn: '2026-03-06',
  checkOut: '2026-03-10',
  nights: 4,
  canceled: false,
  addedOn: '2026-02-20',
  turnover: false,
  ...over,
});
const cleaning: TriggerRule = {
  ruleId: 'clean',
  triggerEvent: 'CHECK_OUT',
  offsetDays: 0,
  nightRange: '[3,8)',
};
const copyOf = (over: Partial<TriggeredCopy> = {}): TriggeredCopy => ({
  choreId: 'c1',
  ruleId: 'clean',
  dueDate: '2026-03-10',
  canceled: false,
  solved: false,
  turnover: false,
  ...over,
});

describe('night ranges', () => {
  it.each([
    ['[1,3)', [1, 2], [0, 3]],
    ['[3,8)', [3, 7], [2, 8]],
    ['[8,28)', [8, 27], [7, 28]],
    ['[28,)', [28, 365], [27]],
  ] as const)('%s takes its lower bound and leaves out its upper one', (range, inside, outside) => {
    for (const n of inside) expect(nightsMatch(range, n)).toBe(true);
    for (const n of outside) expect(nightsMatch(range, n)).toBe(false);
  });

  it('puts every stay of 1 to 60 nights in exactly one range; no range takes every stay', () => {
    for (let n = 1; n <= 60; n++) {
      expect(CHORE_NIGHT_RANGE_CODES.filter((r) => nightsMatch(r, n))).toHaveLength(1);
      expect(nightsMatch(null, n)).toBe(true);
    }
    expect(nightsMatch(null, 0)).toBe(false);
  });
});

describe('offsets', () => {
  it('anchors on check-in, check-out or the day the reservation arrived', () => {
    expect(anchorDate('CHECK_IN', stay())).toBe('2026-03-06');
    expect(anchorDate('CHECK_OUT', stay())).toBe('2026-03-10');
    expect(anchorDate('RESERVATION_ADDED', stay())).toBe('2026-02-20');
  });

  it('counts 0 to 14 days before, on or after, across month ends', () => {
    expect(dueDateOf({ triggerEvent: 'CHECK_IN', offsetDays: -14 }, stay())).toBe('2026-02-20');
    expect(dueDateOf({ triggerEvent: 'CHECK_OUT', offsetDays: 0 }, stay())).toBe('2026-03-10');
    expect(dueDateOf({ triggerEvent: 'CHECK_OUT', offsetDays: 14 }, stay())).toBe('2026-03-24');
    expect(dueDateOf({ triggerEvent: 'CHECK_OUT', offsetDays: 1 }, stay({ checkOut: '2028-02-28' }))).toBe(
      '2028-02-29',
    );
    expect(dueDateOf({ triggerEvent: 'CHECK_IN', offsetDays: -1 }, stay({ checkIn: '2027-01-01' }))).toBe(
      '2026-12-31',
    );
  });

  it('keeps the calendar day across the DST change of America/Tijuana (a date, not an instant)', () => {
    // Tijuana springs forward on 2026-03-08: a check-out on the 7th plus one day is the 8th.
    expect(dueDateOf({ triggerEvent: 'CHECK_OUT', offsetDays: 1 }, stay({ checkOut: '2026-03-07' }))).toBe(
      '2026-03-08',
    );
    expect(dueDateOf({ triggerEvent: 'CHECK_OUT', offsetDays: 1 }, stay({ checkOut: '2026-11-01' }))).toBe(
      '2026-11-02',
    );
  });
});

describe('planCopies', () => {
  it('creates one copy for a matching stay, none for a stay out of the range', () => {
    expect(planCopies([cleaning], stay(), [])).toEqual([
      { kind: 'create', ruleId: 'clean', dueDate: '2026-03-10', turnover: false },
    ]);
    expect(planCopies([cleaning], stay({ nights: 2, checkOut: '2026-03-08' }), [])).toEqual([]);
  });

  it('does nothing when the same event comes twice (the copy exists and agrees)', () => {
    expect(planCopies([cleaning], stay(), [copyOf()])).toEqual([]);
  });

  it('does nothing for a regenerated UID: the stay keeps its id and dates', () => {
    const again = stay();
    expect(planCopies([cleaning], again, [copyOf()])).toEqual([]);
  });

  it('moves the copy when the stay moves', () => {
    const moved = stay({ checkIn: '2026-03-08', checkOut: '2026-03-12' });
    expect(planCopies([cleaning], moved, [copyOf()])).toEqual([
      { kind: 'update', choreId: 'c1', ruleId: 'clean', dueDate: '2026-03-12' },
    ]);
  });

  it('cancels the copy of a canceled stay, and of a stay that no longer has the nights of the range', () => {
    expect(planCopies([cleaning], stay({ canceled: true }), [copyOf()])).toEqual([
      { kind: 'cancel', choreId: 'c1', ruleId: 'clean' },
    ]);
    expect(planCopies([cleaning], stay({ nights: 9, checkOut: '2026-03-15' }), [copyOf()])).toEqual([
      { kind: 'cancel', choreId: 'c1', ruleId: 'clean' },
    ]);
    expect(planCopies([cleaning], stay({ canceled: true }), [copyOf({ canceled: true })])).toEqual([]);
  });

  it('restores a canceled copy when its stay is live again, moving it if needed', () => {
    expect(
      planCopies([cleaning], stay({ checkOut: '2026-03-11', nights: 5 }), [copyOf({ canceled: true })]),
    ).toEqual([{ kind: 'update', choreId: 'c1', ruleId: 'clean', restore: true, dueDate: '2026-03-11' }]);
  });

  it('never touches a solved copy', () => {
    expect(planCopies([cleaning], stay({ canceled: true }), [copyOf({ solved: true })])).toEqual([]);
    expect(planCopies([cleaning], stay({ checkOut: '2026-03-12' }), [copyOf({ solved: true })])).toEqual([]);
  });

  it('flags and unflags a same-day turnover on the copy', () => {
    expect(planCopies([cleaning], stay({ turnover: true }), [copyOf()])).toEqual([
      { kind: 'update', choreId: 'c1', ruleId: 'clean', turnover: true },
    ]);
    expect(planCopies([cleaning], stay(), [copyOf({ turnover: true })])).toEqual([
      { kind: 'update', choreId: 'c1', ruleId: 'clean', turnover: false },
    ]);
  });

  it('cancels a duplicate copy of the same rule, keeping one', () => {
    expect(planCopies([cleaning], stay(), [copyOf(), copyOf({ choreId: 'c2' })])).toEqual([
      { kind: 'cancel', choreId: 'c2', ruleId: 'clean' },
    ]);
  });

  it('answers each rule on its own (a welcome on check-in, a cleaning on check-out)', () => {
    const welcome: TriggerRule = {
      ruleId: 'welcome',
      triggerEvent: 'CHECK_IN',
      offsetDays: -1,
      nightRange: null,
    };
    expect(planCopies([cleaning, welcome], stay(), [copyOf()])).toEqual([
      { kind: 'create', ruleId: 'welcome', dueDate: '2026-03-05', turnover: false },
    ]);
  });
});

describe('same-day turnovers', () => {
  it('flags both stays when one checks out the day the next checks in', () => {
    const flagged = sameDayTurnovers([
      { reservationId: 'a', checkIn: '2026-03-01', checkOut: '2026-03-05', canceled: false },
      { reservationId: 'b', checkIn: '2026-03-05', checkOut: '2026-03-07', canceled: false },
      { reservationId: 'c', checkIn: '2026-03-08', checkOut: '2026-03-10', canceled: false },
    ]);
    expect([...flagged].sort()).toEqual(['a', 'b']);
  });

  it('leaves canceled stays out', () => {
    expect(
      sameDayTurnovers([
        { reservationId: 'a', checkIn: '2026-03-01', checkOut: '2026-03-05', canceled: false },
        { reservationId: 'b', checkIn: '2026-03-05', checkOut: '2026-03-07', canceled: true },
      ]).size,
    ).toBe(0);
  });
});
