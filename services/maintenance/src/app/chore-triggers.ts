/**
 * Chores that follow reservations: listings.reservation.added/updated/canceled keep `trigger_stay`
 * current and every trigger rule of the property gets its copy made, moved, flagged, restored or
 * canceled as `planCopies` says — in the consumer's transaction, which also records the event id,
 * so a redelivered event changes nothing. A new rule gets copies for the stays already known.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto/events/catalogue';
import type { ChoreNightRange, ChoreTriggerEvent } from '@casona/proto/enums';
import { dateInZone } from '@casona/proto/shared/dates';
import type { Queryable } from '@casona/kit/db/queryable';
import {
  planCopies,
  sameDayTurnovers,
  type CopyAction,
  type TriggerRule,
  type TriggerStay,
} from '../domain/triggers.ts';
import {
  copiesOfReservation,
  insertCopy,
  propertiesInfo,
  findStays,
  setTurnover,
  staysFrom,
  staysNear,
  triggerRulesOf,
  updateChore,
  upsertStay,
  type ChoreRow,
  type StayRow,
} from './chore-store.ts';
import { choreEvent } from './chore-events.ts';
import type { Deps } from './deps.ts';

export const RESERVATION_EVENTS = [
  'listings.reservation.added',
  'listings.reservation.updated',
  'listings.reservation.canceled',
] as const;
export type ReservationEvent = (typeof RESERVATION_EVENTS)[number];

const DEFAULT_TIME_ZONE = 'America/Mexico_City';

export async function timeZoneOf(q: Queryable, propertyId: string): Promise<string> {
  return (await propertiesInfo(q, [propertyId])).get(propertyId)?.timezone ?? DEFAULT_TIME_ZONE;
}

export const toTriggerRule = (row: ChoreRow): TriggerRule => ({
  ruleId: row.id,
  triggerEvent: row.trigger_event as ChoreTriggerEvent,
  offsetDays: row.trigger_event_due_date_offset ?? 0,
  nightRange: row.trigger_event_night_range as ChoreNightRange | null,
});

const toTriggerStay = (s: StayRow): TriggerStay => ({
  reservationId: s.reservation_id,
  checkIn: s.check_in,
  checkOut: s.check_out,
  nights: s.nights,
  canceled: s.is_canceled,
  addedOn: s.added_on,
  turnover: s.turnover,
});

const toCopy = (c: ChoreRow) => ({
  choreId: c.id,
  ruleId: c.rule_id!,
  dueDate: c.due_date ?? '',
  canceled: c.canceled_at !== null,
  solved: c.status === 'SOLVED',
  turnover: c.same_day_turnover,
});

/** Applies one event of listings' reservations, in the consumer's transaction. */
export async function onReservationEvent(
  event: CasonaEnvelope<ReservationEvent>,
  tx: pg.PoolClient,
  deps: Pick<Deps, 'now' | 'event' | 'emit'>,
): Promise<void> {
  const p = event.payload;
  const now = deps.now();
  const canceled = event.type === 'listings.reservation.canceled';
  const timezone = await timeZoneOf(tx, p.propertyId);
  const [previous] = await findStays(tx, [p.reservationId]);
  const stay = await upsertStay(
    tx,
    {
      reservation_id: p.reservationId,
      property_id: p.propertyId,
      airbnb_listing_id: p.airbnbListingId,
      check_in: p.checkIn,
      check_out: p.checkOut,
      nights: p.nights,
      guest_amount: p.guestAmount,
      confirmation_code: p.confirmationCode,
      total_earned: p.totalEarned === null ? null : String(p.totalEarned),
      currency: p.currency,
      added_on: dateInZone(new Date(event.occurredAt), timezone),
      is_canceled: canceled,
      canceled_at: canceled ? new Date(event.occurredAt) : null,
    },
    now,
  );

  // The turnover of the property's stays, as maintenance sees them: the stays whose flag changed
  // (a neighbour moved in or out) are planned again with this one.
  const dates = [p.checkIn, p.checkOut, ...(previous ? [previous.check_in, previous.check_out] : [])].sort();
  const stays = await staysNear(tx, p.propertyId, dates[0]!, dates[dates.length - 1]!);
  const flagged = sameDayTurnovers(
    stays.map((s) => ({
      reservationId: s.reservation_id,
      checkIn: s.check_in,
      checkOut: s.check_out,
      canceled: s.is_canceled,
    })),
  );
  const affected: StayRow[] = [];
  for (const s of stays) {
    const turnover = flagged.has(s.reservation_id);
    if (turnover !== s.turnover) await setTurnover(tx, s.reservation_id, turnover);
    if (turnover !== s.turnover || s.reservation_id === stay.reservation_id)
      affected.push({ ...s, turnover });
  }

  const rules = (await triggerRulesOf(tx, p.propertyId)).map((r) => ({ row: r, rule: toTriggerRule(r) }));
  if (rules.length === 0) return;
  // Who canceled this stay by hand (listings says; null when its feed dropped it) cancels its copies.
  const canceledBy = canceled && 'canceledBy' in p ? (p.canceledBy ?? null) : null;
  for (const s of affected)
    await planStay(tx, deps, rules, s, s.reservation_id === stay.reservation_id ? canceledBy : null);
}

