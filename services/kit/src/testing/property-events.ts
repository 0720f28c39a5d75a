/**
 * Listings' events as other services' suites receive them: a valid `listings.property.created`
 * payload for a house in Coyoacán, with a fresh property id, for suites that publish it themselves
 * (identity's first-owner consumer, notifications' projection), and a `listings.reservation.added`
 * payload for a direct booking of three nights. Override what a test is about.
 *
 *     const payload = propertyCreatedPayload({ ownerProfileId: owner.id, createdBy: owner.id });
 *     await h.infra.bus.publish('casona.listings.property', [makeEvent('listings.property.created', { producer: 'listings', payload })]);
 */
import { randomUUID } from 'node:crypto';
import type { EventPayload } from '@casona/proto';

type PropertyCreated = EventPayload<'listings.property.created'>;

export function propertyCreatedPayload(overrides: Partial<PropertyCreated> = {}): PropertyCreated {
  const propertyId = overrides.propertyId ?? randomUUID();
  return {
    propertyId,
    appraisalId: null,
    ownerProfileId: null,
    createdBy: null,
    name: 'Casa Colibrí',
    slug: `casa-colibri-${propertyId.slice(0, 8)}`,
    type: 'HOUSE',
    status: 'REVISION',
    state: 'Ciudad de México',
    city: 'Coyoacán',
    timezone: 'America/Mexico_City',
    price: 4_500_000,
    ...overrides,
  };
}

type ReservationAdded = EventPayload<'listings.reservation.added'>;

/** A direct booking of three nights in April 2031 (no Airbnb listing, no amounts) on `propertyId`. */
export function reservationAddedPayload(
  propertyId: string,
  overrides: Partial<ReservationAdded> = {},
): ReservationAdded {
  return {
    reservationId: randomUUID(),
    propertyId,
    airbnbListingId: null,
    confirmationCode: null,
    checkIn: '2031-04-01',
    checkOut: '2031-04-04',
    nights: 3,
    guestAmount: null,
    cleaningFee: null,
    petFee: null,
    guestServiceFee: null,
    hostServiceFee: null,
    nightlyRateAdjustment: null,
    occupancyTaxes: null,
    remittedOccupancyTax: null,
    totalEarned: null,
    totalPaid: null,
    currency: 'MXN',
    isDirectBooking: true,
    tentative: false,
    turnoverPrevious: false,
    turnoverNext: false,
    ...overrides,
  };
}
