import { daysBetween, type IsoDate } from './dates.ts';
import type { FeedReservation, ParsedFeed } from './parse.ts';

/**
 * What one poll of a listing's feed changes in its stored reservations, as a pure function.
 *
 * - An event is matched to a stored reservation by UID; failing that (channels regenerate UIDs) by
 *   confirmation code, then by listing + check-in date, then by the largest overlap on the same
 *   listing; two stays whose confirmation codes differ are never the same stay.
 * - A match whose dates or details changed is `updated`; an unmatched event is `added`.
 * - A stored stay that has not started and is missing from the feed is `canceled` only once it has
 *   been missing from `POLLS_BEFORE_CANCEL` consecutive polls; the count travels in
 *   `missingCounts` (the caller stores it and passes it back as `missingPolls`). Only a feed with
 *   status `events` is a poll: an empty, truncated or non-calendar body changes nothing.
 * - Past stays (checked out before `today`) are never touched: their changes are `ignored`. A stay
 *   in progress that disappears is `ignored` too, never canceled.
 * - Every added or updated stay says whether it is a same-day turnover with the previous or the
 *   next stay of its listing (or, for a stay naming no listing, of the property's other stays,
 *   `others`); a neighbour in the feed whose turnover changed is `updated` with `turnover`.
 */
export const POLLS_BEFORE_CANCEL = 3;

export interface Turnover {
  /** the previous stay checks out the day this one checks in */
  previous: boolean;
  /** the next stay checks in the day this one checks out */
  next: boolean;
}

export interface StoredReservation {
  id: string;
  uid: string;
  listingRef: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  confirmationCode: string | null;
  phoneLast4: string | null;
  tentative: boolean;
  isCanceled: boolean;
  /** as last published */
  turnover: Turnover;
}

export interface DiffOptions {
  /** the property's local date */
  today: IsoDate;
  /** stored id → consecutive polls it has been missing from, as the previous diff answered */
  missingPolls: Readonly<Record<string, number>>;
  /**
   * The property's live stays outside this feed (direct bookings, other listings' feeds): a stay
   * naming no particular listing turns over with them too (turnover.ts `sameUnit`).
   */
  others?: readonly { listingRef: string | null; checkIn: IsoDate; checkOut: IsoDate }[];
}

export type MatchedBy = 'uid' | 'confirmation_code' | 'start_date' | 'overlap';
export type ReservationChange =
  'uid' | 'dates' | 'confirmation_code' | 'phone' | 'tentative' | 'reinstated' | 'turnover';

export interface DiffedStay extends FeedReservation {
  turnover: Turnover;
}

export interface UpdatedReservation {
  id: string;
  before: StoredReservation;
  after: DiffedStay;
  matchedBy: MatchedBy;
  changes: ReservationChange[];
}

export interface CanceledReservation {
  id: string;
  reservation: StoredReservation;
  missingPolls: number;
}

export interface IgnoredEvent {
  uid: string;
  id: string | null;
  reason: 'past' | 'in_progress_missing';
  detail: string;
}

export interface CalendarDiff {
  /** whether this feed counted as a poll (status `events`) */
  counted: boolean;
  added: DiffedStay[];
  updated: UpdatedReservation[];
  canceled: CanceledReservation[];
  ignored: IgnoredEvent[];
  missingCounts: Record<string, number>;
}

