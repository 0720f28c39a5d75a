import { describe, expect, it } from 'vitest';
import { drop, editEvent, newUid, set, withEvent } from '../../../test-fixtures/ical/edit.ts';
import { readFeed } from '../../../test-fixtures/ical/feeds.ts';
import {
  diffReservations,
  POLLS_BEFORE_CANCEL,
  type CalendarDiff,
  type DiffedStay,
  type StoredReservation,
} from './diff.ts';
import { parseFeed } from './parse.ts';

const AIRBNB = readFeed('airbnbReservedAndBlocked');
const BEFORE_ALL = '2022-09-01';

/** What the listing holds between polls, as the sync use case would keep it. */
interface Listing {
  stored: StoredReservation[];
  missingPolls: Record<string, number>;
}

/** One poll: parse, diff, and apply the diff the way the store will. */
function poll(listing: Listing, text: string, today: string): { diff: CalendarDiff; listing: Listing } {
  const diff = diffReservations(listing.stored, parseFeed(text, { timeZone: 'America/Mexico_City' }), {
    today,
    missingPolls: listing.missingPolls,
  });
  const fromStay = (id: string, stay: DiffedStay): StoredReservation => ({
    id,
    uid: stay.uid,
    listingRef: stay.listingRef,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    confirmationCode: stay.confirmationCode,
    phoneLast4: stay.phoneLast4,
    tentative: stay.tentative,
    isCanceled: false,
    turnover: stay.turnover,
  });
  const stored = listing.stored.map((s) => {
    const updated = diff.updated.find((u) => u.id === s.id);
    if (updated) return fromStay(s.id, updated.after);
    return diff.canceled.some((c) => c.id === s.id) ? { ...s, isCanceled: true } : s;
  });
  diff.added.forEach((stay, i) => stored.push(fromStay(`r${listing.stored.length + i + 1}`, stay)));
  return { diff, listing: { stored, missingPolls: diff.missingCounts } };
}

const empty: Listing = { stored: [], missingPolls: {} };
const synced = (text = AIRBNB, today = BEFORE_ALL) => poll(empty, text, today).listing;
const idOf = (listing: Listing, code: string) => listing.stored.find((s) => s.confirmationCode === code)!.id;

const nothing = { added: [], updated: [], canceled: [], ignored: [], missingCounts: {} };

