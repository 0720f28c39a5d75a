/**
 * The owner statement of a property and a month (issue 14): opening balance, income by reservation,
 * other income, expenses by cost group, the management fee (the manager's commission), what the
 * platform withholds (ISR and IVA) and the payout. A pure function over the ledger: the same
 * segments earnings are computed from (closed months frozen, corrections posted to the month they
 * were made in), the transactions, the commission terms, the owner's withholding rate and the FIX.
 *
 * Money is in pesos: a USD stay is shown in dollars and converted at the FIX of the month's last day
 * (named on the statement). A month that ends below zero pays nothing and carries the balance to the
 * next month as its opening balance; a month that ends above zero pays it all out.
 */
import type { CommissionValueType, CostGroup, Currency, TransactionCategory } from '@casona/proto';
import { COST_GROUPS } from '@casona/proto';
import { costGroupOf, type CostLine } from './cost-groups.ts';
import { dayOf, isoOf, monthBounds, monthOf } from './dates.ts';
import type { Segment } from './earnings.ts';
import type { ExchangeRate } from './rates.ts';
import { withholdingOf, type WithholdingRate } from './withholding.ts';

export interface StatementTransaction extends CostLine {
  date: string;
  subject: string;
}

export interface StatementCommission {
  type: CommissionValueType;
  value: number;
  /** FIXED is owed from this month on (the lease's start); null: every month. */
  fromMonth: string | null;
}

export interface StatementInput {
  month: string;
  segments: readonly Segment[];
  transactions: readonly StatementTransaction[];
  commission: StatementCommission | null;
  rate: WithholdingRate;
  /** MXN per USD for a month (the FIX of its last day), or null when none is known. */
  fixOf(month: string): ExchangeRate | null;
}

export interface StatementReservation {
  reservation_id: string;
  currency: Currency;
  /** First night in the month, or the posting day of a correction. */
  start: string;
  nights: number;
  /** What the stay earned in the month, in its currency. */
  amount: number;
  amount_mxn: number;
  isr_withheld_mxn: number;
  iva_withheld_mxn: number;
  /** Set on a correction: the closed month it corrects. */
  corrects: string | null;
}

export interface StatementExpense {
  date: string;
  subject: string;
  category: TransactionCategory;
  group: CostGroup;
  amount: number;
}

export interface OwnerStatementFigures {
  month: string;
  period_start: string;
  period_end: string;
  opening_balance: number;
  reservations: StatementReservation[];
  reservation_income: { MXN: number; USD: number; total_mxn: number };
  other_income: number;
  expenses: StatementExpense[];
  expenses_by_group: Record<CostGroup, number>;
  total_expenses: number;
  management_fee: { type: CommissionValueType | null; value: number; amount: number };
  withholding: { regime: WithholdingRate['regime']; isr: number; iva: number; total: number };
  net: number;
  payout: number;
  /** Carried to the next month's opening balance (0 or negative). */
  closing_balance: number;
  exchange_rate: { mxn_per_usd: number; date: string; source: string } | null;
}

/** A statement asked for with USD income and no FIX known for the month. */
export class MissingExchangeRate extends Error {
  readonly month: string;
  constructor(month: string) {
    super(`no exchange rate for ${month}`);
    this.month = month;
    this.name = 'MissingExchangeRate';
  }
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The months from `first` to `last` (YYYY-MM, both included). */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  const end = dayOf(`${last}-01`);
  for (let m = dayOf(`${first}-01`); m <= end; m = monthBounds(m).next) out.push(monthOf(m));
  return out;
}

/** The first month the ledger has anything in (a stay's segment or a transaction), or null. */
export function firstLedgerMonth(input: Pick<StatementInput, 'segments' | 'transactions'>): string | null {
  let first: string | null = null;
  for (const s of input.segments) if (first === null || s.start < first) first = s.start;
  for (const t of input.transactions) if (first === null || t.date < first) first = t.date;
  return first === null ? null : first.slice(0, 7);
}

