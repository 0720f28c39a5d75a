/**
 * The short-term-rental estimate of every listed property (issue 18: "fill the demo properties' and
 * published properties' cap rate and earnings block from it"): when listings announces a property
 * (listings.property.created — the demo marketplace's homes are announced the same way) or moves
 * it (listings.property.updated naming its coordinates), the estimate of a whole home at its
 * location is computed from the Inside Airbnb comparables and told as
 * appraisal.property_estimate.computed, in the consumer's transaction. Listings fills the cap rate
 * and earnings block from it (listings never calls this service in a request). Outside the
 * comparables' coverage (Mexico City) or without a location the event says not available: no
 * other city's figures are borrowed.
 */
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';
import type { Deps } from './deps.ts';
import type { StrResult } from './valuation-port.ts';

export const PROPERTY_ESTIMATE_EVENTS = ['listings.property.created', 'listings.property.updated'] as const;

const LOCATION_FIELDS = new Set(['latitude', 'longitude']);
const DAYS_PER_YEAR = 365;
const money = (v: number) => Math.round(v);

/** What the event says for an estimate: gross yearly income at the comparables' quartiles and median. */
export function propertyEstimatePayload(propertyId: string, str: StrResult | null) {
  if (!str || !str.available)
    return {
      propertyId,
      available: false,
      averageDailyRate: null,
      occupationRate: null,
      yearlyIncome: null,
      yearlyIncomeLow: null,
      yearlyIncomeHigh: null,
    };
  const yearly = (adr: number, occupancy: number) => money(adr * occupancy * DAYS_PER_YEAR);
  return {
    propertyId,
    available: true,
    averageDailyRate: money(str.adr.mid),
    occupationRate: Math.min(1, Math.max(0, str.occupancy.mid)),
    yearlyIncome: yearly(str.adr.mid, str.occupancy.mid),
    yearlyIncomeLow: yearly(str.adr.low, str.occupancy.low),
    yearlyIncomeHigh: yearly(str.adr.high, str.occupancy.high),
  };
}

export async function projectPropertyEstimate(
  deps: Pick<Deps, 'valuation' | 'emit' | 'event'>,
  client: pg.ClientBase,
  event: CasonaEnvelope,
): Promise<void> {
  let propertyId: string;
  let latitude: number | null | undefined;
  let longitude: number | null | undefined;
  if (event.type === 'listings.property.created') {
    ({ propertyId, latitude, longitude } = event.payload);
  } else if (event.type === 'listings.property.updated') {
    if (!event.payload.changedFields.some((f) => LOCATION_FIELDS.has(f))) return;
    ({ propertyId, latitude, longitude } = event.payload);
  } else return;
  const located = typeof latitude === 'number' && typeof longitude === 'number';
  const str = located
    ? await deps.valuation.estimateShortTermRental({
        latitude: latitude as number,
        longitude: longitude as number,
        room_type: 'Entire home/apt',
        bedrooms: 0,
        bathrooms: 0,
      })
    : null;
  await deps.emit(client, [
    deps.event('appraisal.property_estimate.computed', propertyEstimatePayload(propertyId, str)),
  ]);
}
