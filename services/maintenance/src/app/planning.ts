/**
 * What planning knows of other services, kept from their events (properties with their coordinates
 * and time zone, Airbnb listings with their hours to clean, stays, people's names), and the day
 * across the caller's properties (GET /day_plan/day).
 */
import type pg from 'pg';
import type { CasonaEnvelope, EventType } from '@casona/proto/events/catalogue';
import type { RoleLabel } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import type { PlanningDay, PlanStay, PropertyDayView } from '@casona/proto/maintenance/day-plans';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import { notFound } from '@casona/kit/errors/errors';
import { hoursToClean, mayPlanProperties, propertyDay } from '../domain/day-plan.ts';
import type { Deps } from './deps.ts';
import { summarizePlans } from './day-plans.ts';
import { dueChoresOn } from './due-chores-store.ts';
import { plansOfDay } from './day-plan-store.ts';
import {
  deletePerson,
  labelsOf,
  listingsOf,
  markListingDeleted,
  markPropertyDeleted,
  namesOf,
  plannableWorkers,
  propertiesIn,
  staysAround,
  upsertListing,
  upsertPerson,
  upsertProperty,
  upsertStay,
  type PlanningListingRow,
  type PlanningStayRow,
} from './planning-store.ts';

// ─── Projections ────────────────────────────────────────────────────────────────────────────────

/** The events planning keeps projections of (registered in service.ts). */
export const PLANNING_EVENTS = [
  'listings.property.created',
  'listings.property.updated',
  'listings.property.deleted',
  'listings.airbnb_listing.submitted',
  'listings.airbnb_listing.updated',
  'listings.airbnb_listing.deleted',
  'listings.reservation.added',
  'listings.reservation.updated',
  'listings.reservation.canceled',
  'identity.profile.created',
  'identity.profile.updated',
  'identity.profile.deleted',
] as const satisfies readonly EventType[];
export type PlanningEvent = (typeof PLANNING_EVENTS)[number];

export async function projectForPlanning(
  event: CasonaEnvelope<PlanningEvent>,
  tx: pg.PoolClient,
  deps: Pick<Deps, 'now'>,
): Promise<void> {
  const now = deps.now();
  switch (event.type) {
    case 'listings.property.created':
    case 'listings.property.updated': {
      const p = event.payload;
      await upsertProperty(tx, {
        propertyId: p.propertyId,
        name: p.name,
        timezone: p.timezone,
        latitude: p.latitude,
        longitude: p.longitude,
        now,
      });
      return;
    }
    case 'listings.property.deleted':
      return markPropertyDeleted(tx, event.payload.propertyId, now);
    case 'listings.airbnb_listing.submitted':
    case 'listings.airbnb_listing.updated': {
      const l = event.payload;
      return upsertListing(tx, {
        airbnbListingId: l.airbnbListingId,
        propertyId: l.propertyId,
        name: l.name,
        isMainListing: l.isMainListing,
        baseHoursToClean: l.baseHoursToClean,
        currentHoursToClean: l.currentHoursToClean,
        now,
      });
    }
    case 'listings.airbnb_listing.deleted':
      return markListingDeleted(tx, event.payload.airbnbListingId, now);
    case 'listings.reservation.added':
    case 'listings.reservation.updated':
    case 'listings.reservation.canceled': {
      const r = event.payload;
      return upsertStay(tx, {
        reservationId: r.reservationId,
        propertyId: r.propertyId,
        airbnbListingId: r.airbnbListingId,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        nights: r.nights,
        guestAmount: r.guestAmount,
        confirmationCode: r.confirmationCode,
        canceled: event.type === 'listings.reservation.canceled',
        now,
      });
    }
    case 'identity.profile.created':
    case 'identity.profile.updated':
      return upsertPerson(tx, { profileId: event.payload.profileId, name: event.payload.name, now });
    case 'identity.profile.deleted':
      return deletePerson(tx, event.payload.profileId);
  }
}

/** 404 'Property not found' unless listings announced the property (and did not delete it). */
export async function requireKnownProperty(q: Queryable, propertyId: string): Promise<void> {
  if ((await propertiesIn(q, [propertyId])).length === 0) throw notFound({ messageKey: 'property.notFound' });
}

