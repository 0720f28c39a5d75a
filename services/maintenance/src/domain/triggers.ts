/**
 * Reservation triggers (issue 13, §4): a chore rule with a `trigger_event` makes one copy per
 * matching reservation, due `offset` days from the event, and the copy stays tied to its
 * reservation. `planCopies` is the whole policy as one pure function of (rules, stay, copies):
 * the consumer loads, calls it and writes what it says, so a redelivered event, a regenerated UID
 * (listings keeps the reservation id) or an update that changes nothing yields no action.
 */
import { CHORE_NIGHT_RANGES, type ChoreNightRange, type ChoreTriggerEvent } from '@casona/proto/enums';
import { addDays, type CalendarDate } from '@casona/proto/shared/dates';

export interface TriggerRule {
  ruleId: string;
  triggerEvent: ChoreTriggerEvent;
  /** Days from the event to the due date: negative before, 0 the same day, positive after. */
  offsetDays: number;
  /** Only stays whose nights fall in this half-open range; null: every stay. */
  nightRange: ChoreNightRange | null;
}

/** A reservation as the trigger policy sees it (the maintenance projection of listings' events). */
export interface TriggerStay {
  reservationId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  canceled: boolean;
  /** The day (property time zone) the reservation first reached maintenance: RESERVATION_ADDED's anchor. */
  addedOn: CalendarDate;
  /** Another stay of the property checks out the day this one checks in, or in the day it checks out. */
  turnover: boolean;
}

/** A copy already made for a stay by a rule. */
export interface TriggeredCopy {
  choreId: string;
  ruleId: string;
  dueDate: CalendarDate;
  canceled: boolean;
  solved: boolean;
  turnover: boolean;
}

export type CopyAction =
  | { kind: 'create'; ruleId: string; dueDate: CalendarDate; turnover: boolean }
  | {
      kind: 'update';
      choreId: string;
      ruleId: string;
      /** The new due date when the stay moved (the copy moves with it). */
      dueDate?: CalendarDate;
      /** The new same-day turnover flag. */
      turnover?: boolean;
      /** A canceled copy whose stay is live again (and matches again) is restored. */
      restore?: true;
    }
  | { kind: 'cancel'; choreId: string; ruleId: string };

/** Whether `nights` falls in the half-open range (a rule without a range takes every stay). */
export function nightsMatch(range: ChoreNightRange | null, nights: number): boolean {
  if (range === null) return nights >= 1;
  const r = CHORE_NIGHT_RANGES.find((candidate) => candidate.code === range);
  if (!r) return false;
  return nights >= r.min && (r.max === null || nights < r.max);
}

/** The day the trigger event happens for a stay. */
export function anchorDate(
  event: ChoreTriggerEvent,
  stay: Pick<TriggerStay, 'checkIn' | 'checkOut' | 'addedOn'>,
): CalendarDate {
  switch (event) {
    case 'CHECK_IN':
      return stay.checkIn;
    case 'CHECK_OUT':
      return stay.checkOut;
    case 'RESERVATION_ADDED':
      return stay.addedOn;
  }
}

/** The due date of a rule's copy for a stay. */
export function dueDateOf(
  rule: Pick<TriggerRule, 'triggerEvent' | 'offsetDays'>,
  stay: TriggerStay,
): CalendarDate {
  return addDays(anchorDate(rule.triggerEvent, stay), rule.offsetDays);
}

/** Whether a rule wants a copy for the stay right now. */
export function ruleMatches(rule: TriggerRule, stay: TriggerStay): boolean {
  return !stay.canceled && nightsMatch(rule.nightRange, stay.nights);
}

/**
 * What to do to the copies of one stay so they agree with the rules:
 * - a matching rule without a copy creates one;
 * - a live copy whose due date or turnover flag no longer agrees is updated (moved with the stay);
 * - a canceled copy whose stay matches again is restored (and moved if needed);
 * - a live copy whose stay was canceled, or no longer has the nights of its range, is canceled
 *   (never deleted: the worker may already be on the way);
 * - a solved copy is history and never touched.
 * A rule has at most one copy per stay: extra copies (none are written, but a store could hold
 * some from before a fix) are canceled so the cleaning is listed once.
 */
export function planCopies(
  rules: readonly TriggerRule[],
  stay: TriggerStay,
  copies: readonly TriggeredCopy[],
): CopyAction[] {
  const actions: CopyAction[] = [];
  for (const rule of rules) {
    const mine = copies.filter((c) => c.ruleId === rule.ruleId);
    const live = mine.filter((c) => !c.canceled);
    const keep = mine.find((c) => c.solved) ?? live[0] ?? mine[0];
    for (const extra of live) {
      if (extra !== keep && !extra.solved)
        actions.push({ kind: 'cancel', choreId: extra.choreId, ruleId: rule.ruleId });
    }
    const wanted = ruleMatches(rule, stay);
    if (!keep) {
      if (wanted)
        actions.push({
          kind: 'create',
          ruleId: rule.ruleId,
          dueDate: dueDateOf(rule, stay),
          turnover: stay.turnover,
        });
      continue;
    }
    if (keep.solved) continue;
    if (!wanted) {
      if (!keep.canceled) actions.push({ kind: 'cancel', choreId: keep.choreId, ruleId: rule.ruleId });
      continue;
    }
    const due = dueDateOf(rule, stay);
    const update: Extract<CopyAction, { kind: 'update' }> = {
      kind: 'update',
      choreId: keep.choreId,
      ruleId: rule.ruleId,
    };
    if (keep.canceled) update.restore = true;
    if (keep.dueDate !== due) update.dueDate = due;
    if (keep.turnover !== stay.turnover) update.turnover = stay.turnover;
    if (update.restore || update.dueDate !== undefined || update.turnover !== undefined) actions.push(update);
  }
  return actions;
}

export interface StayDates {
  reservationId: string;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  canceled: boolean;
}

/**
 * The stays of one property in a same-day turnover: one checks out the day another checks in. Both
 * are flagged, so the copies of each (the departure's cleaning and the arrival's welcome) say the
 * cleaning must fit between them. Canceled stays take no part.
 */
export function sameDayTurnovers(stays: readonly StayDates[]): Set<string> {
  const live = stays.filter((s) => !s.canceled);
  const byCheckIn = new Map<CalendarDate, string[]>();
  for (const s of live) byCheckIn.set(s.checkIn, [...(byCheckIn.get(s.checkIn) ?? []), s.reservationId]);
  const flagged = new Set<string>();
  for (const s of live) {
    for (const other of byCheckIn.get(s.checkOut) ?? []) {
      if (other === s.reservationId) continue;
      flagged.add(s.reservationId);
      flagged.add(other);
    }
  }
  return flagged;
}
