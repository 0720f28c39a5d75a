/**
 * The projection of listings' properties (name, time zone, status, type and price), fed by
 * listings.property.* in the consumer's transaction; a property's first appearance and its changes
 * re-judge its credit eligibility.
 */
import type pg from 'pg';
import type { CasonaEnvelope, EventType } from '@casona/proto';
import { judgeCredit } from './credit.ts';
import type { Deps } from './deps.ts';
import { insertProperty, updateProperty } from './property-store.ts';

export const PROPERTY_EVENTS = [
  'listings.property.created',
  'listings.property.updated',
  'listings.property.status_changed',
  'listings.property.deleted',
] as const satisfies readonly EventType[];

export async function projectProperty(
  client: pg.ClientBase,
  deps: Pick<Deps, 'emit' | 'event' | 'now'>,
  event: CasonaEnvelope,
): Promise<void> {
  const at = event.occurredAt;
  switch (event.type) {
    case 'listings.property.created': {
      const p = event.payload;
      await insertProperty(client, {
        id: p.propertyId,
        name: p.name,
        timezone: p.timezone,
        status: p.status,
        type: p.type,
        price: p.price,
        updatedAt: at,
      });
      await judgeCredit(client, deps, p.propertyId);
      return;
    }
    case 'listings.property.updated': {
      const { price } = event.payload;
      await updateProperty(
        client,
        event.payload.propertyId,
        {
          name: event.payload.name,
          timezone: event.payload.timezone,
          ...(price !== undefined ? { price } : {}),
        },
        at,
      );
      // A new price can move the property in or out of the published credit limits (#15).
      if (price !== undefined) await judgeCredit(client, deps, event.payload.propertyId);
      return;
    }
    case 'listings.property.status_changed':
      await updateProperty(client, event.payload.propertyId, { status: event.payload.to }, at);
      return;
    case 'listings.property.deleted':
      await updateProperty(client, event.payload.propertyId, { deleted: true }, at);
      return;
    default:
      return;
  }
}
