/**
 * Earnings (§3 earnings interval, §6 earnings resource): get_reservation_interval_incomes_by_currency
 * over the property's stays and egresses, with closed months kept closed; closing a month; and the
 * withholding of a month.
 */
import type {
  CloseMonth,
  EarningsAnswer,
  EarningsQuery,
  MonthClosed,
  MonthWithholding,
  WithholdingQuery,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import type { AuthContext } from '@casona/kit/auth/context';
import { badRequest, conflict } from '@casona/kit/errors/errors';
import { dayOf, isoOf, monthBounds, monthOf } from '../domain/dates.ts';
import {
  InconsistentIncomes,
  closingSegments,
  incomeIntervals,
  splitByMonth,
  withClosedMonths,
  type ClosedMonth,
  type Segment,
} from '../domain/earnings.ts';
import { rateOn, toMxn } from '../domain/rates.ts';
import { monthWithholding, regimeOf } from '../domain/withholding.ts';
import { assertAllowed, todayIn } from './access.ts';
import type { Deps } from './deps.ts';
import {
  closedMonthsOf,
  findTaxProfile,
  insertClosedMonth,
  ratesAround,
  withholdingRates,
} from './ledger-store.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import { findProperty, ownerOf, propertiesWithStays, staysOf } from './projection-store.ts';
import { egressesBetween } from './transaction-store.ts';

/** §8 'Invalid answer from get_reservation_interval_incomes_by_currency', as a 400. */
const invalidAnswer = (cause: unknown) => badRequest({ messageKey: 'error.invalidIncomesAnswer', cause });

async function currentSegments(q: Queryable, propertyId: string): Promise<Segment[]> {
  const stays = await staysOf(q, propertyId);
  return stays.flatMap((s) =>
    splitByMonth({
      reservationId: s.id,
      checkIn: s.check_in,
      checkOut: s.check_out,
      currency: s.currency,
      amount: s.total_earned ?? 0,
    }),
  );
}

/** The segments earnings are computed from today: open months live, closed months frozen, corrections posted today. */
async function ledgerSegments(q: Queryable, propertyId: string, today: string) {
  const [current, closed] = await Promise.all([
    currentSegments(q, propertyId),
    closedMonthsOf(q, propertyId),
  ]);
  return { segments: withClosedMonths(current, closed, today), closed };
}

export async function earnings(deps: Deps, auth: AuthContext, query: EarningsQuery): Promise<EarningsAnswer> {
  await assertAllowed(deps, auth, query.property_id, 'earnings', 'select');
  const today = todayIn(deps.now());
  try {
    const { segments, closed } = await ledgerSegments(deps.db, query.property_id, today);
    const [expenses, rates] = await Promise.all([
      egressesBetween(deps.db, query.property_id, query.from, query.to),
      ratesAround(deps.db, query.from, query.to < today ? query.to : today),
    ]);
    const intervals = incomeIntervals({
      segments,
      expenses,
      from: query.from,
      to: query.to,
      interval: query.interval,
      today,
    });
    const corrections = segments.filter((s) => s.corrects !== undefined);
    return {
      property_id: query.property_id,
      interval: query.interval,
      from: query.from,
      to: query.to,
      closed_months: closed.map((c) => c.month),
      intervals: intervals.map((iv) => {
        // Converted at the FIX of the interval's last day, or today's for an interval not over yet.
        const rate = rateOn(rates, iv.interval_end < today ? iv.interval_end : today);
        const total = rate
          ? toMxn(
              iv.acquired_income_mxn + iv.upcoming_income_mxn,
              iv.acquired_income_usd + iv.upcoming_income_usd,
              rate,
            ).mxn
          : null;
        return {
          ...iv,
          total_income_mxn: total,
          exchange_rate: rate ? { mxn_per_usd: rate.mxnPerUsd, date: rate.date, source: rate.source } : null,
          corrections: corrections
            .filter((c) => c.start >= iv.interval_start && c.start <= iv.interval_end)
            .map((c) => ({
              reservation_id: c.reservationId,
              corrects_month: c.corrects!,
              currency: c.currency,
              amount: c.amount,
            })),
        };
      }),
    };
  } catch (err) {
    if (err instanceof InconsistentIncomes) throw invalidAnswer(err);
    throw err;
  }
}

export interface MonthIncome {
  interval_start: string;
  acquired: number;
  exchange_rate: { mxn_per_usd: number; date: string; source: string } | null;
}

/** Acquired income per month (MXN plus USD at each month's last FIX, named) from `from` to `to`, for commissions. */
export async function monthlyIncome(
  deps: Deps,
  propertyId: string,
  from: string,
  to: string,
): Promise<MonthIncome[]> {
  if (to < from) return [];
  const today = todayIn(deps.now());
  try {
    const { segments } = await ledgerSegments(deps.db, propertyId, today);
    const rates = await ratesAround(deps.db, from, to);
    return incomeIntervals({ segments, expenses: [], from, to, interval: 'month', today }).map((iv) => {
      const rate = iv.acquired_income_usd !== 0 ? rateOn(rates, iv.interval_end) : null;
      const usd = rate ? iv.acquired_income_usd * rate.mxnPerUsd : 0;
      return {
        interval_start: iv.interval_start,
        acquired: Math.round((iv.acquired_income_mxn + usd) * 100) / 100,
        exchange_rate: rate ? { mxn_per_usd: rate.mxnPerUsd, date: rate.date, source: rate.source } : null,
      };
    });
  } catch (err) {
    if (err instanceof InconsistentIncomes) throw invalidAnswer(err);
    throw err;
  }
}

async function close(
  deps: Deps,
  propertyId: string,
  month: string,
  /** Staff closing by hand (kept in the audit log); null: the monthly job. */
  by: AuthContext | null,
): Promise<{ closed: boolean; reservations: number }> {
  return deps.db.tx(async (client) => {
    // One close at a time per property: the month's snapshot must see the months closed before it.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`finance-close:${propertyId}`]);
    const closed: ClosedMonth[] = await closedMonthsOf(client, propertyId);
    if (closed.some((c) => c.month === month)) return { closed: false, reservations: 0 };
    const segments = closingSegments(await currentSegments(client, propertyId), closed, month);
    const done = await insertClosedMonth(client, {
      propertyId,
      month,
      closedAt: deps.now(),
      closedBy: by?.profileId ?? null,
      segments,
    });
    const reservations = new Set(segments.map((s) => s.reservationId)).size;
    if (done && by)
      await audit(deps, client, by, {
        action: 'EARNINGS_MONTH_CLOSED',
        entity: 'closed_month',
        entityId: `${propertyId}:${month}`,
        entityLabel: (await findProperty(client, propertyId))?.name ?? null,
        propertyId,
        before: null,
        after: { month, reservations },
      });
    return { closed: done, reservations };
  });
}

/** Staff close an ended month: its figures freeze; later changes post to the current month. */
export async function closeMonth(
  deps: Deps,
  auth: AuthContext,
  input: CloseMonth,
): Promise<Omit<MonthClosed, 'message'>> {
  await assertAllowed(deps, auth, input.property_id, 'earnings', 'select');
  const currentMonth = todayIn(deps.now()).slice(0, 7);
  if (input.month >= currentMonth)
    throw badRequest({
      messageKey: 'earnings.monthNotEnded',
      issues: [{ path: '/month', key: 'earnings.monthNotEnded' }],
    });
  try {
    const result = await close(deps, input.property_id, input.month, auth);
    if (!result.closed) throw conflict({ messageKey: 'earnings.monthClosed' });
    return { property_id: input.property_id, month: input.month, reservations: result.reservations };
  } catch (err) {
    if (err instanceof InconsistentIncomes) throw invalidAnswer(err);
    throw err;
  }
}

/** The monthly close (a daily job): last month is closed for every property with stays, once. */
export async function closeLastMonth(deps: Deps): Promise<number> {
  const today = dayOf(todayIn(deps.now()));
  const lastMonth = monthOf(monthBounds(today).start - 1);
  let closed = 0;
  for (const propertyId of await propertiesWithStays(deps.db)) {
    try {
      if ((await close(deps, propertyId, lastMonth, null)).closed) closed++;
    } catch (err) {
      deps.logger.warn({ err, propertyId, month: lastMonth }, 'could not close the month');
    }
  }
  return closed;
}

/** The month's withholding: each stay's share of the month (as the ledger counts it) under the owner's regime. */
export async function withholding(
  deps: Deps,
  auth: AuthContext,
  query: WithholdingQuery,
): Promise<MonthWithholding> {
  await assertAllowed(deps, auth, query.property_id, 'earnings', 'select');
  const today = todayIn(deps.now());
  const owner = await ownerOf(deps.db, query.property_id);
  const profile = owner ? await findTaxProfile(deps.db, owner) : null;
  const regime = regimeOf(profile?.rfc);
  const rate = (await withholdingRates(deps.db)).find((r) => r.regime === regime)!;
  let segments: Segment[];
  try {
    segments = (await ledgerSegments(deps.db, query.property_id, today)).segments;
  } catch (err) {
    if (err instanceof InconsistentIncomes) throw invalidAnswer(err);
    throw err;
  }
  const start = `${query.month}-01`;
  const end = isoOf(monthBounds(dayOf(start)).next - 1);
  const inMonth = new Map<
    string,
    { reservationId: string; currency: 'MXN' | 'USD'; gross: number; nights: number }
  >();
  for (const s of segments) {
    if (s.start < start || s.start > end) continue;
    const k = `${s.reservationId}|${s.currency}`;
    const e = inMonth.get(k) ?? { reservationId: s.reservationId, currency: s.currency, gross: 0, nights: 0 };
    e.gross += s.amount;
    e.nights += s.nights;
    inMonth.set(k, e);
  }
  const items = [...inMonth.values()];
  const result = monthWithholding(items, rate);
  const figures = (w: (typeof result.reservations)[number] | (typeof result.totals)['MXN']) => ({
    gross: w.gross,
    base: w.base,
    iva: w.iva,
    isr_withheld: w.isrWithheld,
    iva_withheld: w.ivaWithheld,
    payout: w.payout,
  });
  return {
    property_id: query.property_id,
    month: query.month,
    owner_profile_id: owner,
    regime,
    rate: {
      regime: rate.regime,
      isr_rate: rate.isrRate,
      iva_rate: rate.ivaRate,
      iva_withheld_share: rate.ivaWithheldShare,
      legal_source: rate.legalSource,
      effective_date: rate.effectiveDate,
      updated_at: rate.updatedAt.toISOString(),
    },
    reservations: result.reservations.map((r, i) => ({
      reservation_id: r.reservationId,
      currency: r.currency,
      nights: items[i]!.nights,
      ...figures(r),
    })),
    totals: { MXN: figures(result.totals.MXN), USD: figures(result.totals.USD) },
  };
}
