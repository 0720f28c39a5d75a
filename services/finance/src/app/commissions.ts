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
import type { AuthContext } from '@casona/kit/auth/context';
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
  return view(await upsertRow(deps.db, input, deps.now()));
}

export async function deleteCommission(deps: Deps, auth: AuthContext, propertyId: string): Promise<void> {
  await assertAllowed(deps, auth, propertyId, 'commission', 'delete');
  if (!(await deleteRow(deps.db, propertyId))) throw notFound({ messageKey: 'http.notFound' });
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
