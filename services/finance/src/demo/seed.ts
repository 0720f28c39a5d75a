/**
 * Finance's part of the demo (§2 /demo, issue 19), through finance's own use cases: a year of the
 * demo home's costs (ledger.ts), the company's management commission (18 % of the rents, the
 * statement's management fee), and last month's owner
 * statement, kept as sent and announced as every month's is. The earnings follow from the demo's
 * Airbnb stays and their money, which reach finance by listings' events.
 *
 * It needs the home, its owner (identity's membership) and its stays with their money first: until
 * they arrived it throws DemoNotReady and its job tries again later (service.ts). Idempotent: the
 * ledger goes in only on a home without transactions (later runs add only the months ended since
 * its last one), the commission only where there is none, the statement only once a month.
 */
import {
  DEMO_ALLY_PROFILE_IDS,
  DEMO_PROFILE_ID,
  DEMO_PROPERTY_ID,
  type CommissionUpsert,
} from '@casona/proto';
import { dateInZone } from '@casona/proto/shared/dates';
import type { AuthContext } from '@casona/kit/auth/context';
import { getCommission, upsertCommission } from '../app/commissions.ts';
import type { Deps } from '../app/deps.ts';
import { findProperty, ownerOf } from '../app/projection-store.ts';
import { sendLastMonthStatements } from '../app/statement.ts';
import { bulkTransactions } from '../app/transactions.ts';
import { lastMonthWith, lockDemoSeed, stayMoneyState, transactionCount } from './demo-store.ts';
import { demoLedger, demoMonthCosts, MONTHLY_SUBJECT, monthsSince } from './ledger.ts';

export { DEMO_SEED_JOB } from '@casona/proto';

export class DemoNotReady extends Error {
  override name = 'DemoNotReady';
}

const OWNER: AuthContext = Object.freeze({ profileId: DEMO_PROFILE_ID, staffRole: null, clientIp: null });
/** The manager keeps the books: an owner may read transactions but not write them (§6). */
const MANAGER: AuthContext = Object.freeze({
  profileId: DEMO_ALLY_PROFILE_IDS.manager,
  staffRole: null,
  clientIp: null,
});

/**
 * The company manages the home for 18 % of each month's rents (§9 PERCENTAGE, within the 66 %
 * manager share), which the owner statement shows as its management fee.
 */
export const DEMO_COMMISSION = {
  property_id: DEMO_PROPERTY_ID,
  company_role: 'MANAGING',
  furnisher: 'OWNER',
  company_percentage: 18,
  manager_value: 18,
  manager_value_type: 'PERCENTAGE',
  owner_value: 0,
  owner_value_type: 'FIXED',
} as const satisfies CommissionUpsert;
const DEMO_COMMISSION_FIELDS = [
  'company_role',
  'furnisher',
  'company_percentage',
  'manager_value',
  'manager_value_type',
  'owner_value',
  'owner_value_type',
] as const;

export interface FinanceDemoResult {
  transactions: number;
  commission: boolean;
  statements: number;
}

async function assertReady(deps: Deps): Promise<void> {
  if (!(await findProperty(deps.db, DEMO_PROPERTY_ID)))
    throw new DemoNotReady('the demo home has not arrived from listings yet');
  if (
    (await ownerOf(deps.db, DEMO_PROPERTY_ID)) !== DEMO_PROFILE_ID ||
    !(await deps.memberships.labelOf(DEMO_ALLY_PROFILE_IDS.manager, DEMO_PROPERTY_ID))
  )
    throw new DemoNotReady('the demo people have not arrived from identity yet');
  const { stays, unpaid } = await stayMoneyState(deps.db, DEMO_PROPERTY_ID);
  if (stays === 0 || unpaid > 0)
    throw new DemoNotReady("the demo's paid stays have not arrived from listings yet");
}

export async function seedFinanceDemo(deps: Deps): Promise<FinanceDemoResult> {
  await assertReady(deps);
  return deps.db.tx(async (client) => {
    // One replica at a time; the use cases below run in their own transactions.
    await lockDemoSeed(client);
    let transactions = 0;
    const today = dateInZone(deps.now(), 'America/Mexico_City');
    if ((await transactionCount(deps.db, DEMO_PROPERTY_ID)) === 0) {
      transactions = await bulkTransactions(deps, MANAGER, {
        property_id: DEMO_PROPERTY_ID,
        transactions: demoLedger(today),
      });
    } else {
      // Living: the months ended since the ledger's last one get their bills, as the manager keeps
      // the books month by month.
      const last = await lastMonthWith(deps.db, DEMO_PROPERTY_ID, MONTHLY_SUBJECT);
      const rows = last ? monthsSince(last, today).flatMap(demoMonthCosts) : [];
      if (rows.length > 0)
        transactions = await bulkTransactions(deps, MANAGER, {
          property_id: DEMO_PROPERTY_ID,
          transactions: rows,
        });
    }
    let commission = false;
    const terms = (await getCommission(deps, OWNER, DEMO_PROPERTY_ID)).commission;
    // Set where there is none, and where an older demo left other terms (a 0 management fee).
    if (!terms || DEMO_COMMISSION_FIELDS.some((f) => String(terms[f]) !== String(DEMO_COMMISSION[f]))) {
      await upsertCommission(deps, OWNER, DEMO_COMMISSION);
      commission = true;
    }
    const statements = await sendLastMonthStatements(deps, [DEMO_PROPERTY_ID]);
    return { transactions, commission, statements };
  });
}
