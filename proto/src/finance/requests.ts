/**
 * What the finance service takes: the §7 forms of transactions (one, a deletion, a bulk CSV
 * upload), commissions, the lease configuration and a payment checkout session.
 */
import { Type, type Static } from 'typebox';

import { COMPANY_PERCENTAGE_MAX, COMPANY_PERCENTAGE_MIN, OFFER_AMOUNT_MAX, TEXT_MAX } from '../constants.ts';
import {
  COMMISSION_COMPANY_ROLES,
  COMMISSION_FURNISHERS,
  COMMISSION_VALUE_TYPES,
  EARNINGS_PERIODS,
  PAYMENT_CHECKOUT_TYPES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
} from '../enums.ts';
import { Base64Pdf, StoragePathInput } from '../shared/fields.ts';
import { Int, IsoDate, List, Literals, Locale, Nullable, Num, Str, Uuid } from '../validation/types.ts';
import { TransactionAmount, WITHHOLDING_REGIMES } from './entities.ts';
import { SearchText } from '../shared/requests.ts';

export const TransactionInput = Type.Object({
  amount: TransactionAmount(),
  category: Literals(TRANSACTION_CATEGORIES),
  date: IsoDate(),
  expense: Literals(TRANSACTION_EXPENSES),
  method: Literals(TRANSACTION_METHODS),
  subject: Str({ max: TEXT_MAX }),
  type: Literals(TRANSACTION_TYPES),
  file_url: Type.Optional(Nullable(StoragePathInput())),
});
export type TransactionInput = Static<typeof TransactionInput>;

export const TransactionUpsert = Type.Object({
  transaction_id: Type.Optional(Uuid()),
  property_id: Uuid(),
  ...TransactionInput.properties,
});
export type TransactionUpsert = Static<typeof TransactionUpsert>;

export const TransactionDelete = Type.Object({ transaction_id: Uuid(), property_id: Uuid() });
export type TransactionDelete = Static<typeof TransactionDelete>;

/** Bulk upload (CSV import): §7 "bulk upload needs a transactions array". */
export const TransactionBulk = Type.Object({
  property_id: Uuid(),
  transactions: List(TransactionInput, { min: 1, max: 5000 }),
});
export type TransactionBulk = Static<typeof TransactionBulk>;

export const CommissionUpsert = Type.Object({
  property_id: Uuid(),
  company_role: Literals(COMMISSION_COMPANY_ROLES),
  furnisher: Literals(COMMISSION_FURNISHERS),
  company_percentage: Num({ min: COMPANY_PERCENTAGE_MIN, max: COMPANY_PERCENTAGE_MAX }),
  manager_value: Num({ min: 0, max: OFFER_AMOUNT_MAX }),
  manager_value_type: Literals(COMMISSION_VALUE_TYPES),
  owner_value: Num({ min: 0, max: OFFER_AMOUNT_MAX }),
  owner_value_type: Literals(COMMISSION_VALUE_TYPES),
});
export type CommissionUpsert = Static<typeof CommissionUpsert>;

export const LeaseConfigurationUpsert = Type.Object({
  property_id: Uuid(),
  current_lease_start: IsoDate(),
  current_lease_end: IsoDate(),
  lease_per_month_price: Num({ min: 0, max: OFFER_AMOUNT_MAX }),
});
export type LeaseConfigurationUpsert = Static<typeof LeaseConfigurationUpsert>;

export const CheckoutSessionCreate = Type.Object({
  type: Literals(PAYMENT_CHECKOUT_TYPES),
  /** What is paid for: the appraisal furnishing query or the property, depending on the type. */
  reference_id: Type.Optional(Uuid()),
  locale: Type.Optional(Locale()),
});
export type CheckoutSessionCreate = Static<typeof CheckoutSessionCreate>;

// ─── Queries and path parameters ─────────────────────────────────────────────────────────────────

export const FinancePropertyQuery = Type.Object({ property_id: Uuid() });
export type FinancePropertyQuery = Static<typeof FinancePropertyQuery>;

export const FinancePropertyParams = Type.Object({ property_id: Uuid() });
export type FinancePropertyParams = Static<typeof FinancePropertyParams>;

/** GET /property_transaction?property_id=&page= (20 a page, newest first), optionally within dates. */
export const TransactionListQuery = Type.Object({
  property_id: Uuid(),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  from: Type.Optional(IsoDate()),
  to: Type.Optional(IsoDate()),
});
export type TransactionListQuery = Static<typeof TransactionListQuery>;

