/**
 * Finance's consumers: what it keeps of listings' properties, Airbnb listings and reservations, and
 * of identity's profiles (a payer's name and email for staff's payments page),
 * each written in the consumer's dedup transaction. Profiles that last changed before finance
 * listened come once as identity.profile.snapshot, which finance asks for (`requestPayerHistory`). Reservation events carry the stay's current
 * values, so each one overwrites the row unless a newer event already did.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';
import type { Deps } from './deps.ts';
import {
  claimProjectionRequest,
  deleteAirbnbListing,
  deletePayer,
  markPropertyDeleted,
  upsertAirbnbListing,
  upsertPayer,
  upsertProperty,
  upsertReservation,
} from './projection-store.ts';

export const PROJECTED_EVENTS = [
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
  'identity.profile.snapshot',
  'identity.profile.deleted',
] as const;
export type ProjectedEvent = CasonaEnvelope<(typeof PROJECTED_EVENTS)[number]>;

export async function project(event: ProjectedEvent, tx: pg.ClientBase): Promise<void> {
  const at = event.occurredAt;
  switch (event.type) {
    case 'listings.property.created':
    case 'listings.property.updated':
      return upsertProperty(tx, { id: event.payload.propertyId, name: event.payload.name, at });
    case 'listings.property.deleted':
      return markPropertyDeleted(tx, event.payload.propertyId, at);
    case 'listings.airbnb_listing.submitted':
    case 'listings.airbnb_listing.updated':
      return upsertAirbnbListing(tx, {
        id: event.payload.airbnbListingId,
        propertyId: event.payload.propertyId,
        currency: event.payload.currency,
        at,
      });
    case 'listings.airbnb_listing.deleted':
      return deleteAirbnbListing(tx, event.payload.airbnbListingId);
    case 'identity.profile.created':
    case 'identity.profile.updated':
    case 'identity.profile.snapshot':
      return upsertPayer(tx, {
        profileId: event.payload.profileId,
        name: event.payload.name,
        email: event.payload.email,
        at,
      });
    case 'identity.profile.deleted':
      return deletePayer(tx, event.payload.profileId);
    case 'listings.reservation.added':
    case 'listings.reservation.updated':
    case 'listings.reservation.canceled': {
      const p = event.payload;
      return upsertReservation(tx, {
        id: p.reservationId,
        propertyId: p.propertyId,
        checkIn: p.checkIn,
        checkOut: p.checkOut,
        currency: p.currency,
        totalEarned: p.totalEarned,
        canceled: event.type === 'listings.reservation.canceled',
        tentative: p.tentative,
        at,
      });
    }
  }
}

/**
 * Asks identity, once per database, for every existing profile (finance.payer.history_requested):
 * the payer table began empty, and the bus keeps a profile's events only a week, so without it a
 * customer who has not changed their profile since would stay unnamed. True when it asked now.
 */
export async function requestPayerHistory(deps: Deps): Promise<boolean> {
  return deps.db.tx(async (tx) => {
    const requestId = randomUUID();
    const claimed = await claimProjectionRequest(tx, { projection: 'payer', requestId, at: deps.now() });
    if (claimed) await deps.emit(tx, [deps.event('finance.payer.history_requested', { requestId })]);
    return claimed;
  });
}
