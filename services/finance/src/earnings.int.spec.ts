import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  eventually,
  makeStaff,
  registerAccount,
  reservationPayload,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

/** Finance's clock: 10 March 2026, noon in Mexico City. */
const NOW = new Date('2026-03-10T18:00:00Z');

let h: Harness;
let admin: Account;
let owner: Account;
let propertyId: string;

async function reservation(
  payload: ReturnType<typeof reservationPayload>,
  type: 'added' | 'updated' | 'canceled' = 'added',
) {
  if (type === 'updated')
    await h.publish('listings.reservation.updated', { ...payload, changes: ['totalEarned'] });
  else await h.publish(`listings.reservation.${type}`, payload);
  await eventually(
    async () =>
      (
        await h.sql(
          'SELECT 1 FROM reservation WHERE id = $1 AND canceled = $2 AND total_earned IS NOT DISTINCT FROM $3',
          [payload.reservationId, type === 'canceled', payload.totalEarned],
        )
      ).length === 1,
    `reservation ${type}`,
  );
}

const months = (from = '2026-01-01', to = '2026-03-31', token = owner.accessToken) =>
  h.call('GET', `/api/v1/earnings?property_id=${propertyId}&interval=month&from=${from}&to=${to}`, { token });

beforeAll(async () => {
  h = await startHarness({ now: () => NOW });
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  owner = await registerAccount(h, { name: 'Dueña', locale: 'EN' });
  propertyId = await createProperty(h, owner, 'Casa Earnings');
});
afterAll(async () => h?.stop());