/** The cost-group report of a property between two dates (both included; all time without them). */
export const TransactionSummaryQuery = Type.Object({
  property_id: Uuid(),
  from: Type.Optional(IsoDate()),
  to: Type.Optional(IsoDate()),
});
export type TransactionSummaryQuery = Static<typeof TransactionSummaryQuery>;

export const TransactionParams = Type.Object({ transaction_id: Uuid() });
export type TransactionParams = Static<typeof TransactionParams>;

/** A receipt as base64 (or a data URL): PDF, JPEG or PNG by its bytes, up to 4 MB. */
export const ReceiptUpload = Type.Object({ file: Base64Pdf() });
export type ReceiptUpload = Static<typeof ReceiptUpload>;

/** GET /earnings: week (Monday start) or month intervals covering from..to (both included). */
export const EarningsQuery = Type.Object({
  property_id: Uuid(),
  interval: Literals(EARNINGS_PERIODS),
  from: IsoDate(),
  to: IsoDate(),
});
export type EarningsQuery = Static<typeof EarningsQuery>;

export const MonthString = () =>
  Str({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', max: 7, message: 'validation.month' });

/** Close a month of a property: its figures freeze; later changes post to the current month. */
export const CloseMonth = Type.Object({ property_id: Uuid(), month: MonthString() });
export type CloseMonth = Static<typeof CloseMonth>;

export const WithholdingQuery = Type.Object({ property_id: Uuid(), month: MonthString() });
export type WithholdingQuery = Static<typeof WithholdingQuery>;

/** The commission estimate: average daily rate and the nights of each interval (six at most count). */
export const CommissionEstimateQuery = Type.Object({
  average_daily_rate: Num({ min: 0, max: 1_000_000 }),
  nights: Str({
    pattern: '^\\d{1,2}(,\\d{1,2}){0,11}$',
    max: 40,
    description: 'nights per interval, e.g. 20,22,18',
  }),
});
export type CommissionEstimateQuery = Static<typeof CommissionEstimateQuery>;

/** What the commission terms earn from the lease start to today (or `to`). */
export const CommissionAccrualQuery = Type.Object({ property_id: Uuid(), to: Type.Optional(IsoDate()) });
export type CommissionAccrualQuery = Static<typeof CommissionAccrualQuery>;

// ─── Exchange rates, withholding rates and tax profiles (staff) ─────────────────────────────────

export const ExchangeRateQuery = Type.Object({
  from: Type.Optional(IsoDate()),
  to: Type.Optional(IsoDate()),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
});
export type ExchangeRateQuery = Static<typeof ExchangeRateQuery>;

export const ExchangeRateUpsert = Type.Object({
  date: IsoDate(),
  mxn_per_usd: Num({ min: 0.0001, max: 999 }),
  source: Str({ max: 200 }),
});
export type ExchangeRateUpsert = Static<typeof ExchangeRateUpsert>;

export const WithholdingRateParams = Type.Object({ regime: Literals(WITHHOLDING_REGIMES) });
export type WithholdingRateParams = Static<typeof WithholdingRateParams>;

export const WithholdingRateUpdate = Type.Object({
  isr_rate: Num({ min: 0, max: 1 }),
  iva_rate: Num({ min: 0, max: 1 }),
  iva_withheld_share: Num({ min: 0, max: 1 }),
  legal_source: Str({ max: TEXT_MAX }),
  effective_date: IsoDate(),
});
export type WithholdingRateUpdate = Static<typeof WithholdingRateUpdate>;

/** An owner's RFC for withholding: a person's 13 characters or a company's 12; null when they have none. */
export const TaxProfileUpsert = Type.Object({
  profile_id: Uuid(),
  rfc: Nullable(
    Str({ pattern: '^[A-ZÑ&]{3,4}\\d{6}[A-Z\\d]{2}[A\\d]$', max: 13, message: 'validation.rfc' }),
  ),
});
export type TaxProfileUpsert = Static<typeof TaxProfileUpsert>;

export const TaxProfileQuery = Type.Object({ profile_id: Type.Optional(Uuid()) });
export type TaxProfileQuery = Static<typeof TaxProfileQuery>;

/** The back office's list of every property's transactions (staff), newest first. */
export const AdminTransactionQuery = Type.Object({
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  property_id: Type.Optional(Uuid()),
  category: Type.Optional(Literals(TRANSACTION_CATEGORIES)),
  from: Type.Optional(IsoDate()),
  to: Type.Optional(IsoDate()),
  /** Words of the subject or the property's name. */
  q: SearchText(),
});
export type AdminTransactionQuery = Static<typeof AdminTransactionQuery>;
