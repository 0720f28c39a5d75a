/**
 * The differ over EVERY real feed that holds stays (issue 12's test list), each with the same
 * mutations: a stay's dates moved by one day, its UID regenerated, the stay extended, the stay gone
 * for 1, 2 and 3 polls, the feed emptied once, a past stay missing, a block added next to a stay and
 * a stay booked the day another leaves (same-day turnover). Mutations are made on the feed's own
 * text (its own date format, time zone and vocabulary) with test-fixtures/ical/edit.ts.
 */
import { describe, expect, it } from 'vitest';
import { editEvent, editEvents, set, withEvent } from '../../../test-fixtures/ical/edit.ts';
import { FEEDS, readFeed, type FeedName } from '../../../test-fixtures/ical/feeds.ts';
import { addDays } from './dates.ts';
import { diffReservations, POLLS_BEFORE_CANCEL, type DiffedStay, type StoredReservation } from './diff.ts';
import { propertyName, propertyValue, unfoldLines } from './ics-text.ts';
import { parseFeed, type FeedReservation } from './parse.ts';

const ZONE = 'America/Mexico_City';
const parse = (text: string) => parseFeed(text, { timeZone: ZONE });

/** Every real feed with stays in it. */
const WITH_STAYS = (Object.keys(FEEDS) as FeedName[]).filter(
  (name) => parse(readFeed(name)).reservations.length > 0,
);

/** Moves the yyyymmdd of a DTSTART/DTEND value by `days`, keeping its time and zone as written. */
function shiftValue(value: string, days: number): string {
  const iso = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  return addDays(iso, days).replaceAll('-', '') + value.slice(8);
}
const shift = (name: 'DTSTART' | 'DTEND', days: number) => (lines: string[]) =>
  lines.map((l) =>
    propertyName(l) === name
      ? `${l.slice(0, l.lastIndexOf(':') + 1)}${shiftValue(propertyValue(l), days)}`
      : l,
  );

/** The lines of the event whose UID is `uid`. */
function eventLines(text: string, uid: string): string[] {
  let found: string[] = [];
  editEvents(text, (lines) => {
    if (lines.some((l) => propertyName(l) === 'UID' && propertyValue(l) === uid)) found = lines;
    return lines;
  });
  return found;
}

/** A feed's stays stored as a first poll on `today` would leave them. */
function stored(text: string, today: string): StoredReservation[] {
  const diff = diffReservations([], parse(text), { today, missingPolls: {} });
  return diff.added.map((s: DiffedStay, i) => ({
    id: `r${i + 1}`,
    uid: s.uid,
    listingRef: s.listingRef,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    confirmationCode: s.confirmationCode,
    phoneLast4: s.phoneLast4,
    tentative: s.tentative,
    isCanceled: false,
    turnover: s.turnover,
  }));
}

