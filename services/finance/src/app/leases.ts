/**
 * Lease configuration (§3, §5, §6 lease config resource): refused for a property with an Airbnb
 * listing; announced with finance.lease.* so listings refuses an Airbnb listing while one exists.
 */
import type { LeaseConfigurationUpsert, PropertyLeaseConfiguration } from '@casona/proto';
import type pg from 'pg';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, type AuthContext } from '@casona/kit/auth/context';
import { AppError, badRequest, conflict, notFound } from '@casona/kit/errors/errors';
import { dayOf } from '../domain/dates.ts';
import { assertAllowed } from './access.ts';
import type { Deps } from './deps.ts';
import {
  countLeases,
  deleteLease as deleteRow,
  findLease,
  upsertLease as upsertRow,
  type LeaseRow,
} from './lease-store.ts';
import { countAirbnbListings, findProperty } from './projection-store.ts';

export const leaseView = (r: LeaseRow): PropertyLeaseConfiguration => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** §8 "count failures for lease configuration": a count the database could not give. */
const countFailed = (propertyId: string) =>
  new AppError('INTERNAL', 500, { messageKey: 'error.leaseConfigurationCount', params: { propertyId } });

export async function getLease(deps: Deps, auth: AuthContext, propertyId: string) {
  await assertAllowed(deps, auth, propertyId, 'lease_config', 'select');
  const row = await findLease(deps.db, propertyId);
  return { lease: row ? leaseView(row) : null };
}

export async function upsertLease(
  deps: Deps,
  auth: AuthContext,
  input: LeaseConfigurationUpsert,
): Promise<PropertyLeaseConfiguration> {
  if (dayOf(input.current_lease_end) <= dayOf(input.current_lease_start))
    throw badRequest({
      messageKey: 'lease.dates',
      issues: [{ path: '/current_lease_end', key: 'lease.dates' }],
    });
  const existing = await countLeases(deps.db, input.property_id);
  if (!Number.isInteger(existing) || existing > 1) throw countFailed(input.property_id);
  await assertAllowed(deps, auth, input.property_id, 'lease_config', existing === 0 ? 'insert' : 'update');
  return deps.db.tx(async (client) => {
    // The listing projection row is locked by nobody else's lease: read it in the transaction.
    const listings = await countAirbnbListings(client, input.property_id);
    if (!Number.isInteger(listings)) throw countFailed(input.property_id);
    if (listings > 0) throw conflict({ messageKey: 'lease.airbnbConflict' });
    const before = await findLease(client, input.property_id);
    const row = await upsertRow(client, input, deps.now());
    await auditLease(deps, client, auth, input.property_id, before, row);
    await deps.emit(client, [
      deps.event('finance.lease.configured', {
        propertyId: row.property_id,
        currentLeaseStart: row.current_lease_start,
        currentLeaseEnd: row.current_lease_end,
        leasePerMonthPrice: row.lease_per_month_price,
      }),
    ]);
    return leaseView(row);
  });
}

export async function deleteLease(deps: Deps, auth: AuthContext, propertyId: string): Promise<void> {
  await assertAllowed(deps, auth, propertyId, 'lease_config', 'delete');
  await deps.db.tx(async (client) => {
    const before = await findLease(client, propertyId);
    if (!(await deleteRow(client, propertyId))) throw notFound({ messageKey: 'http.notFound' });
    await auditLease(deps, client, auth, propertyId, before, null);
    await deps.emit(client, [deps.event('finance.lease.removed', { propertyId })]);
  });
}

/** Staff's changes to a property's lease go to the audit log (issue 19); its people's do not. */
async function auditLease(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  propertyId: string,
  before: LeaseRow | null,
  after: LeaseRow | null,
): Promise<void> {
  if (!isStaff(auth)) return;
  const fields = (l: LeaseRow) => ({
    current_lease_start: l.current_lease_start,
    current_lease_end: l.current_lease_end,
    lease_per_month_price: l.lease_per_month_price,
  });
  await audit(deps, client, auth, {
    action: after ? 'LEASE_SET' : 'LEASE_REMOVED',
    entity: 'lease',
    entityId: propertyId,
    entityLabel: (await findProperty(client, propertyId))?.name ?? null,
    propertyId,
    before: before && fields(before),
    after: after && fields(after),
  });
}