/** One month's figures, given the balance carried in. */
export function monthFigures(
  input: StatementInput,
  month: string,
  openingBalance: number,
): OwnerStatementFigures {
  const start = dayOf(`${month}-01`);
  const periodStart = isoOf(start);
  const periodEnd = isoOf(monthBounds(start).next - 1);
  const inMonth = (d: string) => d >= periodStart && d <= periodEnd;

  // Income by reservation: its nights in the month, and each correction on its own line.
  const byReservation = new Map<string, { segs: Segment[]; corrects: string | null }>();
  for (const s of input.segments) {
    if (!inMonth(s.start)) continue;
    const key = `${s.reservationId}|${s.currency}|${s.corrects ?? ''}`;
    const entry = byReservation.get(key) ?? { segs: [], corrects: s.corrects ?? null };
    entry.segs.push(s);
    byReservation.set(key, entry);
  }
  const lines = [...byReservation.values()].sort(
    (a, b) =>
      a.segs[0]!.start.localeCompare(b.segs[0]!.start) ||
      a.segs[0]!.reservationId.localeCompare(b.segs[0]!.reservationId),
  );
  const needsFix = lines.some((l) => l.segs[0]!.currency === 'USD');
  const fix = input.fixOf(month);
  if (needsFix && !fix) throw new MissingExchangeRate(month);
  const toMxn = (amount: number, currency: Currency) =>
    cents(currency === 'USD' ? amount * fix!.mxnPerUsd : amount);

  const income = { MXN: 0, USD: 0, total_mxn: 0 };
  let isr = 0;
  let iva = 0;
  const reservations: StatementReservation[] = lines.map(({ segs, corrects }) => {
    const first = segs[0]!;
    const amount = cents(segs.reduce((sum, s) => sum + s.amount, 0));
    const nights = segs.reduce((sum, s) => sum + s.nights, 0);
    const w = withholdingOf(amount, input.rate);
    const line: StatementReservation = {
      reservation_id: first.reservationId,
      currency: first.currency,
      start: segs.map((s) => s.start).sort()[0]!,
      nights,
      amount,
      amount_mxn: toMxn(amount, first.currency),
      isr_withheld_mxn: toMxn(w.isrWithheld, first.currency),
      iva_withheld_mxn: toMxn(w.ivaWithheld, first.currency),
      corrects,
    };
    income[first.currency] = cents(income[first.currency] + amount);
    income.total_mxn = cents(income.total_mxn + line.amount_mxn);
    isr = cents(isr + line.isr_withheld_mxn);
    iva = cents(iva + line.iva_withheld_mxn);
    return line;
  });

  const groups = Object.fromEntries(COST_GROUPS.map((g) => [g, 0])) as Record<CostGroup, number>;
  const expenses: StatementExpense[] = [];
  let otherIncome = 0;
  for (const t of input.transactions) {
    if (!inMonth(t.date)) continue;
    if (t.type === 'INCOME') {
      otherIncome = cents(otherIncome + t.amount);
      continue;
    }
    const group = costGroupOf(t.category, t.expense);
    groups[group] = cents(groups[group] + t.amount);
    expenses.push({ date: t.date, subject: t.subject, category: t.category, group, amount: cents(t.amount) });
  }
  expenses.sort((a, b) => a.date.localeCompare(b.date) || a.subject.localeCompare(b.subject));
  const totalExpenses = cents(COST_GROUPS.reduce((sum, g) => sum + groups[g], 0));

  const c = input.commission;
  let fee = 0;
  if (c?.type === 'PERCENTAGE') fee = cents((income.total_mxn * c.value) / 100);
  else if (c?.type === 'FIXED' && (c.fromMonth === null || c.fromMonth <= month)) fee = cents(c.value);

  const withheld = cents(isr + iva);
  const net = cents(income.total_mxn + otherIncome - withheld - fee - totalExpenses);
  const closing = cents(openingBalance + net);
  return {
    month,
    period_start: periodStart,
    period_end: periodEnd,
    opening_balance: cents(openingBalance),
    reservations,
    reservation_income: income,
    other_income: otherIncome,
    expenses,
    expenses_by_group: groups,
    total_expenses: totalExpenses,
    management_fee: { type: c?.type ?? null, value: c?.value ?? 0, amount: fee },
    withholding: { regime: input.rate.regime, isr, iva, total: withheld },
    net,
    payout: closing > 0 ? closing : 0,
    closing_balance: closing < 0 ? closing : 0,
    exchange_rate:
      needsFix && fix ? { mxn_per_usd: fix.mxnPerUsd, date: fix.date, source: fix.source } : null,
  };
}

/**
 * The statement of `input.month`: every month from the first one in the ledger is run in order so
 * the balance a loss left is carried in; `opening` overrides where the run starts (a month already
 * sent, whose closing balance is known).
 */
export function ownerStatement(
  input: StatementInput,
  opening: { month: string; balance: number } | null = null,
): OwnerStatementFigures {
  const first = opening?.month ?? firstLedgerMonth(input) ?? input.month;
  let balance = opening?.balance ?? 0;
  const months = first <= input.month ? monthsBetween(first, input.month) : [input.month];
  let figures: OwnerStatementFigures | null = null;
  for (const m of months) {
    figures = monthFigures(input, m, balance);
    balance = figures.closing_balance;
  }
  return figures!;
}
