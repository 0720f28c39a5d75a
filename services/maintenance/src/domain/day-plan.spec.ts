import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '@casona/proto/enums';
import { can } from '@casona/proto/permissions';
import {
  dayPlanAnnounceDue,
  hourInZone,
  hoursToClean,
  mayPlanProperties,
  mayWorkOnPlan,
  planAccess,
  planWorkerRoute,
  propertyDay,
  type ListingHours,
  type StayOfDay,
} from './day-plan.ts';
import { haversineKm, travelMinutes } from './route-order.ts';

const listing = (id: string, main: boolean, base: number, current: number): ListingHours => ({
  airbnbListingId: id,
  isMainListing: main,
  baseHoursToClean: base,
  currentHoursToClean: current,
});
const stay = (
  id: string,
  checkIn: string,
  checkOut: string,
  listingId: string | null,
  canceled = false,
): StayOfDay => ({
  reservationId: id,
  airbnbListingId: listingId,
  checkIn,
  checkOut,
  canceled,
});

describe("a property's day", () => {
  it('hours to clean: the current estimate when set, else the base hours', () => {
    expect(hoursToClean({ baseHoursToClean: 3, currentHoursToClean: 5 })).toBe(5);
    expect(hoursToClean({ baseHoursToClean: 3, currentHoursToClean: 0 })).toBe(3);
  });

  it('finds check-outs, check-ins and a same-day turnover, and sums the hours of each listing checked out', () => {
    const listings = [listing('L1', true, 3, 0), listing('L2', false, 2, 4)];
    const day = propertyDay(
      '2026-03-08',
      [
        stay('a', '2026-03-05', '2026-03-08', 'L1'),
        stay('b', '2026-03-08', '2026-03-12', 'L1'),
        stay('c', '2026-03-01', '2026-03-08', 'L2'),
        stay('d', '2026-03-06', '2026-03-08', 'L2', true),
      ],
      listings,
    );
    expect(day).toEqual({
      checkOuts: ['a', 'c'],
      checkIns: ['b'],
      turnover: true,
      occupied: false,
      hoursToClean: 3 + 4,
    });
  });

  it('a direct booking (no listing) is cleaned in the main listing’s hours; a stay through the day occupies it', () => {
    const listings = [listing('L1', false, 5, 0), listing('L2', true, 2, 0)];
    expect(
      propertyDay('2026-03-08', [stay('a', '2026-03-01', '2026-03-08', null)], listings).hoursToClean,
    ).toBe(2);
    const through = propertyDay('2026-03-08', [stay('a', '2026-03-07', '2026-03-09', 'L1')], listings);
    expect(through).toMatchObject({
      occupied: true,
      turnover: false,
      checkIns: [],
      checkOuts: [],
      hoursToClean: 0,
    });
    expect(propertyDay('2026-03-08', [stay('a', '2026-03-01', '2026-03-08', null)], []).hoursToClean).toBe(0);
  });
});

describe("a worker's route", () => {
  const roma = { latitude: 19.4194, longitude: -99.1617 };
  const condesa = { latitude: 19.4111, longitude: -99.1729 };
  const coyoacan = { latitude: 19.3467, longitude: -99.1617 };

  it('starts at the earliest hour, then follows the shortest path, with arrival and departure estimates', () => {
    const route = planWorkerRoute([
      { id: 's-coyoacan', point: coyoacan, hour: 12, hoursToClean: 2 },
      { id: 's-roma', point: roma, hour: 9, hoursToClean: 3 },
      { id: 's-condesa', point: condesa, hour: 15, hoursToClean: 1 },
    ]);
    expect(route.stops.map((s) => s.id)).toEqual(['s-roma', 's-condesa', 's-coyoacan']);
    expect(route.stops.map((s) => s.position)).toEqual([1, 2, 3]);
    const leg1 = haversineKm(roma, condesa);
    const leg2 = haversineKm(condesa, coyoacan);
    expect(route.totalKm).toBeCloseTo(leg1 + leg2, 9);
    expect(route.travelMinutes).toBeCloseTo(travelMinutes(leg1) + travelMinutes(leg2), 9);
    expect(route.stops[0]).toMatchObject({ legKm: 0, legMinutes: 0, arrival: 9, departure: 12 });
    expect(route.stops[1]!.arrival).toBeCloseTo(12 + travelMinutes(leg1) / 60, 9);
    expect(route.stops[2]!.departure).toBeCloseTo(9 + 3 + 1 + 2 + route.travelMinutes / 60, 9);
    expect(route).toMatchObject({ startHour: 9, cleaningHours: 6, exceedsDay: false, unlocated: 0 });
  });

  it('warns when the work and travel run past midnight', () => {
    const route = planWorkerRoute([
      { id: 'a', point: roma, hour: 20, hoursToClean: 3 },
      { id: 'b', point: coyoacan, hour: 21, hoursToClean: 1 },
    ]);
    expect(route.endHour!).toBeGreaterThan(24);
    expect(route.exceedsDay).toBe(true);
    const fits = planWorkerRoute([{ id: 'a', point: roma, hour: 20, hoursToClean: 4 }]);
    expect(fits).toMatchObject({ endHour: 24, exceedsDay: false });
  });

  it('puts stops without coordinates last, unrouted, but counts their hours', () => {
    const route = planWorkerRoute([
      { id: 'nowhere', point: null, hour: 7, hoursToClean: 2 },
      { id: 'roma', point: roma, hour: 9, hoursToClean: 3 },
    ]);
    expect(route.stops.map((s) => [s.id, s.position])).toEqual([
      ['roma', 1],
      ['nowhere', null],
    ]);
    expect(route).toMatchObject({ unlocated: 1, startHour: 9, endHour: 14, cleaningHours: 5 });
    const none = planWorkerRoute([{ id: 'x', point: null, hour: 22, hoursToClean: 3 }]);
    expect(none).toMatchObject({ startHour: 22, endHour: 25, exceedsDay: true, totalKm: 0 });
    expect(planWorkerRoute([])).toMatchObject({
      stops: [],
      startHour: null,
      endHour: null,
      exceedsDay: false,
    });
  });
});