describe('diffReservations against the real Airbnb export', () => {
  it('a first poll adds every stay with its nights; the same feed again changes nothing', () => {
    const first = poll(empty, AIRBNB, BEFORE_ALL);
    expect(first.diff.counted).toBe(true);
    expect(first.diff.added.map((s) => [s.confirmationCode, s.checkIn, s.nights, s.turnover])).toEqual([
      ['HM6DCQN8K9', '2022-09-16', 10, { previous: false, next: false }],
      ['HMAH3SP6PS', '2022-09-27', 7, { previous: false, next: false }],
      ['HMMYDJXFJZ', '2022-10-08', 4, { previous: false, next: false }],
      ['HM97EWBXVK', '2022-10-17', 4, { previous: false, next: false }],
      ['HM8524SJN2', '2022-10-22', 31, { previous: false, next: false }],
      ['HM24DV8FYD', '2022-12-08', 7, { previous: false, next: false }],
      ['HMPX9H6RQV', '2022-12-30', 3, { previous: false, next: false }],
      ['HMR6AKX4EW', '2023-02-14', 9, { previous: false, next: false }],
    ]);
    expect(first.diff).toMatchObject({ updated: [], canceled: [], ignored: [], missingCounts: {} });
    expect(poll(first.listing, AIRBNB, BEFORE_ALL).diff).toEqual({ counted: true, ...nothing });
  });

  it('dates moved by one day: updated, matched by UID', () => {
    const listing = synced();
    const moved = editEvent(AIRBNB, 'HMAH3SP6PS', set('DTEND', '20221005'));
    const { diff } = poll(listing, moved, BEFORE_ALL);
    expect(diff.updated).toHaveLength(1);
    expect(diff.updated[0]).toMatchObject({
      id: idOf(listing, 'HMAH3SP6PS'),
      matchedBy: 'uid',
      changes: ['dates'],
      before: { checkOut: '2022-10-04' },
      after: { checkIn: '2022-09-27', checkOut: '2022-10-05', nights: 8 },
    });
    expect(diff).toMatchObject({ added: [], canceled: [], missingCounts: {} });
  });

  it('UID regenerated for the same stay: updated, never a cancel and an add', () => {
    const listing = synced();
    const id = idOf(listing, 'HMAH3SP6PS');
    // with the confirmation code still in DESCRIPTION
    const regenerated = editEvent(AIRBNB, 'HMAH3SP6PS', newUid);
    expect(poll(listing, regenerated, BEFORE_ALL).diff).toMatchObject({
      added: [],
      canceled: [],
      missingCounts: {},
      updated: [{ id, matchedBy: 'confirmation_code', changes: ['uid'] }],
    });
    // without DESCRIPTION: listing + start date
    const bare = editEvent(AIRBNB, 'HMAH3SP6PS', (l) => drop('DESCRIPTION')(newUid(l)));
    expect(poll(listing, bare, BEFORE_ALL).diff).toMatchObject({
      added: [],
      missingCounts: {},
      updated: [{ id, matchedBy: 'start_date', changes: ['uid'] }],
    });
    // without DESCRIPTION and a day later: overlap
    const shifted = editEvent(AIRBNB, 'HMAH3SP6PS', (l) =>
      set('DTSTART', '20220928')(drop('DESCRIPTION')(newUid(l))),
    );
    expect(poll(listing, shifted, BEFORE_ALL).diff).toMatchObject({
      added: [],
      missingCounts: {},
      updated: [
        { id, matchedBy: 'overlap', changes: ['uid', 'dates'], after: { checkIn: '2022-09-28', nights: 6 } },
      ],
    });
  });

  it('a new UID with another confirmation code on the same dates is another stay', () => {
    const listing = synced();
    const rebooked = editEvent(AIRBNB, 'HMAH3SP6PS', (l) =>
      newUid(l).map((x) => x.replace('HMAH3SP6PS', 'HMZZZZZZZZ')),
    );
    const { diff } = poll(listing, rebooked, BEFORE_ALL);
    expect(diff.updated).toEqual([]);
    expect(diff.added.map((s) => s.confirmationCode)).toEqual(['HMZZZZZZZZ']);
    expect(diff.missingCounts).toEqual({ [idOf(listing, 'HMAH3SP6PS')]: 1 });
  });

  it('stay extended into the next check-in: updated, and both become a same-day turnover', () => {
    const listing = synced();
    const extended = editEvent(AIRBNB, 'HM97EWBXVK', set('DTEND', '20221022'));
    const { diff } = poll(listing, extended, BEFORE_ALL);
    expect(
      diff.updated.map((u) => [u.after.confirmationCode, u.changes, u.after.nights, u.after.turnover]),
    ).toEqual([
      ['HM97EWBXVK', ['dates', 'turnover'], 5, { previous: false, next: true }],
      ['HM8524SJN2', ['turnover'], 31, { previous: true, next: false }],
    ]);
    expect(diff.added).toEqual([]);
  });

  it(`cancellation: missing 1 and 2 polls is only counted; missing ${POLLS_BEFORE_CANCEL} cancels it`, () => {
    const start = synced();
    const id = idOf(start, 'HMMYDJXFJZ');
    const gone = editEvent(AIRBNB, 'HMMYDJXFJZ', () => null);
    const one = poll(start, gone, BEFORE_ALL);
    expect(one.diff).toEqual({ counted: true, ...nothing, missingCounts: { [id]: 1 } });
    const two = poll(one.listing, gone, BEFORE_ALL);
    expect(two.diff).toEqual({ counted: true, ...nothing, missingCounts: { [id]: 2 } });
    const three = poll(two.listing, gone, BEFORE_ALL);
    expect(three.diff.canceled).toEqual([
      { id, reservation: start.stored.find((s) => s.id === id), missingPolls: 3 },
    ]);
    expect(three.diff.missingCounts).toEqual({});
    expect(poll(three.listing, gone, BEFORE_ALL).diff).toEqual({ counted: true, ...nothing });
  });

  it('a stay back after two missing polls starts counting from zero again', () => {
    const start = synced();
    const id = idOf(start, 'HMMYDJXFJZ');
    const gone = editEvent(AIRBNB, 'HMMYDJXFJZ', () => null);
    const two = poll(poll(start, gone, BEFORE_ALL).listing, gone, BEFORE_ALL);
    expect(two.diff.missingCounts).toEqual({ [id]: 2 });
    const back = poll(two.listing, AIRBNB, BEFORE_ALL);
    expect(back.diff).toEqual({ counted: true, ...nothing });
    const again = poll(poll(back.listing, gone, BEFORE_ALL).listing, gone, BEFORE_ALL);
    expect(again.diff).toMatchObject({ canceled: [], missingCounts: { [id]: 2 } });
  });

  it('a feed emptied once, a cut body or an error page is no poll: counts neither reset nor grow', () => {
    const start = synced();
    const id = idOf(start, 'HMMYDJXFJZ');
    const gone = editEvent(AIRBNB, 'HMMYDJXFJZ', () => null);
    let listing = poll(start, gone, BEFORE_ALL).listing;
    for (const body of [
      '',
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      AIRBNB.slice(0, 900),
      '<html>503</html>',
    ]) {
      const { diff } = poll(listing, body, BEFORE_ALL);
      expect(diff, JSON.stringify(body.slice(0, 20))).toEqual({
        counted: false,
        ...nothing,
        missingCounts: { [id]: 1 },
      });
      listing = poll(listing, body, BEFORE_ALL).listing;
    }
    expect(poll(listing, gone, BEFORE_ALL).diff.missingCounts).toEqual({ [id]: 2 });
    // An empty feed, however often, never cancels the stays it no longer shows.
    let emptied = start;
    for (let i = 0; i < 5; i++) emptied = poll(emptied, '', BEFORE_ALL).listing;
    expect(emptied.stored.every((s) => !s.isCanceled)).toBe(true);
  });

  it('past stays are never touched: not canceled when missing, not moved when changed', () => {
    const today = '2022-11-01';
    const start = synced(AIRBNB, BEFORE_ALL);
    const gone = editEvent(AIRBNB, 'HM6DCQN8K9', () => null);
    let listing = start;
    for (let i = 0; i < POLLS_BEFORE_CANCEL + 1; i++) {
      const { diff, listing: next } = poll(listing, gone, today);
      expect(diff).toEqual({ counted: true, ...nothing });
      listing = next;
    }
    const moved = editEvent(AIRBNB, 'HM6DCQN8K9', set('DTEND', '20220925'));
    const { diff } = poll(start, moved, today);
    expect(diff.updated).toEqual([]);
    expect(diff.ignored).toEqual([
      {
        uid: expect.stringMatching(/^1418fb94e984-27e4/),
        id: idOf(start, 'HM6DCQN8K9'),
        reason: 'past',
        detail: 'not applied: dates',
      },
    ]);
  });

  it('a stay in progress that disappears is kept, never canceled', () => {
    const today = '2022-11-01';
    const gone = editEvent(AIRBNB, 'HM8524SJN2', () => null);
    let listing = synced();
    for (let i = 0; i < POLLS_BEFORE_CANCEL + 1; i++) {
      const { diff, listing: next } = poll(listing, gone, today);
      expect(diff.canceled).toEqual([]);
      expect(diff.ignored).toMatchObject([
        { id: idOf(listing, 'HM8524SJN2'), reason: 'in_progress_missing' },
      ]);
      listing = next;
    }
  });

  it('a first poll after some stays ended adds only the current and future ones', () => {
    const { diff } = poll(empty, AIRBNB, '2023-01-01');
    expect(diff.added.map((s) => s.confirmationCode)).toEqual(['HMPX9H6RQV', 'HMR6AKX4EW']);
    expect(diff.ignored.map((i) => i.reason)).toEqual(Array(6).fill('past'));
  });

  it('a block added next to a stay is no reservation and no turnover', () => {
    const blocked = withEvent(
      AIRBNB,
      'DTEND;VALUE=DATE:20221022',
      'DTSTART;VALUE=DATE:20221021',
      'UID:6fec1092d3fa-11111111111111111111111111111111@airbnb.com',
      'SUMMARY:Airbnb (Not available)',
    );
    const feed = parseFeed(blocked, { timeZone: 'America/Mexico_City' });
    expect(feed.blocks).toHaveLength(14);
    expect(feed.reservations).toHaveLength(8);
    expect(poll(synced(), blocked, BEFORE_ALL).diff).toEqual({ counted: true, ...nothing });
  });

  it('a same-day turnover: the new stay and both neighbours say so', () => {
    const squeezed = withEvent(
      AIRBNB,
      'DTEND;VALUE=DATE:20221017',
      'DTSTART;VALUE=DATE:20221012',
      'UID:1418fb94e984-22222222222222222222222222222222@airbnb.com',
      'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMNEWSTAY1\\nPhone Number (Last 4 Digits): 1234',
      'SUMMARY:Reserved',
    );
    const start = synced();
    const { diff, listing } = poll(start, squeezed, BEFORE_ALL);
    expect(diff.added).toMatchObject([
      {
        confirmationCode: 'HMNEWSTAY1',
        phoneLast4: '1234',
        nights: 5,
        turnover: { previous: true, next: true },
      },
    ]);
    expect(diff.updated.map((u) => [u.after.confirmationCode, u.changes, u.after.turnover])).toEqual([
      ['HMMYDJXFJZ', ['turnover'], { previous: false, next: true }],
      ['HM97EWBXVK', ['turnover'], { previous: true, next: false }],
    ]);
    // Canceled three polls later, the neighbours are plain stays again.
    let after = listing;
    let last: CalendarDiff = diff;
    for (let i = 0; i < POLLS_BEFORE_CANCEL; i++)
      ({ diff: last, listing: after } = poll(after, AIRBNB, BEFORE_ALL));
    expect(last.canceled.map((c) => c.reservation.confirmationCode)).toEqual(['HMNEWSTAY1']);
    expect(last.updated.map((u) => [u.after.confirmationCode, u.changes, u.after.turnover])).toEqual([
      ['HMMYDJXFJZ', ['turnover'], { previous: false, next: false }],
      ['HM97EWBXVK', ['turnover'], { previous: false, next: false }],
    ]);
  });

  it("a direct booking (or another listing's stay) filling the gap turns the feed's neighbours over too", () => {
    const start = synced();
    const parsed = parseFeed(AIRBNB, { timeZone: 'America/Mexico_City' });
    const gap = { listingRef: null, checkIn: '2022-10-12', checkOut: '2022-10-17' };
    const diff = diffReservations(start.stored, parsed, {
      today: BEFORE_ALL,
      missingPolls: {},
      others: [gap],
    });
    expect(diff.updated.map((u) => [u.after.confirmationCode, u.changes, u.after.turnover])).toEqual([
      ['HMMYDJXFJZ', ['turnover'], { previous: false, next: true }],
      ['HM97EWBXVK', ['turnover'], { previous: true, next: false }],
    ]);
    // Canceled (no longer among the property's live stays), the neighbours are plain stays again.
    const turned = poll(start, AIRBNB, BEFORE_ALL).listing.stored.map((st) => {
      const u = diff.updated.find((x) => x.id === st.id);
      return u ? { ...st, turnover: u.after.turnover } : st;
    });
    const freed = diffReservations(turned, parsed, { today: BEFORE_ALL, missingPolls: {}, others: [] });
    expect(freed.updated.map((u) => [u.after.confirmationCode, u.after.turnover])).toEqual([
      ['HMMYDJXFJZ', { previous: false, next: false }],
      ['HM97EWBXVK', { previous: false, next: false }],
    ]);
  });

  it('a canceled stay the feed shows again is reinstated', () => {
    const start = synced();
    const id = idOf(start, 'HMMYDJXFJZ');
    const listing = {
      ...start,
      stored: start.stored.map((s) => (s.id === id ? { ...s, isCanceled: true } : s)),
    };
    expect(poll(listing, AIRBNB, BEFORE_ALL).diff.updated).toMatchObject([
      { id, matchedBy: 'uid', changes: ['reinstated'] },
    ]);
  });
});