/** Copies for the stays already known when a rule is written (those not over yet in the property's zone). */
export async function copyForKnownStays(
  tx: pg.PoolClient,
  deps: Pick<Deps, 'now' | 'event' | 'emit'>,
  rule: ChoreRow,
): Promise<void> {
  const today = dateInZone(deps.now(), await timeZoneOf(tx, rule.property_id));
  const stays = await staysFrom(tx, rule.property_id, today);
  for (const s of stays) await planStay(tx, deps, [{ row: rule, rule: toTriggerRule(rule) }], s);
}

/** Makes a stay's copies agree with the rules. */
async function planStay(
  tx: pg.PoolClient,
  deps: Pick<Deps, 'now' | 'event' | 'emit'>,
  rules: readonly { row: ChoreRow; rule: TriggerRule }[],
  stay: StayRow,
  canceledBy: string | null = null,
): Promise<void> {
  const ruleIds = new Set(rules.map((r) => r.row.id));
  const copies = (await copiesOfReservation(tx, stay.reservation_id)).filter(
    (c) => c.rule_id && ruleIds.has(c.rule_id),
  );
  const actions = planCopies(
    rules.map((r) => r.rule),
    toTriggerStay(stay),
    copies.map(toCopy),
  );
  const events = [];
  for (const action of actions) {
    const event = await apply(tx, deps, action, rules, copies, stay, canceledBy);
    if (event) events.push(event);
  }
  if (events.length > 0) await deps.emit(tx, events);
}

async function apply(
  tx: pg.PoolClient,
  deps: Pick<Deps, 'now' | 'event'>,
  action: CopyAction,
  rules: readonly { row: ChoreRow; rule: TriggerRule }[],
  copies: readonly ChoreRow[],
  stay: StayRow,
  canceledBy: string | null,
) {
  const now = deps.now();
  if (action.kind === 'create') {
    const rule = rules.find((r) => r.row.id === action.ruleId)!.row;
    const copy = await insertCopy(tx, {
      id: randomUUID(),
      property_id: rule.property_id,
      kind: 'CHORE',
      name: rule.name,
      type: rule.type,
      status: 'PENDING',
      description_doc: rule.description_doc,
      due_date: action.dueDate,
      assigned_to: rule.assigned_to,
      created_by: rule.created_by,
      completion_notes: null,
      next_occurrence: null,
      problem_img_urls: rule.problem_img_urls,
      resolution_img_urls: [],
      trigger_event: null,
      trigger_event_due_date_offset: null,
      trigger_event_night_range: null,
      recurrence_rule: null,
      rule_id: rule.id,
      reservation_id: stay.reservation_id,
      occurrence_date: null,
      same_day_turnover: action.turnover,
      created_at: now,
      updated_at: now,
    });
    return copy?.assigned_to ? choreEvent(deps, 'maintenance.chore.assigned', copy, {}) : null;
  }
  const before = copies.find((c) => c.id === action.choreId)!;
  if (action.kind === 'cancel') {
    const row = await updateChore(tx, action.choreId, {
      canceled_at: now,
      // A person who canceled the reservation canceled its chores; a feed or a change of nights, no one.
      canceled_by: stay.is_canceled ? canceledBy : null,
      cancel_reason: stay.is_canceled ? 'RESERVATION_CANCELED' : 'NIGHTS_OUT_OF_RANGE',
      updated_at: now,
    });
    return choreEvent(deps, 'maintenance.chore.canceled', row, { reason: row.cancel_reason! });
  }
  const row = await updateChore(tx, action.choreId, {
    due_date: action.dueDate,
    same_day_turnover: action.turnover,
    ...(action.restore ? { canceled_at: null, canceled_by: null, cancel_reason: null } : {}),
    updated_at: now,
  });
  if (action.restore && row.assigned_to) return choreEvent(deps, 'maintenance.chore.assigned', row, {});
  if (action.dueDate !== undefined) {
    return choreEvent(deps, 'maintenance.chore.rescheduled', row, { previousDueDate: before.due_date });
  }
  return null;
}
