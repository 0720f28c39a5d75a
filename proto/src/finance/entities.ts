/**
 * The §3 entities the finance service owns: transactions, commissions, lease configurations,
 * earnings intervals and payment checkout sessions. Field names as §3 spells them.
 */
import { Type, type Static } from 'typebox';

import {
  COMPANY_PERCENTAGE_MAX,
  COMPANY_PERCENTAGE_MIN,
  TEXT_MAX,
  TRANSACTION_AMOUNT_MAX,
  TRANSACTION_AMOUNT_MIN,
} from '../constants.ts';
import {
  COMMISSION_COMPANY_ROLES,
  COMMISSION_FURNISHERS,
  COMMISSION_VALUE_TYPES,
  PAYMENT_CHECKOUT_TYPES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
} from '../enums.ts';
import { Money, StoragePath } from '../shared/fields.ts';
import { Int, IsoDate, IsoDateTime, Literals, Nullable, Num, Str, Url, Uuid } from '../validation/types.ts';

// ─── Finance ────────────────────────────────────────────────────────────────────────────────────

export const TransactionAmount = () => Num({ min: TRANSACTION_AMOUNT_MIN, max: TRANSACTION_AMOUNT_MAX });

export const PropertyTransaction = Type.Object(
  {
    transaction_id: Uuid(),
    property_id: Uuid(),
    amount: TransactionAmount(),
    category: Literals(TRANSACTION_CATEGORIES),
    date: IsoDate(),
    expense: Literals(TRANSACTION_EXPENSES),
    method: Literals(TRANSACTION_METHODS),
    subject: Str({ max: TEXT_MAX }),
    type: Literals(TRANSACTION_TYPES),
    file_url: Nullable(StoragePath()),
  },
  { title: 'PropertyTransaction' },
);
export type PropertyTransaction = Static<typeof PropertyTransaction>;

export const PropertyCommission = Type.Object(
  {
    property_id: Uuid(),
    company_role: Literals(COMMISSION_COMPANY_ROLES),
    furnisher: Literals(COMMISSION_FURNISHERS),
    company_percentage: Num({ min: COMPANY_PERCENTAGE_MIN, max: COMPANY_PERCENTAGE_MAX }),
    /** An amount per month when FIXED, a percentage (0–100) when PERCENTAGE. */
    manager_value: Money(),
    manager_value_type: Literals(COMMISSION_VALUE_TYPES),
    owner_value: Money(),
    owner_value_type: Literals(COMMISSION_VALUE_TYPES),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyCommission' },
);
export type PropertyCommission = Static<typeof PropertyCommission>;

export const PropertyLeaseConfiguration = Type.Object(
  {
    property_id: Uuid(),
    current_lease_start: IsoDate(),
    current_lease_end: IsoDate(),
    lease_per_month_price: Money(),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyLeaseConfiguration' },
);
export type PropertyLeaseConfiguration = Static<typeof PropertyLeaseConfiguration>;

export const EarningsInterval = Type.Object(
  {
    acquired_income_mxn: Money(),
    acquired_income_usd: Money(),
    upcoming_income_mxn: Money(),
    upcoming_income_usd: Money(),
    interval_start: IsoDate(),
    interval_end: IsoDate(),
    total_reservations: Int({ min: 0, max: 100_000 }),
    total_expense: Money(),
  },
  { title: 'EarningsInterval' },
);
export type EarningsInterval = Static<typeof EarningsInterval>;

/** A card-payment checkout session: where to send the person to pay. */
export const PaymentCheckoutSession = Type.Object(
  {
    id: Str({ max: 255 }),
    type: Literals(PAYMENT_CHECKOUT_TYPES),
    url: Url(),
  },
  { title: 'PaymentCheckoutSession' },
);
export type PaymentCheckoutSession = Static<typeof PaymentCheckoutSession>;

/** The withholding regimes of plataformas tecnológicas: a host with an RFC on file, or without one. */
export const WITHHOLDING_REGIMES = ['WITH_RFC', 'WITHOUT_RFC'] as const;
export type WithholdingRegime = (typeof WITHHOLDING_REGIMES)[number];

/** Pesos per US dollar on a day, and where the figure comes from (Banxico FIX, or staff). */
export const ExchangeRate = Type.Object(
  {
    date: IsoDate(),
    mxn_per_usd: Num({ min: 0, max: 1000 }),
    source: Str({ max: 200 }),
    updated_at: IsoDateTime(),
  },
  { title: 'ExchangeRate' },
);
export type ExchangeRate = Static<typeof ExchangeRate>;

/** The rate a converted amount used, and its date. */
export const AppliedRate = Type.Object(
  { mxn_per_usd: Num({ min: 0, max: 1000 }), date: IsoDate(), source: Str({ max: 200 }) },
  { title: 'AppliedRate' },
);
export type AppliedRate = Static<typeof AppliedRate>;

/** One row of the editable withholding table, with its legal source and the date it applies from. */
export const WithholdingRate = Type.Object(
  {
    regime: Literals(WITHHOLDING_REGIMES),
    isr_rate: Num({ min: 0, max: 1 }),
    iva_rate: Num({ min: 0, max: 1 }),
    iva_withheld_share: Num({ min: 0, max: 1 }),
    legal_source: Str({ max: TEXT_MAX }),
    effective_date: IsoDate(),
    updated_at: IsoDateTime(),
  },
  { title: 'WithholdingRate' },
);
export type WithholdingRate = Static<typeof WithholdingRate>;

/** An owner's tax data for withholding (kept by finance per profile). */
export const OwnerTaxProfile = Type.Object(
  {
    profile_id: Uuid(),
    rfc: Nullable(Str({ max: 13 })),
    regime: Literals(WITHHOLDING_REGIMES),
    updated_at: Nullable(IsoDateTime()),
  },
  { title: 'OwnerTaxProfile' },
);
export type OwnerTaxProfile = Static<typeof OwnerTaxProfile>;
