/**
 * Finance's lease configurations (issue 14), projected so an Airbnb listing is refused for a
 * property that has one (§5: a property with an Airbnb listing cannot have a lease configuration;
 * finance refuses the other way round). The latest event of a property wins, whatever the order of
 * deliveries. Runs in the consumer's transaction.
 */
import type pg from 'pg';
import type { CasonaEnvelope, EventType } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { conflict } from '@casona/kit/errors/errors';

export const FINANCE_LEASE_EVENTS = [
  'finance.lease.configured',
  'finance.lease.removed',
] as const satisfies readonly EventType[];

export async function projectFinanceLease(client: pg.ClientBase, event: CasonaEnvelope): Promise<void> {
  if (event.type !== 'finance.lease.configured' && event.type !== 'finance.lease.removed') return;
  await client.query(
    `INSERT INTO finance_lease (property_id, configured, occurred_at) VALUES ($1, $2, $3)
     ON CONFLICT (property_id) DO UPDATE SET configured = EXCLUDED.configured, occurred_at = EXCLUDED.occurred_at
      WHERE finance_lease.occurred_at <= EXCLUDED.occurred_at`,
    [event.payload.propertyId, event.type === 'finance.lease.configured', event.occurredAt],
  );
}

/** 409 'A property with an Airbnb listing cannot have a lease configuration.' while finance says one exists. */
export async function refuseWhileLeased(q: Queryable, propertyId: string): Promise<void> {
  const { rows } = await q.query<{ configured: boolean }>(
    'SELECT configured FROM finance_lease WHERE property_id = $1',
    [propertyId],
  );
  if (rows[0]?.configured) throw conflict({ messageKey: 'lease.airbnbConflict' });
}