export function diffReservations(
  stored: readonly StoredReservation[],
  feed: Pick<ParsedFeed, 'status' | 'reservations'>,
  options: DiffOptions,
): CalendarDiff {
  const diff: CalendarDiff = {
    counted: false,
    added: [],
    updated: [],
    canceled: [],
    ignored: [],
    missingCounts: {},
  };
  if (feed.status !== 'events') {
    diff.missingCounts = { ...options.missingPolls };
    return diff;
  }
  diff.counted = true;
  const { today } = options;
  const isPast = (stay: { checkOut: IsoDate }) => stay.checkOut < today;

  const matches = matchStays(stored, feed.reservations);
  const matchedIds = new Set([...matches.values()].map((m) => m.stored.id));
  const missing = stored.filter((s) => !s.isCanceled && !matchedIds.has(s.id));

  for (const s of missing) {
    if (isPast(s)) continue;
    if (s.checkIn < today) {
      diff.ignored.push({
        uid: s.uid,
        id: s.id,
        reason: 'in_progress_missing',
        detail: 'kept: the stay has started',
      });
      continue;
    }
    const polls = (options.missingPolls[s.id] ?? 0) + 1;
    if (polls >= POLLS_BEFORE_CANCEL) diff.canceled.push({ id: s.id, reservation: s, missingPolls: polls });
    else diff.missingCounts[s.id] = polls;
  }

  // Turnovers over what the listing holds after this poll: the feed's stays (stored past stays
  // keep their stored dates) and the stored ones still waiting to be canceled.
  const canceledIds = new Set(diff.canceled.map((c) => c.id));
  type Occupied = { listingRef: string | null; checkIn: IsoDate; checkOut: IsoDate; key: string };
  const occupied: (Occupied & { source: 'feed' | 'other' })[] = [
    ...feed.reservations.map((r) => {
      const s = matches.get(r.uid)?.stored;
      return { ...(s && isPast(s) ? s : r), key: r.uid, source: 'feed' as const };
    }),
    ...missing
      .filter((s) => !canceledIds.has(s.id))
      .map((s) => ({ ...s, key: `stored:${s.id}`, source: 'feed' as const })),
    ...(options.others ?? []).map((o, i) => ({ ...o, key: `other:${i}`, source: 'other' as const })),
  ];
  const turnoverOf = (stay: Occupied): Turnover => {
    const same = occupied.filter(
      (o) =>
        o.key !== stay.key &&
        (o.source === 'feed'
          ? o.listingRef === stay.listingRef
          : o.listingRef === null || stay.listingRef === null),
    );
    return {
      previous: same.some((o) => o.checkOut === stay.checkIn),
      next: same.some((o) => o.checkIn === stay.checkOut),
    };
  };

  for (const r of feed.reservations) {
    const match = matches.get(r.uid);
    const after: DiffedStay = {
      ...r,
      nights: daysBetween(r.checkIn, r.checkOut),
      turnover: turnoverOf({ ...r, key: r.uid }),
    };
    if (!match) {
      if (isPast(r))
        diff.ignored.push({
          uid: r.uid,
          id: null,
          reason: 'past',
          detail: `${r.checkIn}–${r.checkOut} not added`,
        });
      else diff.added.push(after);
      continue;
    }
    const s = match.stored;
    const changes = changesOf(s, after);
    if (changes.length === 0) continue;
    if (isPast(s)) {
      diff.ignored.push({
        uid: r.uid,
        id: s.id,
        reason: 'past',
        detail: `not applied: ${changes.join(', ')}`,
      });
      continue;
    }
    diff.updated.push({ id: s.id, before: s, after, matchedBy: match.matchedBy, changes });
  }
  const byCheckIn = (a: { checkIn: IsoDate }, b: { checkIn: IsoDate }) => a.checkIn.localeCompare(b.checkIn);
  diff.added.sort(byCheckIn);
  diff.updated.sort((a, b) => byCheckIn(a.after, b.after));
  diff.canceled.sort((a, b) => byCheckIn(a.reservation, b.reservation));
  return diff;
}

function changesOf(s: StoredReservation, after: DiffedStay): ReservationChange[] {
  const changes: ReservationChange[] = [];
  if (s.uid !== after.uid) changes.push('uid');
  if (s.checkIn !== after.checkIn || s.checkOut !== after.checkOut) changes.push('dates');
  // A feed that leaves a detail out does not erase the one stored.
  if (after.confirmationCode !== null && after.confirmationCode !== s.confirmationCode)
    changes.push('confirmation_code');
  if (after.phoneLast4 !== null && after.phoneLast4 !== s.phoneLast4) changes.push('phone');
  if (after.tentative !== s.tentative) changes.push('tentative');
  if (s.isCanceled) changes.push('reinstated');
  if (after.turnover.previous !== s.turnover.previous || after.turnover.next !== s.turnover.next)
    changes.push('turnover');
  return changes;
}

function matchStays(
  stored: readonly StoredReservation[],
  events: readonly FeedReservation[],
): Map<string, { stored: StoredReservation; matchedBy: MatchedBy }> {
  const matches = new Map<string, { stored: StoredReservation; matchedBy: MatchedBy }>();
  const used = new Set<string>();
  const byUid = new Map(stored.map((s) => [s.uid, s]));
  for (const r of events) {
    const s = byUid.get(r.uid);
    if (s) {
      matches.set(r.uid, { stored: s, matchedBy: 'uid' });
      used.add(s.id);
    }
  }
  const compatible = (s: StoredReservation, r: FeedReservation) =>
    s.listingRef === r.listingRef &&
    (s.confirmationCode === null || r.confirmationCode === null || s.confirmationCode === r.confirmationCode);
  const rules: [MatchedBy, (s: StoredReservation, r: FeedReservation) => number][] = [
    [
      'confirmation_code',
      (s, r) => (r.confirmationCode !== null && s.confirmationCode === r.confirmationCode ? 1 : 0),
    ],
    ['start_date', (s, r) => (s.checkIn === r.checkIn ? 1 : 0)],
    ['overlap', (s, r) => overlapNights(s, r)],
  ];
  for (const [matchedBy, score] of rules) {
    for (const r of events) {
      if (matches.has(r.uid)) continue;
      let best: StoredReservation | null = null;
      let bestScore = 0;
      for (const s of stored) {
        if (used.has(s.id) || s.isCanceled || !compatible(s, r)) continue;
        const value = score(s, r);
        if (value > bestScore) [best, bestScore] = [s, value];
      }
      if (best) {
        matches.set(r.uid, { stored: best, matchedBy });
        used.add(best.id);
      }
    }
  }
  return matches;
}

function overlapNights(
  a: { checkIn: IsoDate; checkOut: IsoDate },
  b: { checkIn: IsoDate; checkOut: IsoDate },
): number {
  const from = a.checkIn > b.checkIn ? a.checkIn : b.checkIn;
  const to = a.checkOut < b.checkOut ? a.checkOut : b.checkOut;
  return Math.max(0, daysBetween(from, to));
}
