/**
 * Commission terms (§3, §5, §9, §6 commission resource), what they earned since the lease started,
 * and the estimate.
 */
import type {
  CommissionAccrual,
  CommissionAccrualQuery,
  CommissionEstimateQuery,
  CommissionUpsert,
  PropertyCommission,
} from '@casona/proto';
import type pg from 'pg';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, type AuthContext } from '@casona/kit/auth/context';
import { badRequest, notFound } from '@casona/kit/errors/errors';
import {
  commissionEstimate,
  fixedCommission,
  managerShareExceeded,
  monthsElapsed,
  percentageCommission,
} from '../domain/commission.ts';
import { assertAllowed, todayIn } from './access.ts';
import type { Deps } from './deps.ts';
import { monthlyIncome } from './earnings.ts';
import { findProperty } from './projection-store.ts';
import {
  deleteCommission as deleteRow,
  findCommission,
  findLease,
  upsertCommission as upsertRow,
  type CommissionRow,
} from './lease-store.ts';

const view = (r: CommissionRow): PropertyCommission => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function getCommission(deps: Deps, auth: AuthContext, propertyId: string) {
  await assertAllowed(deps, auth, propertyId, 'commission', 'select');
  const row = await findCommission(deps.db, propertyId);
  return { commission: row ? view(row) : null };
}

export async function upsertCommission(
  deps: Deps,
  auth: AuthContext,
  input: CommissionUpsert,
): Promise<PropertyCommission> {
  const existing = await findCommission(deps.db, input.property_id);
  await assertAllowed(deps, auth, input.property_id, 'commission', existing ? 'update' : 'insert');
  const lease = await findLease(deps.db, input.property_id);
  if (
    managerShareExceeded(input.manager_value_type, input.manager_value, lease?.lease_per_month_price ?? null)
  )
    throw badRequest({
      messageKey: 'commission.managerShare',
      issues: [{ path: '/manager_value', key: 'commission.managerShare' }],
    });
  return deps.db.tx(async (client) => {
    const before = await findCommission(client, input.property_id);
    const row = await upsertRow(client, input, deps.now());
    await auditTerms(deps, client, auth, input.property_id, before, row);
    return view(row);
  });
}

export async function deleteCommission(deps: Deps, auth: AuthContext, propertyId: string): Promise<void> {
  await assertAllowed(deps, auth, propertyId, 'commission', 'delete');
  await deps.db.tx(async (client) => {
    const before = await findCommission(client, propertyId);
    if (!(await deleteRow(client, propertyId))) throw notFound({ messageKey: 'http.notFound' });
    await auditTerms(deps, client, auth, propertyId, before, null);
  });
}

/** Staff's changes to a property's commission terms go to the audit log (issue 19); its people's do not. */
async function auditTerms(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  propertyId: string,
  before: CommissionRow | null,
  after: CommissionRow | null,
): Promise<void> {
  if (!isStaff(auth)) return;
  const fields = ({ property_id: _id, created_at: _c, updated_at: _u, ...terms }: CommissionRow) => terms;
  await audit(deps, client, auth, {
    action: after ? 'COMMISSION_SET' : 'COMMISSION_REMOVED',
    entity: 'commission',
    entityId: propertyId,
    entityLabel: (await findProperty(client, propertyId))?.name ?? null,
    propertyId,
    before: before && fields(before),
    after: after && fields(after),
  });
}

/** What the manager's and owner's terms earned from the lease's start to `to` (today by default). */
export async function commissionAccrual(
  deps: Deps,
  auth: AuthContext,
  query: CommissionAccrualQuery,
): Promise<CommissionAccrual> {
  await assertAllowed(deps, auth, query.property_id, 'commission', 'select');
  const [commission, lease] = await Promise.all([
    findCommission(deps.db, query.property_id),
    findLease(deps.db, query.property_id),
  ]);
  if (!commission) throw notFound({ messageKey: 'http.notFound' });
  const to = query.to ?? todayIn(deps.now());
  const start = lease?.current_lease_start ?? null;
  const months = start ? await monthlyIncome(deps, query.property_id, start, to) : [];
  const share = (type: CommissionRow['manager_value_type'], value: number) => {
    if (type === 'FIXED') {
      const total = start ? fixedCommission(value, start, to) : 0;
      const n = start ? monthsElapsed(start, to) : 0;
      const entries = months
        .slice(0, n)
        .map((m) => ({ interval_start: m.interval_start, amount: value, exchange_rate: null }));
      return { value_type: type, value, entries, total };
    }
    const { entries, total } = percentageCommission(value, months);
    return {
      value_type: type,
      value,
      entries: entries.map((e, i) => ({ ...e, exchange_rate: months[i]!.exchange_rate })),
      total,
    };
  };
  return {
    property_id: query.property_id,
    lease_start: start,
    to,
    months_elapsed: start ? monthsElapsed(start, to) : 0,
    manager: share(commission.manager_value_type, commission.manager_value),
    owner: share(commission.owner_value_type, commission.owner_value),
  };
}

export function estimate(query: CommissionEstimateQuery) {
  return { entries: commissionEstimate(query.average_daily_rate, query.nights.split(',').map(Number)) };
}