describe('earnings by stay date (get_reservation_interval_incomes_by_currency)', () => {
  const stay = () =>
    reservationPayload({ propertyId, checkIn: '2026-01-29', checkOut: '2026-02-03', totalEarned: 5000 });
  let first: ReturnType<typeof stay>;

  it('splits a stay across the month end by night, counts USD apart and converts at the FIX of the day', async () => {
    first = stay();
    await reservation(first);
    // A USD stay from Mar 8 to Mar 12: two nights before today (acquired), two ahead (upcoming).
    await reservation(
      reservationPayload({
        propertyId,
        checkIn: '2026-03-08',
        checkOut: '2026-03-12',
        totalEarned: 400,
        currency: 'USD',
      }),
    );
    // Canceled stays earn nothing.
    const canceled = reservationPayload({
      propertyId,
      checkIn: '2026-02-10',
      checkOut: '2026-02-12',
      totalEarned: 999,
    });
    await reservation(canceled);
    await reservation(canceled, 'canceled');
    await h.call('PUT', '/api/v1/exchange_rate', {
      token: admin.accessToken,
      body: { date: '2026-03-09', mxn_per_usd: 17.5, source: 'Banxico FIX (SF43718)' },
    });
    // A source of spaces names none: refused, and the rate above stays (the long fuzz run got 200 with "").
    const blank = await h.call('PUT', '/api/v1/exchange_rate', {
      token: admin.accessToken,
      body: { date: '2026-03-09', mxn_per_usd: 99, source: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { path: '/source', message: expect.stringMatching(/obligatori|required/i) },
    ]);
    await h.call('POST', '/api/v1/property_transaction', {
      token: admin.accessToken,
      body: {
        property_id: propertyId,
        amount: 1480,
        category: 'ELECTRICITY',
        date: '2026-02-05',
        expense: 'OPEX',
        method: 'CASH',
        subject: 'CFE',
        type: 'EGRESS',
      },
    });

    const res = await months();
    expect(res.status).toBe(200);
    expect(
      res.body.intervals.map((i: Record<string, unknown>) => [
        i.interval_start,
        i.interval_end,
        i.acquired_income_mxn,
        i.acquired_income_usd,
        i.upcoming_income_usd,
        i.total_reservations,
        i.total_expense,
      ]),
    ).toEqual([
      ['2026-01-01', '2026-01-31', 3000, 0, 0, 1, 0],
      ['2026-02-01', '2026-02-28', 2000, 0, 0, 1, 1480],
      ['2026-03-01', '2026-03-31', 0, 200, 200, 1, 0],
    ]);
    expect(res.body.intervals[2]).toMatchObject({
      total_income_mxn: 7000,
      exchange_rate: { mxn_per_usd: 17.5, date: '2026-03-09', source: 'Banxico FIX (SF43718)' },
    });
    // January 2026 is converted at the real Banxico FIX seeded for its last banking day… when the
    // seed reaches it; the seed ends 2025-11-25, so the latest published rate applies.
    expect(res.body.intervals[0].exchange_rate.date <= '2026-01-31').toBe(true);

    const weeks = await h.call(
      'GET',
      `/api/v1/earnings?property_id=${propertyId}&interval=week&from=2026-01-29&to=2026-02-03`,
      { token: owner.accessToken },
    );
    expect(
      weeks.body.intervals.map((i: Record<string, unknown>) => [i.interval_start, i.acquired_income_mxn]),
    ).toEqual([
      ['2026-01-26', 4000],
      ['2026-02-02', 1000],
    ]);
  });

  it('keeps a closed month closed and posts a later correction to the current month with its reference', async () => {
    const closed = await h.call('POST', '/api/v1/earnings/close', {
      token: admin.accessToken,
      body: { property_id: propertyId, month: '2026-01' },
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ month: '2026-01', reservations: 1 });
    const twice = await h.call('POST', '/api/v1/earnings/close', {
      token: admin.accessToken,
      body: { property_id: propertyId, month: '2026-01' },
    });
    expect(twice.status).toBe(409);
    const open = await h.call('POST', '/api/v1/earnings/close', {
      token: admin.accessToken,
      body: { property_id: propertyId, month: '2026-03' },
    });
    expect(open.status).toBe(400);

    // The host's payout was corrected after January closed.
    await reservation({ ...first, totalEarned: 4000 }, 'updated');
    const res = await months();
    expect(res.body.closed_months).toEqual(['2026-01']);
    expect(res.body.intervals.map((i: { acquired_income_mxn: number }) => i.acquired_income_mxn)).toEqual([
      3000, 1600, -600,
    ]);
    expect(res.body.intervals[2].corrections).toEqual([
      { reservation_id: first.reservationId, corrects_month: '2026-01', currency: 'MXN', amount: -600 },
    ]);
  });

  it("answers 'Invalid answer from get_reservation_interval_incomes_by_currency' for inconsistent inputs", async () => {
    const backwards = await months('2026-03-01', '2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('Invalid answer from get_reservation_interval_incomes_by_currency');
    const bad = await h.call(
      'GET',
      `/api/v1/earnings?property_id=${propertyId}&interval=year&from=2026-01-01&to=2026-02-01`,
      {
        token: owner.accessToken,
      },
    );
    expect(bad.status).toBe(400);
  });

  it('computes the month’s withholding under the owner’s regime: 20 % ISR without RFC, 4 % with one', async () => {
    const without = await h.call(
      'GET',
      `/api/v1/earnings/withholding?property_id=${propertyId}&month=2026-02`,
      {
        token: owner.accessToken,
      },
    );
    expect(without.status).toBe(200);
    expect(without.body).toMatchObject({ regime: 'WITHOUT_RFC', owner_profile_id: owner.id });
    // February holds 2 nights of the corrected stay: 4,000 × 2/5 = 1,600 paid, IVA included.
    expect(without.body.totals.MXN).toEqual({
      gross: 1600,
      base: 1379.31,
      iva: 220.69,
      isr_withheld: 275.86,
      iva_withheld: 220.69,
      payout: 1103.45,
    });
    const rfc = await h.call('PUT', '/api/v1/owner_tax_profile', {
      token: owner.accessToken,
      body: { profile_id: owner.id, rfc: 'GODE561231GR8' },
    });
    expect(rfc.body).toMatchObject({ rfc: 'GODE561231GR8', regime: 'WITH_RFC' });
    const withRfc = await h.call(
      'GET',
      `/api/v1/earnings/withholding?property_id=${propertyId}&month=2026-02`,
      {
        token: owner.accessToken,
      },
    );
    expect(withRfc.body.regime).toBe('WITH_RFC');
    expect(withRfc.body.totals.MXN).toMatchObject({
      isr_withheld: 55.17,
      iva_withheld: 110.35,
      payout: 1434.48,
    });
    expect(withRfc.body.rate.legal_source).toContain('113-A');
    const badRfc = await h.call('PUT', '/api/v1/owner_tax_profile', {
      token: owner.accessToken,
      body: { profile_id: owner.id, rfc: 'NOT-AN-RFC' },
    });
    expect(badRfc.status).toBe(400);
    const someoneElse = await h.call('PUT', '/api/v1/owner_tax_profile', {
      token: owner.accessToken,
      body: { profile_id: admin.id, rfc: null },
    });
    expect(someoneElse.status).toBe(403);
  });
});

describe('lease configuration and commissions', () => {
  it('refuses a lease for a property with an Airbnb listing, and announces a lease listings will respect', async () => {
    const other = await createProperty(h, owner, 'Casa con Airbnb');
    const listingId = crypto.randomUUID();
    await h.publish('listings.airbnb_listing.submitted', {
      airbnbListingId: listingId,
      propertyId: other,
      name: 'Loft',
      url: 'https://www.airbnb.mx/rooms/12345',
      isMainListing: true,
      currency: 'MXN',
      baseHoursToClean: 3,
      currentHoursToClean: 3,
    });
    await eventually(
      async () => (await h.sql('SELECT 1 FROM airbnb_listing WHERE id = $1', [listingId])).length === 1,
      'listing',
    );
    const lease = {
      property_id: other,
      current_lease_start: '2025-11-01',
      current_lease_end: '2026-10-31',
      lease_per_month_price: 20000,
    };
    const refused = await h.call('PUT', '/api/v1/property_lease_configuration', {
      token: owner.accessToken,
      body: lease,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A property with an Airbnb listing cannot have a lease configuration.');

    await h.publish('listings.airbnb_listing.deleted', { airbnbListingId: listingId, propertyId: other });
    await eventually(
      async () => (await h.sql('SELECT 1 FROM airbnb_listing WHERE id = $1', [listingId])).length === 0,
      'gone',
    );
    const saved = await h.call('PUT', '/api/v1/property_lease_configuration', {
      token: owner.accessToken,
      body: lease,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ current_lease_start: '2025-11-01', lease_per_month_price: 20000 });
    const events = await h.events('finance.lease.configured');
    expect(events.at(-1)?.payload).toEqual({
      propertyId: other,
      currentLeaseStart: '2025-11-01',
      currentLeaseEnd: '2026-10-31',
      leasePerMonthPrice: 20000,
    });
    const backwards = await h.call('PUT', '/api/v1/property_lease_configuration', {
      token: owner.accessToken,
      body: { ...lease, current_lease_end: '2025-10-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('The lease must end after it starts.');

    // Commissions: the manager's share may not pass 66 % of the rents.
    const terms = {
      property_id: other,
      company_role: 'MANAGING',
      furnisher: 'OWNER',
      company_percentage: 20,
      manager_value: 13_201,
      manager_value_type: 'FIXED',
      owner_value: 15,
      owner_value_type: 'PERCENTAGE',
    };
    const tooMuch = await h.call('PUT', '/api/v1/property_commission', {
      token: owner.accessToken,
      body: terms,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe("The manager's share cannot exceed 66% of the rents.");
    const ok = await h.call('PUT', '/api/v1/property_commission', {
      token: owner.accessToken,
      body: { ...terms, manager_value: 2500 },
    });
    expect(ok.status).toBe(200);
    // A USD stay of December 2025: the owner's 15 % is converted at the last FIX on or before Dec 31.
    await reservation(
      reservationPayload({
        propertyId: other,
        checkIn: '2025-12-10',
        checkOut: '2025-12-12',
        totalEarned: 100,
        currency: 'USD',
      }),
    );
    const accrual = await h.call('GET', `/api/v1/property_commission/accrual?property_id=${other}`, {
      token: owner.accessToken,
    });
    expect(accrual.status).toBe(200);
    // Nov 1 to Mar 10: four whole months of 2,500.
    expect(accrual.body).toMatchObject({ lease_start: '2025-11-01', to: '2026-03-10', months_elapsed: 4 });
    expect(accrual.body.manager).toMatchObject({ value_type: 'FIXED', total: 10_000 });
    expect(accrual.body.owner).toMatchObject({ value_type: 'PERCENTAGE', total: 276.46 });
    expect(accrual.body.owner.entries).toContainEqual({
      interval_start: '2025-12-01',
      amount: 276.46,
      exchange_rate: { mxn_per_usd: 18.4308, date: '2025-11-25', source: 'Banxico FIX (SF43718)' },
    });
    expect(accrual.body.manager.entries[0]).toEqual({
      interval_start: '2025-11-01',
      amount: 2500,
      exchange_rate: null,
    });

    const removed = await h.call('DELETE', `/api/v1/property_lease_configuration/${other}`, {
      token: owner.accessToken,
    });
    expect(removed.status).toBe(204);
    expect((await h.events('finance.lease.removed')).at(-1)?.payload).toEqual({ propertyId: other });
  });

  it('estimates the commission: ADR × nights × (0.85 + 0.2 − 0.015 × index), six entries at most', async () => {
    const res = await h.call(
      'GET',
      '/api/v1/property_commission/estimate?average_daily_rate=1500&nights=20,20,22,18,25,24,30',
      {
        token: owner.accessToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.entries).toHaveLength(6);
    expect(res.body.entries[0]).toEqual({ index: 0, nights: 20, factor: 1.05, amount: 31500 });
  });

  it('lists the seeded Banxico FIX rates and lets staff correct one', async () => {
    const rates = await h.call('GET', '/api/v1/exchange_rate?from=2025-11-20&to=2025-11-25', {
      token: owner.accessToken,
    });
    expect(rates.status).toBe(200);
    expect(
      rates.body.items.map((r: { date: string; mxn_per_usd: number }) => [r.date, r.mxn_per_usd]),
    ).toEqual([
      ['2025-11-25', 18.4308],
      ['2025-11-24', 18.4997],
      ['2025-11-21', expect.any(Number)],
      ['2025-11-20', expect.any(Number)],
    ]);
    expect(rates.body.items[0].source).toBe('Banxico FIX (SF43718)');
    const denied = await h.call('PUT', '/api/v1/exchange_rate', {
      token: owner.accessToken,
      body: { date: '2025-11-25', mxn_per_usd: 1, source: 'me' },
    });
    expect(denied.status).toBe(403);
    const table = await h.call('GET', '/api/v1/withholding_rate', { token: owner.accessToken });
    expect(table.body.items.map((r: { regime: string; isr_rate: number }) => [r.regime, r.isr_rate])).toEqual(
      [
        ['WITH_RFC', 0.04],
        ['WITHOUT_RFC', 0.2],
      ],
    );
  });
});
