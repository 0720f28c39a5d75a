/**
 * The demo across services, as `pnpm start` seeds it: identity's people and listings' home with its
 * paid Airbnb stays reach finance by event; finance then keeps a year of the home's costs, the
 * company's commission and last month's statement, and the demo session's token reads the earnings
 * and the ledger through the real gateway. Run again, finance's seed changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROPERTY_ID, translate } from '@casona/proto';
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import { startDemoPlatform, type DemoPlatform } from '../../../../qa/src/demo-platform.ts';
import type { Deps } from '../app/deps.ts';
import { createFinanceService } from '../service.ts';
import { DemoNotReady, seedFinanceDemo } from './seed.ts';

let p: DemoPlatform<'finance', Deps>['p'];
let deps: Deps;
beforeAll(async () => {
  const demo = await startDemoPlatform('finance', {
    finance: (name) => createFinanceService({ name, env: {}, seedDemo: false }),
  });
  ({ p, deps } = demo);
  await expect(seedFinanceDemo(deps)).rejects.toBeInstanceOf(DemoNotReady);
  // As `pnpm start` does once every service listens: identity's people, listings' home and stays.
  await demo.seedPeopleAndHome();
  await p.settle();
}, 120_000);
afterAll(async () => p?.stop());

const today = () => dateInZone(new Date(), 'America/Mexico_City');
const lastMonth = () => addDays(`${today().slice(0, 7)}-01`, -1).slice(0, 7);

describe("the demo's finance", () => {
  it('keeps a year of costs, the commission and last month’s statement', async () => {
    const seeded = await seedFinanceDemo(deps);
    expect(seeded.transactions).toBeGreaterThan(60);
    expect(seeded).toMatchObject({ commission: true, statements: 1 });
    const months = await p.sql('finance')(
      `SELECT DISTINCT to_char(date, 'YYYY-MM') AS m FROM property_transaction WHERE property_id = $1`,
      [DEMO_PROPERTY_ID],
    );
    expect(months.length).toBeGreaterThanOrEqual(12);
    const [statement] = await p.sql('finance')(
      'SELECT month, figures FROM owner_statement WHERE property_id = $1',
      [DEMO_PROPERTY_ID],
    );
    expect(statement.month).toBe(lastMonth());
    // The management fee is 18 % of the month's rents: never MX$0.00 on a month with stays.
    const { management_fee: fee, reservation_income: income } = statement.figures;
    expect(income.total_mxn).toBeGreaterThan(0);
    expect(fee).toMatchObject({ type: 'PERCENTAGE', value: 18 });
    expect(fee.amount).toBeCloseTo(income.total_mxn * 0.18, 1);
    expect(fee.amount).toBeGreaterThan(0);
    expect((await p.events('finance', 'finance.statement.ready')).length).toBe(1);
  });

  it('changes nothing when run again', async () => {
    const [before] = await p.sql('finance')('SELECT count(*)::int AS n FROM property_transaction');
    expect(await seedFinanceDemo(deps)).toEqual({ transactions: 0, commission: false, statements: 0 });
    const [after] = await p.sql('finance')('SELECT count(*)::int AS n FROM property_transaction');
    expect(after.n).toBe(before.n);
  });

  it("lets the demo session read the home's earnings, ledger and commission, and write none", async () => {
    const token = (await p.call('GET', '/api/v1/demo/session')).body.access_token as string;
    const from = addDays(today(), -180);
    const earnings = await p.call(
      'GET',
      `/api/v1/earnings?property_id=${DEMO_PROPERTY_ID}&interval=month&from=${from}&to=${today()}`,
      { token },
    );
    expect(earnings.status).toBe(200);
    const ledger = await p.call('GET', `/api/v1/property_transaction?property_id=${DEMO_PROPERTY_ID}`, {
      token,
    });
    expect(ledger.status).toBe(200);
    const commission = await p.call('GET', `/api/v1/property_commission?property_id=${DEMO_PROPERTY_ID}`, {
      token,
    });
    expect(commission.status).toBe(200);
    const write = await p.call('POST', '/api/v1/property_transaction', {
      token,
      lang: 'es',
      body: {
        property_id: DEMO_PROPERTY_ID,
        amount: 100,
        category: 'OTHER',
        date: today(),
        expense: 'OPEX',
        method: 'CASH',
        subject: 'Intento',
        type: 'EGRESS',
      },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(translate('demo.readOnly', 'es'));
  });

  it("lives: 70 days on, its run books the months ended since and sends that month's statement, once", async () => {
    const later = { ...deps, now: () => new Date(Date.now() + 70 * 86_400_000) };
    const day70 = addDays(today(), 70);
    const run = await seedFinanceDemo(later);
    expect(run.transactions).toBeGreaterThanOrEqual(2 * 5);
    expect(run.statements).toBe(1);
    const [latest] = await p.sql('finance')(
      `SELECT to_char(max(date), 'YYYY-MM') AS m FROM property_transaction WHERE property_id = $1`,
      [DEMO_PROPERTY_ID],
    );
    // The books run to the month before the one of the day.
    expect(latest.m).toBe(addDays(`${day70.slice(0, 7)}-01`, -1).slice(0, 7));
    expect(await seedFinanceDemo(later)).toEqual({ transactions: 0, commission: false, statements: 0 });
  });
});