describe.each(WITH_STAYS)('diffReservations on the real feed %s, mutated', (name) => {
  const text = readFeed(name);
  const stays = parse(text).reservations;
  const byCheckIn = [...stays].sort((a, b) => a.checkIn.localeCompare(b.checkIn));
  const today = addDays(byCheckIn[0]!.checkIn, -1);
  // The last stay of the feed (nothing of its listing after it) whose UID is written in the feed.
  const target: FeedReservation = [...byCheckIn]
    .reverse()
    .find(
      (s) =>
        eventLines(text, s.uid).length > 0 &&
        !stays.some((o) => o !== s && o.listingRef === s.listingRef && o.checkIn >= s.checkOut),
    )!;
  const start = () => stored(text, today);
  const idOfTarget = (list: StoredReservation[]) => list.find((s) => s.uid === target.uid)!.id;
  const diff = (
    list: StoredReservation[],
    body: string,
    options: { today?: string; missing?: Record<string, number> } = {},
  ) =>
    diffReservations(list, parse(body), {
      today: options.today ?? today,
      missingPolls: options.missing ?? {},
    });
  /** Only turnover flags may change besides the stay a mutation is about. */
  const onlyTurnoverBesides = (d: ReturnType<typeof diff>, id: string) =>
    d.updated.filter((u) => u.id !== id).every((u) => u.changes.every((c) => c === 'turnover'));

  it('has a stay to mutate, and the feed polled again changes nothing', () => {
    expect(target).toBeDefined();
    const d = diff(start(), text);
    expect(d).toMatchObject({ counted: true, added: [], updated: [], canceled: [], missingCounts: {} });
  });

  it('dates moved by one day: the stay is updated (matched by UID), nothing added or canceled', () => {
    const list = start();
    const moved = editEvent(text, target.uid, (l) => shift('DTEND', 1)(shift('DTSTART', 1)(l)));
    const d = diff(list, moved);
    const u = d.updated.find((x) => x.id === idOfTarget(list));
    expect(u).toMatchObject({
      matchedBy: 'uid',
      after: { checkIn: addDays(target.checkIn, 1), checkOut: addDays(target.checkOut, 1) },
    });
    expect(u!.changes).toContain('dates');
    expect(d).toMatchObject({ added: [], canceled: [], missingCounts: {} });
    expect(onlyTurnoverBesides(d, u!.id)).toBe(true);
  });

  it('UID regenerated for the same stay: updated, never a cancel and an add', () => {
    const list = start();
    const regenerated = editEvent(text, target.uid, set('UID', `regenerated-${name}@example.com`));
    const d = diff(list, regenerated);
    expect(d.updated).toMatchObject([{ id: idOfTarget(list), changes: ['uid'] }]);
    expect(d).toMatchObject({ added: [], canceled: [], missingCounts: {} });
  });

  it('stay extended by a night: updated with one more night', () => {
    const list = start();
    const d = diff(list, editEvent(text, target.uid, shift('DTEND', 1)));
    const u = d.updated.find((x) => x.id === idOfTarget(list))!;
    expect(u.changes).toContain('dates');
    expect(u.after).toMatchObject({ checkIn: target.checkIn, nights: target.nights + 1 });
    expect(d).toMatchObject({ added: [], canceled: [] });
  });

  it(`gone for 1 and 2 polls is only counted; gone for ${POLLS_BEFORE_CANCEL} cancels it`, () => {
    const list = start();
    const id = idOfTarget(list);
    // A feed left with no event at all is no poll (an empty calendar): keep a block in it.
    const dropped = editEvent(text, target.uid, () => null);
    const gone =
      parse(dropped).status === 'events'
        ? dropped
        : withEvent(
            dropped,
            `DTSTART;VALUE=DATE:${addDays(target.checkOut, 30).replaceAll('-', '')}`,
            `DTEND;VALUE=DATE:${addDays(target.checkOut, 31).replaceAll('-', '')}`,
            `UID:keeps-the-feed-${name}@example.com`,
            'SUMMARY:Airbnb (Not available)',
          );
    let missing: Record<string, number> = {};
    for (let poll = 1; poll < POLLS_BEFORE_CANCEL; poll++) {
      const d = diff(list, gone, { missing });
      expect(d.canceled).toEqual([]);
      expect(d.missingCounts).toEqual({ [id]: poll });
      missing = d.missingCounts;
    }
    const last = diff(list, gone, { missing });
    expect(last.canceled).toMatchObject([{ id, missingPolls: POLLS_BEFORE_CANCEL }]);
    expect(last.missingCounts).toEqual({});
  });

  it('a feed emptied once is no poll: nothing canceled, counts neither grow nor reset', () => {
    const list = start();
    const emptied = editEvents(text, () => null);
    expect(diff(list, emptied)).toMatchObject({ counted: false, canceled: [], updated: [], added: [] });
    const waiting = { [idOfTarget(list)]: 2 };
    expect(diff(list, emptied, { missing: waiting })).toMatchObject({ canceled: [], missingCounts: waiting });
    expect(diff(list, '', { missing: waiting })).toMatchObject({ canceled: [], missingCounts: waiting });
  });

  it('a past stay missing is never canceled nor counted', () => {
    const first = byCheckIn[0]!;
    const list = start();
    const after = addDays(first.checkOut, 1);
    const gone = editEvent(text, first.uid, () => null);
    if (eventLines(text, first.uid).length === 0) return; // its UID is derived: nothing to drop by
    for (let poll = 0; poll < POLLS_BEFORE_CANCEL; poll++) {
      const d = diff(list, gone, { today: after });
      expect(d.canceled.map((c) => c.id)).not.toContain(list.find((s) => s.uid === first.uid)!.id);
      expect(Object.keys(d.missingCounts)).not.toContain(list.find((s) => s.uid === first.uid)!.id);
    }
  });

  it('a block added next to a stay is no reservation and turns nothing over', () => {
    const list = start();
    const from = target.checkOut.replaceAll('-', '');
    const blocked = withEvent(
      text,
      `DTSTART;VALUE=DATE:${from}`,
      `DTEND;VALUE=DATE:${addDays(target.checkOut, 3).replaceAll('-', '')}`,
      `UID:block-next-to-a-stay-${name}@example.com`,
      `SUMMARY:${target.listingRef ? `${target.listingRef} ` : ''}Airbnb (Not available)`,
    );
    const parsed = parse(blocked);
    expect(parsed.reservations).toHaveLength(stays.length);
    expect(parsed.blocks.some((b) => b.start === target.checkOut)).toBe(true);
    expect(diff(list, blocked)).toMatchObject({ added: [], updated: [], canceled: [] });
  });

  it('a stay booked the day another leaves: added as a same-day turnover, its neighbour updated', () => {
    const list = start();
    const lines = eventLines(text, target.uid);
    const dtend = lines.find((l) => propertyName(l) === 'DTEND');
    if (!dtend) return; // a DURATION event: the extension above covers it
    const next = [
      ...lines.filter((l) => !['DTSTART', 'DTEND', 'UID', 'DESCRIPTION'].includes(propertyName(l))),
      `DTSTART${dtend.slice('DTEND'.length)}`,
      shift('DTEND', 2)([dtend])[0]!,
      `UID:turnover-${name}@example.com`,
    ];
    const d = diff(list, withEvent(text, ...next));
    expect(d.added).toMatchObject([{ checkIn: target.checkOut, turnover: { previous: true } }]);
    expect(d.updated).toMatchObject([
      { id: idOfTarget(list), changes: ['turnover'], after: { turnover: { next: true } } },
    ]);
    expect(d.canceled).toEqual([]);
  });
});

it('covers every real feed that holds stays', () => {
  expect(WITH_STAYS.length).toBeGreaterThanOrEqual(5);
  // the feeds without stays are blocks only (or Booking.com's closed dates)
  for (const name of Object.keys(FEEDS) as FeedName[])
    if (!WITH_STAYS.includes(name)) expect(parse(readFeed(name)).reservations).toEqual([]);
  expect(unfoldLines(readFeed('airbnbReservedAndBlocked')).length).toBeGreaterThan(10);
});
