/**
 * What the finance service answers: pages of transactions, the cost-group report, an import's
 * count or its errors, receipt links, earnings intervals with their converted total, commissions
 * earned and estimated, and the withholding of a month.
 */
import { Type, type Static } from 'typebox';

import { COMMISSION_VALUE_TYPES, COST_GROUPS, CURRENCIES, TRANSACTION_CATEGORIES } from '../enums.ts';
import { MONEY_MAX, Money } from '../shared/fields.ts';
import { Paginated } from '../shared/responses.ts';
import { Int, IsoDate, Literals, Nullable, Num, Str, Url, Uuid } from '../validation/types.ts';
import {
  AppliedRate,
  EarningsInterval,
  ExchangeRate,
  OwnerTaxProfile,
  PropertyCommission,
  PropertyLeaseConfiguration,
  PropertyTransaction,
  WITHHOLDING_REGIMES,
  WithholdingRate,
} from './entities.ts';

/** A signed amount (corrections withdraw income; a figure may be negative). */
const Amount = () => Num({ min: -MONEY_MAX, max: MONEY_MAX });

export const TransactionPage = Paginated(PropertyTransaction);
export type TransactionPage = Static<typeof TransactionPage>;

/** A transaction with the name of its property, for the back office. */
export const AdminTransaction = Type.Object(
  { ...PropertyTransaction.properties, property_name: Str({ max: 500 }) },
  { title: 'AdminTransaction' },
);
export const AdminTransactionPage = Paginated(AdminTransaction);
export type AdminTransactionPage = Static<typeof AdminTransactionPage>;

/** A saved transaction and the localized confirmation. */
export const TransactionSaved = Type.Object(
  { transaction: PropertyTransaction, message: Type.String() },
  { title: 'TransactionSaved' },
);
export type TransactionSaved = Static<typeof TransactionSaved>;

/** How many transactions a bulk upload or a CSV import stored, and the localized confirmation. */
export const ImportResult = Type.Object(
  { imported: Int({ min: 0, max: 10_000_000 }), message: Type.String() },
  { title: 'ImportResult' },
);
export type ImportResult = Static<typeof ImportResult>;

/** Egresses by §9 cost group, with the income and egress totals, between two dates. */
export const CostReport = Type.Object(
  {
    property_id: Uuid(),
    from: Nullable(IsoDate()),
    to: Nullable(IsoDate()),
    cost_groups: Type.Object(
      Object.fromEntries(COST_GROUPS.map((g) => [g, Money()])) as Record<
        (typeof COST_GROUPS)[number],
        ReturnType<typeof Money>
      >,
    ),
    by_category: Type.Array(Type.Object({ category: Literals(TRANSACTION_CATEGORIES), total: Money() })),
    total_income: Money(),
    total_egress: Money(),
  },
  { title: 'CostReport' },
);
export type CostReport = Static<typeof CostReport>;

/** A short-lived link to a private receipt. */
export const ReceiptLink = Type.Object(
  { url: Url(), expires_in: Int({ min: 1, max: 86_400 }), content_type: Str({ max: 100 }) },
  { title: 'ReceiptLink' },
);
export type ReceiptLink = Static<typeof ReceiptLink>;

/** A correction posted in an interval for a month that was already closed. */
export const EarningsCorrection = Type.Object({
  reservation_id: Uuid(),
  /** The closed month it corrects, YYYY-MM. */
  corrects_month: Str({ max: 7 }),
  currency: Literals(CURRENCIES),
  amount: Amount(),
});

/** An §3 earnings interval, its income in pesos at the rate of its last day (rate and date given), and its corrections. */
export const EarningsIntervalView = Type.Object(
  {
    ...EarningsInterval.properties,
    /** Corrections may withdraw income: acquired figures can be negative in the month they post to. */
    acquired_income_mxn: Amount(),
    acquired_income_usd: Amount(),
    total_income_mxn: Nullable(Amount()),
    exchange_rate: Nullable(AppliedRate),
    corrections: Type.Array(EarningsCorrection),
  },
  { title: 'EarningsIntervalView' },
);
export type EarningsIntervalView = Static<typeof EarningsIntervalView>;

