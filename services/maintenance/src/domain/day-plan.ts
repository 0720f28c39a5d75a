/**
 * The rules of a day plan (issue 13): what happens at a property on a day (check-outs, check-ins,
 * same-day turnovers, hours to clean), each worker's day in route order with its travel and the
 * warning when it runs past midnight, and who may see, edit or delete a plan. Pure functions.
 */
import { HOURS_PER_DAY } from '@casona/proto/constants';
import type { DayPlanPermission, RoleLabel } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import { routeOrder, travelMinutes, type Point } from './route-order.ts';

// ─── A property's day ───────────────────────────────────────────────────────────────────────────

export interface StayOfDay {
  reservationId: string;
  airbnbListingId: string | null;
  checkIn: string;
  checkOut: string;
  canceled: boolean;
}

export interface ListingHours {
  airbnbListingId: string;
  isMainListing: boolean;
  baseHoursToClean: number;
  currentHoursToClean: number;
}

/** The hours a cleaning takes at a listing: its current estimate when set (> 0), else its base hours. */
export function hoursToClean(
  listing: Pick<ListingHours, 'baseHoursToClean' | 'currentHoursToClean'>,
): number {
  return listing.currentHoursToClean > 0 ? listing.currentHoursToClean : listing.baseHoursToClean;
}

export interface PropertyDay {
  checkOuts: string[];
  checkIns: string[];
  /** A stay checks out and another checks in the same day: the cleaning must fit between them. */
  turnover: boolean;
  /** A stay runs through the day (checked in before, checks out after): nobody can clean. */
  occupied: boolean;
  /** Hours to clean after the day's check-outs (the listing's, or the main listing's for a direct booking). */
  hoursToClean: number;
}

/** What happens at a property on `date` (YYYY-MM-DD), canceled stays left out. */
export function propertyDay(
  date: string,
  stays: readonly StayOfDay[],
  listings: readonly ListingHours[],
): PropertyDay {
  const live = stays.filter((s) => !s.canceled);
  const checkOuts = live.filter((s) => s.checkOut === date);
  const checkIns = live.filter((s) => s.checkIn === date);
  const main = listings.find((l) => l.isMainListing) ?? listings[0];
  let hours = 0;
  for (const stay of checkOuts) {
    const listing = listings.find((l) => l.airbnbListingId === stay.airbnbListingId) ?? main;
    if (listing) hours += hoursToClean(listing);
  }
  return {
    checkOuts: checkOuts.map((s) => s.reservationId),
    checkIns: checkIns.map((s) => s.reservationId),
    turnover: checkOuts.length > 0 && checkIns.length > 0,
    occupied: live.some((s) => s.checkIn < date && s.checkOut > date),
    hoursToClean: hours,
  };
}

// ─── A worker's route ───────────────────────────────────────────────────────────────────────────

export interface PlanStop {
  /** The worker schedule's id. */
  id: string;
  point: Point | null;
  /** The hour (0–23) the manager set for this stop. */
  hour: number;
  hoursToClean: number;
}

export interface RoutedStop {
  id: string;
  /** Position in the route, from 1; null for a stop without coordinates (listed last, not routed). */
  position: number | null;
  /** Great-circle km from the previous stop (0 for the first, null when not routed). */
  legKm: number | null;
  legMinutes: number | null;
  /** Estimated arrival and departure, in hours since the plan's midnight (may pass 24). */
  arrival: number | null;
  departure: number | null;
}

export interface WorkerRoute {
  stops: RoutedStop[];
  totalKm: number;
  travelMinutes: number;
  cleaningHours: number;
  startHour: number | null;
  /** When the last routed stop is done, in hours since midnight. */
  endHour: number | null;
  /** The work and travel run past the end of the day (24 h). */
  exceedsDay: boolean;
  /** Stops that cannot be routed because their property has no coordinates. */
  unlocated: number;
}

/**
 * A worker's stops in route order. The day starts at the earliest hour the manager set (that stop
 * first, ties by id); the rest follow the shortest path from it. Each stop takes its hours to clean
 * and each leg its estimated travel; stops without coordinates come last, unrouted.
 */