// ─── The day ────────────────────────────────────────────────────────────────────────────────────

/** Property ids whose day plans the caller may read: null = every property (staff). */
export function readableProperties(labels: ReadonlyMap<string, RoleLabel>): string[] {
  return [...labels].filter(([, label]) => can(label, 'day_plan', 'select')).map(([id]) => id);
}

const toStay = (s: PlanningStayRow, listings: readonly PlanningListingRow[]): PlanStay => ({
  reservation_id: s.reservation_id,
  listing_name: listings.find((l) => l.airbnb_listing_id === s.airbnb_listing_id)?.name ?? null,
  check_in: s.check_in,
  check_out: s.check_out,
  nights: s.nights,
  guest_amount: s.guest_amount,
  confirmation_code: s.confirmation_code,
});

export async function planningDay(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  date: string,
): Promise<PlanningDay> {
  const profileId = requireProfile(auth);
  const staff = isStaff(auth);
  const labels = await labelsOf(deps.db, profileId);
  const properties = await propertiesIn(deps.db, staff ? null : readableProperties(labels));
  const ids = properties.map((p) => p.property_id);
  const [listings, stays, workers, chores, plans] = await Promise.all([
    listingsOf(deps.db, ids),
    staysAround(deps.db, ids, date),
    plannableWorkers(deps.db, ids),
    dueChoresOn(deps.db, ids, date),
    plansOfDay(deps.db, date, staff ? null : profileId),
  ]);
  const names = await namesOf(
    deps.db,
    chores.flatMap((c) => (c.assigned_to ? [c.assigned_to] : [])),
  );
  const days: PropertyDayView[] = properties.map((p) => {
    const own = listings.filter((l) => l.property_id === p.property_id);
    const ownStays = stays.filter((s) => s.property_id === p.property_id);
    const day = propertyDay(
      date,
      ownStays.map((s) => ({
        reservationId: s.reservation_id,
        airbnbListingId: s.airbnb_listing_id,
        checkIn: s.check_in,
        checkOut: s.check_out,
        canceled: s.canceled,
      })),
      own.map((l) => ({
        airbnbListingId: l.airbnb_listing_id,
        isMainListing: l.is_main_listing,
        baseHoursToClean: l.base_hours_to_clean,
        currentHoursToClean: l.current_hours_to_clean,
      })),
    );
    const pick = (ids: string[]) =>
      ids.map((id) =>
        toStay(
          ownStays.find((s) => s.reservation_id === id)!,
          own,
        ),
      );
    return {
      property_id: p.property_id,
      name: p.name,
      timezone: p.timezone,
      has_location: p.latitude !== null && p.longitude !== null,
      check_outs: pick(day.checkOuts),
      check_ins: pick(day.checkIns),
      turnover: day.turnover,
      occupied: day.occupied,
      hours_to_clean: day.hoursToClean,
      due_chores: chores
        .filter((c) => c.property_id === p.property_id)
        .map((c) => ({
          id: c.id,
          name: c.name,
          type: c.type,
          status: c.status,
          assigned_to: c.assigned_to
            ? { profile_id: c.assigned_to, name: names.get(c.assigned_to) ?? null }
            : null,
        })),
      listings: own.map((l) => ({
        id: l.airbnb_listing_id,
        property_id: l.property_id,
        name: l.name,
        is_main_listing: l.is_main_listing,
        hours_to_clean: hoursToClean({
          baseHoursToClean: l.base_hours_to_clean,
          currentHoursToClean: l.current_hours_to_clean,
        }),
      })),
    };
  });
  const seen = new Set<string>();
  const uniqueWorkers = workers.filter((w) => !seen.has(w.profile_id) && seen.add(w.profile_id));
  const visiblePlans = await summarizePlans(deps, auth, plans, labels);
  return {
    date,
    properties: days,
    workers: uniqueWorkers.map((w) => ({ profile_id: w.profile_id, name: w.name })),
    plans: visiblePlans,
    can_create:
      staff ||
      ids.some((id) => {
        const label = labels.get(id) ?? null;
        return mayPlanProperties(false, [label]);
      }),
  };
}
