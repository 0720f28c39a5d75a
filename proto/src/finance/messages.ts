/**
 * The messages the finance service answers with (their es/en texts are in i18n/messages.ts, where
 * the parity test checks them): a compile error here when one is renamed or removed.
 */
import type { MessageKey } from '../i18n/messages.ts';

export const FINANCE_MESSAGES = {
  transactionSaved: 'transaction.saved',
  transactionNotFound: 'transaction.notFound',
  imported: 'csv.imported',
  csvInvalidFile: 'csv.invalidFile',
  csvEmpty: 'csv.empty',
  receiptType: 'receipt.type',
  receiptMissing: 'receipt.missing',
  leaseAirbnbConflict: 'lease.airbnbConflict',
  leaseCount: 'error.leaseConfigurationCount',
  leaseDates: 'lease.dates',
  commissionManagerShare: 'commission.managerShare',
  invalidIncomes: 'error.invalidIncomesAnswer',
  monthNotEnded: 'earnings.monthNotEnded',
  monthClosed: 'earnings.monthClosed',
  propertyNotFound: 'property.notFound',
} as const satisfies Record<string, MessageKey>;