describe('who may see, change or delete a day plan', () => {
  it('staff may do anything', () => {
    expect(planAccess({ staff: true, isCreator: false, grant: null, labels: [null] })).toEqual({
      view: true,
      edit: true,
      remove: true,
    });
  });

  it('follows the day_plan row of the matrix on every property, for the creator and grantees only', () => {
    for (const label of ROLE_LABELS) {
      const creator = planAccess({ staff: false, isCreator: true, grant: null, labels: [label, label] });
      expect(creator).toEqual({
        view: can(label, 'day_plan', 'select'),
        edit: can(label, 'day_plan', 'update'),
        remove: can(label, 'day_plan', 'delete'),
      });
      const viewer = planAccess({ staff: false, isCreator: false, grant: 'VIEW', labels: [label] });
      expect(viewer).toEqual({ view: can(label, 'day_plan', 'select'), edit: false, remove: false });
      const editor = planAccess({ staff: false, isCreator: false, grant: 'EDITOR', labels: [label] });
      expect(editor.edit).toBe(can(label, 'day_plan', 'update'));
      const stranger = planAccess({ staff: false, isCreator: false, grant: null, labels: [label] });
      expect(stranger).toEqual({ view: false, edit: false, remove: false });
    }
  });

  it('one property without the right closes the whole plan', () => {
    expect(planAccess({ staff: false, isCreator: true, grant: null, labels: ['MANAGER', null] }).view).toBe(
      false,
    );
    expect(
      planAccess({ staff: false, isCreator: true, grant: null, labels: ['MANAGER', 'WORKER'] }).view,
    ).toBe(false);
  });

  it('planning properties needs day_plan insert on each; only MANAGER or WORKER labels may be planned as workers', () => {
    expect(mayPlanProperties(false, ['MANAGER', 'OWNER_MANAGER'])).toBe(true);
    expect(mayPlanProperties(false, ['MANAGER', 'OWNER'])).toBe(false);
    expect(mayPlanProperties(true, [null])).toBe(true);
    expect(mayWorkOnPlan([null, 'WORKER'])).toBe(true);
    expect(mayWorkOnPlan(['MANAGER'])).toBe(true);
    expect(mayWorkOnPlan(['OWNER_MANAGER', 'OWNER', null])).toBe(false);
  });
});

describe("tomorrow's plan told the evening before", () => {
  const zone = 'America/Mexico_City'; // UTC−6 all year since 2022

  it('reads the hour in the plan’s zone', () => {
    expect(hourInZone(new Date('2026-11-29T23:59:00Z'), zone)).toBe(17);
    expect(hourInZone(new Date('2026-11-30T00:00:00Z'), zone)).toBe(18);
    expect(hourInZone(new Date('2026-11-30T05:30:00Z'), zone)).toBe(23);
    expect(hourInZone(new Date('2026-11-30T06:00:00Z'), zone)).toBe(0);
  });

  it('is due from 18:00 local on the day before, until local midnight', () => {
    expect(dayPlanAnnounceDue(new Date('2026-11-29T23:59:00Z'), zone, '2026-11-30')).toBe(false);
    expect(dayPlanAnnounceDue(new Date('2026-11-30T00:00:00Z'), zone, '2026-11-30')).toBe(true);
    expect(dayPlanAnnounceDue(new Date('2026-11-30T05:59:00Z'), zone, '2026-11-30')).toBe(true);
    // Past local midnight the plan is today's: too late to tell it the evening before.
    expect(dayPlanAnnounceDue(new Date('2026-11-30T06:00:00Z'), zone, '2026-11-30')).toBe(false);
  });

  it('not for a plan two days ahead, nor across a month end in another zone', () => {
    expect(dayPlanAnnounceDue(new Date('2026-11-30T01:00:00Z'), zone, '2026-12-01')).toBe(false);
    // 20:00 in Cancún (UTC−5) on 30 November: 1 December's plan is due.
    expect(dayPlanAnnounceDue(new Date('2026-12-01T01:00:00Z'), 'America/Cancun', '2026-12-01')).toBe(true);
  });
});