export const EarningsAnswer = Type.Object(
  {
    property_id: Uuid(),
    interval: Literals(['week', 'month'] as const),
    from: IsoDate(),
    to: IsoDate(),
    closed_months: Type.Array(Str({ max: 7 })),
    intervals: Type.Array(EarningsIntervalView),
  },
  { title: 'EarningsAnswer' },
);
export type EarningsAnswer = Static<typeof EarningsAnswer>;

export const MonthClosed = Type.Object(
  {
    property_id: Uuid(),
    month: Str({ max: 7 }),
    reservations: Int({ min: 0, max: 100_000 }),
    message: Type.String(),
  },
  { title: 'MonthClosed' },
);
export type MonthClosed = Static<typeof MonthClosed>;

const WithholdingFigures = {
  gross: Amount(),
  base: Amount(),
  iva: Amount(),
  isr_withheld: Amount(),
  iva_withheld: Amount(),
  payout: Amount(),
};

/** The withholding of one month of a property: per reservation (its share of the month) and per currency. */
export const MonthWithholding = Type.Object(
  {
    property_id: Uuid(),
    month: Str({ max: 7 }),
    owner_profile_id: Nullable(Uuid()),
    regime: Literals(WITHHOLDING_REGIMES),
    rate: WithholdingRate,
    reservations: Type.Array(
      Type.Object({
        reservation_id: Uuid(),
        currency: Literals(CURRENCIES),
        nights: Int({ min: 0, max: 10_000 }),
        ...WithholdingFigures,
      }),
    ),
    totals: Type.Object({ MXN: Type.Object(WithholdingFigures), USD: Type.Object(WithholdingFigures) }),
  },
  { title: 'MonthWithholding' },
);
export type MonthWithholding = Static<typeof MonthWithholding>;

/** The commission terms of a property, or null when none are configured. */
export const CommissionView = Type.Object(
  { commission: Nullable(PropertyCommission) },
  { title: 'CommissionView' },
);
export type CommissionView = Static<typeof CommissionView>;

export const LeaseView = Type.Object({ lease: Nullable(PropertyLeaseConfiguration) }, { title: 'LeaseView' });
export type LeaseView = Static<typeof LeaseView>;

const AccruedShare = Type.Object({
  value_type: Literals(COMMISSION_VALUE_TYPES),
  value: Amount(),
  entries: Type.Array(
    Type.Object({
      interval_start: IsoDate(),
      amount: Amount(),
      /** The FIX a month's USD income was converted at (null without USD income, or for FIXED terms). */
      exchange_rate: Nullable(AppliedRate),
    }),
  ),
  total: Amount(),
});

/** What the manager's and the owner's terms earned: FIXED per month since the lease, PERCENTAGE of each month's acquired MXN income. */
export const CommissionAccrual = Type.Object(
  {
    property_id: Uuid(),
    lease_start: Nullable(IsoDate()),
    to: IsoDate(),
    months_elapsed: Int({ min: 0, max: 10_000 }),
    manager: AccruedShare,
    owner: AccruedShare,
  },
  { title: 'CommissionAccrual' },
);
export type CommissionAccrual = Static<typeof CommissionAccrual>;

export const CommissionEstimate = Type.Object(
  {
    entries: Type.Array(
      Type.Object({
        index: Int({ min: 0, max: 5 }),
        nights: Int({ min: 0, max: 99 }),
        factor: Amount(),
        amount: Amount(),
      }),
    ),
  },
  { title: 'CommissionEstimate' },
);
export type CommissionEstimate = Static<typeof CommissionEstimate>;

export const ExchangeRatePage = Paginated(ExchangeRate);
export type ExchangeRatePage = Static<typeof ExchangeRatePage>;

export const WithholdingRateList = Type.Object(
  { items: Type.Array(WithholdingRate) },
  { title: 'WithholdingRateList' },
);
export type WithholdingRateList = Static<typeof WithholdingRateList>;

export { OwnerTaxProfile };
