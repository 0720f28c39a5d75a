/**
 * Finance's consumers: what it keeps of listings' properties, Airbnb listings and reservations, and
 * of identity's profiles (a payer's name and email for staff's payments page),
 * each written in the consumer's dedup transaction. Reservation events carry the stay's current
 * values, so each one overwrites the row unless a newer event already did.
 */
import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';
import {
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
