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
  PAYMENT_CHECKOUT_TYPES,
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
} from '../enums.ts';
import { StoragePathInput } from '../shared/fields.ts';
import { IsoDate, List, Literals, Locale, Nullable, Num, Str, Uuid } from '../validation/types.ts';
import { TransactionAmount } from './entities.ts';

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