describe('diffReservations against the merged multi-listing feed', () => {
  const MERGED = readFeed('airbnbMergedMultiListing');
  const today = '2026-01-01';

  it('flags the same-day turnovers of one listing and not across listings', () => {
    const { diff } = poll(empty, MERGED, today);
    expect(diff.added).toHaveLength(173);
    const stay = (code: string) => diff.added.find((s) => s.confirmationCode === code)!;
    expect(stay('HMSR7ZM5QH')).toMatchObject({
      checkOut: '2026-08-22',
      turnover: { previous: false, next: true },
    });
    expect(stay('HM2HPWSXPN')).toMatchObject({
      checkIn: '2026-08-22',
      turnover: { previous: true, next: false },
    });
    // Every flagged turnover has a neighbour on the same listing.
    for (const s of diff.added.filter((a) => a.turnover.next)) {
      expect(diff.added.some((o) => o.listingRef === s.listingRef && o.checkIn === s.checkOut)).toBe(true);
    }
  });

  it('a regenerated UID is matched on its own listing when another listing checks in the same day', () => {
    const listing = synced(MERGED, today);
    const stays = listing.stored;
    const pair = stays
      .map((a) => [a, stays.find((b) => b.listingRef !== a.listingRef && b.checkIn === a.checkIn)] as const)
      .find(([, b]) => b !== undefined)!;
    const [target, sameDayElsewhere] = pair;
    expect(sameDayElsewhere).toBeDefined();
    const regenerated = editEvent(MERGED, target.uid, (l) =>
      drop('DESCRIPTION')(
        set('UID', `${target.listingRef}-1418fb94e984-ffffffffffffffffffffffffffffffff@airbnb.com`)(l),
      ),
    );
    expect(poll(listing, regenerated, today).diff).toMatchObject({
      added: [],
      canceled: [],
      missingCounts: {},
      updated: [{ id: target.id, matchedBy: 'start_date', changes: ['uid'] }],
    });
  });
});