export function planWorkerRoute(stops: readonly PlanStop[]): WorkerRoute {
  const byHour = [...stops].sort((a, b) => a.hour - b.hour || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const located = byHour.filter((s): s is PlanStop & { point: Point } => s.point !== null);
  const unlocated = byHour.filter((s) => s.point === null);
  const cleaningHours = stops.reduce((sum, s) => sum + s.hoursToClean, 0);
  if (located.length === 0) {
    return {
      stops: unlocated.map(unrouted),
      totalKm: 0,
      travelMinutes: 0,
      cleaningHours,
      startHour: byHour[0]?.hour ?? null,
      endHour: byHour.length ? byHour[0]!.hour + cleaningHours : null,
      exceedsDay: byHour.length ? byHour[0]!.hour + cleaningHours > HOURS_PER_DAY : false,
      unlocated: unlocated.length,
    };
  }
  const route = routeOrder(
    located.map((s) => s.point),
    0,
  );
  const startHour = located[0]!.hour;
  let clock = startHour;
  let minutes = 0;
  const routed: RoutedStop[] = route.order.map((index, k) => {
    const stop = located[index]!;
    const legKm = k === 0 ? 0 : route.legsKm[k - 1]!;
    const legMinutes = travelMinutes(legKm);
    minutes += legMinutes;
    const arrival = clock + legMinutes / 60;
    const departure = arrival + stop.hoursToClean;
    clock = departure;
    return { id: stop.id, position: k + 1, legKm, legMinutes, arrival, departure };
  });
  // Unlocated stops still take their hours, after the routed ones (their travel is unknown).
  const endHour = clock + unlocated.reduce((sum, s) => sum + s.hoursToClean, 0);
  return {
    stops: [...routed, ...unlocated.map(unrouted)],
    totalKm: route.totalKm,
    travelMinutes: minutes,
    cleaningHours,
    startHour,
    endHour,
    exceedsDay: endHour > HOURS_PER_DAY,
    unlocated: unlocated.length,
  };
}

const unrouted = (s: PlanStop): RoutedStop => ({
  id: s.id,
  position: null,
  legKm: null,
  legMinutes: null,
  arrival: null,
  departure: null,
});

// ─── Who may do what with a plan ────────────────────────────────────────────────────────────────

export interface PlanAccessInput {
  staff: boolean;
  isCreator: boolean;
  /** The EDITOR/VIEW permission the plan grants the caller, if any. */
  grant: DayPlanPermission | null;
  /** The caller's role label on each of the plan's properties (null: none). */
  labels: readonly (RoleLabel | null)[];
}

export interface PlanAccess {
  view: boolean;
  edit: boolean;
  remove: boolean;
}

const onEvery = (labels: readonly (RoleLabel | null)[], action: 'select' | 'update' | 'delete') =>
  labels.every((label) => label !== null && can(label, 'day_plan', action));

/**
 * A plan shows stays and workers of several properties, so the role-label matrix (§6 day_plan) must
 * allow the action on every one of them; on top, the plan itself is shared: its creator and those
 * it grants EDITOR may change it, VIEW only reads it. Company staff may do anything.
 */
export function planAccess(input: PlanAccessInput): PlanAccess {
  if (input.staff) return { view: true, edit: true, remove: true };
  const shared = input.isCreator || input.grant !== null;
  const editor = input.isCreator || input.grant === 'EDITOR';
  return {
    view: shared && onEvery(input.labels, 'select'),
    edit: editor && onEvery(input.labels, 'update'),
    remove: editor && onEvery(input.labels, 'delete'),
  };
}

/** Creating a plan (or adding properties to one) needs day_plan insert on each of those properties. */
export function mayPlanProperties(staff: boolean, labels: readonly (RoleLabel | null)[]): boolean {
  return staff || labels.every((label) => label !== null && can(label, 'day_plan', 'insert'));
}

/** §6 assignable staff roles: a plan's worker must be a MANAGER or WORKER of one of its properties. */
export function mayWorkOnPlan(labels: readonly (RoleLabel | null)[]): boolean {
  return labels.some((label) => label === 'MANAGER' || label === 'WORKER');
}

// ─── Tomorrow's plan, told the evening before ───────────────────────────────────────────────────

/** From this local hour on, the workers of tomorrow's plan are told their route (18:00). */
export const DAY_PLAN_ANNOUNCE_HOUR = 18;

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) an instant falls on in an IANA time zone. */
export function hourInZone(instant: Date, timeZone: string): number {
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.formatToParts(instant).find((p) => p.type === 'hour')?.value ?? 0);
}

/**
 * Whether a plan's workers are due to hear of it now: the plan is for tomorrow in its own zone and
 * it is past DAY_PLAN_ANNOUNCE_HOUR there. A plan made later that evening is told on the next run;
 * a plan for today or one made for a later day is not (the worker hears the evening before).
 */
export function dayPlanAnnounceDue(now: Date, timeZone: string, scheduleDate: string): boolean {
  return (
    addDays(dateInZone(now, timeZone), 1) === scheduleDate &&
    hourInZone(now, timeZone) >= DAY_PLAN_ANNOUNCE_HOUR
  );
}
