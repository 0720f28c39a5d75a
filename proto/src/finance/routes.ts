/**
 * Every operation of the finance service's ledger, declared once for the service (kit's `routes()`)
 * and the SPA (`api()`): transactions (one, bulk, CSV import, receipts, the cost report), the lease
 * configuration, commissions, earnings, and the staff tables (exchange rates, withholding rates,
 * owners' tax data). Every property-scoped route checks the caller's §6 label with `can()`.
 */
import { NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import {
  AdminTransactionQuery,
  CloseMonth,
  CommissionAccrualQuery,
  CommissionEstimateQuery,
  CommissionUpsert,
  EarningsQuery,
  ExchangeRateQuery,
  ExchangeRateUpsert,
  LeaseConfigurationUpsert,
  FinancePropertyParams,
  FinancePropertyQuery,
  ReceiptUpload,
  TaxProfileQuery,
  TaxProfileUpsert,
  TransactionBulk,
  TransactionListQuery,
  TransactionParams,
  TransactionSummaryQuery,
  TransactionUpsert,
  WithholdingQuery,
  WithholdingRateParams,
  WithholdingRateUpdate,
} from './requests.ts';
import {
  AdminTransactionPage,
  CommissionAccrual,
  CommissionEstimate,
  CommissionView,
  CostReport,
  EarningsAnswer,
  ExchangeRatePage,
  ImportResult,
  LeaseView,
  MonthClosed,
  MonthWithholding,
  OwnerTaxProfile,
  ReceiptLink,
  TransactionPage,
  TransactionSaved,
  WithholdingRateList,
} from './responses.ts';
import { ExchangeRate, PropertyCommission, PropertyLeaseConfiguration, WithholdingRate } from './entities.ts';

/** Transactions of a property (§6 transaction resource). */
export const financeTransactions = {
  transactions: defineRoute({
    method: 'GET',
    path: '/property_transaction',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary: "A property's transactions, newest first, 20 a page (transaction read)",
    query: TransactionListQuery,
    response: { 200: TransactionPage },
    errors: [400, 401, 403, 404],
  }),
  upsertTransaction: defineRoute({
    method: 'POST',
    path: '/property_transaction',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary: 'Add a transaction, or change one when `transaction_id` is given (transaction insert/update)',
    body: TransactionUpsert,
    response: { 200: TransactionSaved },
    errors: [400, 401, 403, 404],
  }),
  deleteTransaction: defineRoute({
    method: 'DELETE',
    path: '/property_transaction/:transaction_id',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary: 'Delete a transaction and its receipt (transaction delete)',
    params: TransactionParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  bulkTransactions: defineRoute({
    method: 'POST',
    path: '/property_transaction/bulk',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary: 'Store a `transactions` array in one go, all or nothing (transaction insert)',
    body: TransactionBulk,
    response: { 201: ImportResult },
    errors: [400, 401, 403, 404, 413],
  }),
  importTransactions: defineRoute({
    method: 'POST',
    path: '/property_transaction/import',
    tags: ['property_transaction'],
    auth: 'signedIn',
    consumes: ['text/csv'],
    summary:
      'Import a CSV (date,name,amount,category,expense,method,type; header row ignored), all or nothing: a 400 lists every error with its line or transaction index, field and message (transaction insert)',
    query: FinancePropertyQuery,
    response: { 201: ImportResult },
    errors: [400, 401, 403, 404, 413, 415],
  }),
  costReport: defineRoute({
    method: 'GET',
    path: '/property_transaction/summary',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary:
      'Egresses by cost group (capex, opex, mortgage, taxes, services) and category, with totals (transaction read)',
    query: TransactionSummaryQuery,
    response: { 200: CostReport },
    errors: [400, 401, 403, 404],
  }),
  uploadReceipt: defineRoute({
    method: 'PUT',
    path: '/property_transaction/:transaction_id/receipt',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary:
      'Attach a receipt (PDF, JPEG or PNG by its bytes, up to 4 MB) to the private bucket (transaction update)',
    params: TransactionParams,
    body: ReceiptUpload,
    response: { 200: TransactionSaved },
    errors: [400, 401, 403, 404, 413],
  }),
  adminTransactions: defineRoute({
    method: 'GET',
    path: '/admin/transaction',
    tags: ['admin', 'property_transaction'],
    auth: 'staff',
    summary: "Every property's transactions, newest first, 20 a page, by property, category or dates (staff)",
    query: AdminTransactionQuery,
    response: { 200: AdminTransactionPage },
    errors: [400, 401, 403],
  }),
  receiptLink: defineRoute({
    method: 'GET',
    path: '/property_transaction/:transaction_id/receipt',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary: "A signed link to a transaction's receipt, valid for minutes (transaction read)",
    params: TransactionParams,
    response: { 200: ReceiptLink },
    errors: [400, 401, 403, 404],
  }),
  removeReceipt: defineRoute({
    method: 'DELETE',
    path: '/property_transaction/:transaction_id/receipt',
    tags: ['property_transaction'],
    auth: 'signedIn',
    summary:
      "Remove a transaction's receipt from the private bucket; the transaction stays (transaction update)",
    params: TransactionParams,
    response: { 200: TransactionSaved },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** The lease configuration of a property (§6 lease config resource). */
export const financeLeases = {
  lease: defineRoute({
    method: 'GET',
    path: '/property_lease_configuration',
    tags: ['property_lease_configuration'],
    auth: 'signedIn',
    summary: "A property's lease configuration, or null (lease config read)",
    query: FinancePropertyQuery,
    response: { 200: LeaseView },
    errors: [400, 401, 403, 404],
  }),
  upsertLease: defineRoute({
    method: 'PUT',
    path: '/property_lease_configuration',
    tags: ['property_lease_configuration'],
    auth: 'signedIn',
    summary:
      'Configure the lease (start, end, price per month); refused for a property with an Airbnb listing (lease config insert/update)',
    body: LeaseConfigurationUpsert,
    response: { 200: PropertyLeaseConfiguration },
    errors: [400, 401, 403, 404, 409],
  }),
  deleteLease: defineRoute({
    method: 'DELETE',
    path: '/property_lease_configuration/:property_id',
    tags: ['property_lease_configuration'],
    auth: 'signedIn',
    summary: 'Remove the lease configuration (lease config delete)',
    params: FinancePropertyParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** Commission terms, what they earned, and the estimate (§6 commission resource). */
export const financeCommissions = {
  commission: defineRoute({
    method: 'GET',
    path: '/property_commission',
    tags: ['property_commission'],
    auth: 'signedIn',
    summary: "A property's commission terms, or null (commission read)",
    query: FinancePropertyQuery,
    response: { 200: CommissionView },
    errors: [400, 401, 403, 404],
  }),
  upsertCommission: defineRoute({
    method: 'PUT',
    path: '/property_commission',
    tags: ['property_commission'],
    auth: 'signedIn',
    summary:
      "Set the commission terms; the manager's share may not pass 66 % of the rents (commission insert/update)",
    body: CommissionUpsert,
    response: { 200: PropertyCommission },
    errors: [400, 401, 403, 404],
  }),
  deleteCommission: defineRoute({
    method: 'DELETE',
    path: '/property_commission/:property_id',
    tags: ['property_commission'],
    auth: 'signedIn',
    summary: 'Remove the commission terms (commission delete)',
    params: FinancePropertyParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  commissionAccrual: defineRoute({
    method: 'GET',
    path: '/property_commission/accrual',
    tags: ['property_commission'],
    auth: 'signedIn',
    summary:
      'What the terms earned: FIXED × months since the lease started, PERCENTAGE of each month of acquired income (commission read)',
    query: CommissionAccrualQuery,
    response: { 200: CommissionAccrual },
    errors: [400, 401, 403, 404],
  }),
  commissionEstimate: defineRoute({
    method: 'GET',
    path: '/property_commission/estimate',
    tags: ['property_commission'],
    auth: 'signedIn',
    summary:
      'The commission estimate: ADR × nights × (0.85 + 0.2 − 0.015 × interval index), six entries at most',
    query: CommissionEstimateQuery,
    response: { 200: CommissionEstimate },
    errors: [400, 401],
  }),
} as const;

/** Earnings by stay date, closing months, and the month's withholding (§6 earnings resource). */
export const financeEarnings = {
  earnings: defineRoute({
    method: 'GET',
    path: '/earnings',
    tags: ['earnings'],
    auth: 'signedIn',
    summary:
      'get_reservation_interval_incomes_by_currency: acquired and upcoming income in MXN and USD, reservations and expense per week (Monday start) or month, by stay date prorated by night (earnings read)',
    query: EarningsQuery,
    response: { 200: EarningsAnswer },
    errors: [400, 401, 403, 404],
  }),
  closeMonth: defineRoute({
    method: 'POST',
    path: '/earnings/close',
    tags: ['earnings'],
    auth: 'staff',
    summary:
      'Close an ended month of a property: its figures freeze; later changes post to the current month',
    body: CloseMonth,
    response: { 201: MonthClosed },
    errors: [400, 401, 403, 404, 409],
  }),
  withholding: defineRoute({
    method: 'GET',
    path: '/earnings/withholding',
    tags: ['earnings'],
    auth: 'signedIn',
    summary:
      "ISR and IVA withheld by platforms from the month's stays (plataformas tecnológicas), per reservation and per currency (earnings read)",
    query: WithholdingQuery,
    response: { 200: MonthWithholding },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** The tables finance computes with: exchange rates, withholding rates, owners' RFCs. */
export const financeTables = {
  exchangeRates: defineRoute({
    method: 'GET',
    path: '/exchange_rate',
    tags: ['exchange_rate'],
    auth: 'signedIn',
    summary: 'Pesos per dollar by day (Banxico FIX unless staff changed it), newest first',
    query: ExchangeRateQuery,
    response: { 200: ExchangeRatePage },
    errors: [400, 401],
  }),
  upsertExchangeRate: defineRoute({
    method: 'PUT',
    path: '/exchange_rate',
    tags: ['exchange_rate'],
    auth: 'staff',
    summary: "Add or correct a day's rate",
    body: ExchangeRateUpsert,
    response: { 200: ExchangeRate },
    errors: [400, 401, 403],
  }),
  withholdingRates: defineRoute({
    method: 'GET',
    path: '/withholding_rate',
    tags: ['withholding_rate'],
    auth: 'signedIn',
    summary: 'The withholding table of plataformas tecnológicas, with legal source and date',
    response: { 200: WithholdingRateList },
    errors: [401],
  }),
  updateWithholdingRate: defineRoute({
    method: 'PUT',
    path: '/withholding_rate/:regime',
    tags: ['withholding_rate'],
    auth: 'staff',
    summary: 'Change a row of the withholding table (a reform), with its legal source and date',
    params: WithholdingRateParams,
    body: WithholdingRateUpdate,
    response: { 200: WithholdingRate },
    errors: [400, 401, 403],
  }),
  taxProfile: defineRoute({
    method: 'GET',
    path: '/owner_tax_profile',
    tags: ['owner_tax_profile'],
    auth: 'signedIn',
    summary: "An owner's RFC and withholding regime (their own, or anyone's for staff)",
    query: TaxProfileQuery,
    response: { 200: OwnerTaxProfile },
    errors: [400, 401, 403],
  }),
  upsertTaxProfile: defineRoute({
    method: 'PUT',
    path: '/owner_tax_profile',
    tags: ['owner_tax_profile'],
    auth: 'signedIn',
    summary: 'Keep an owner’s RFC (their own, or anyone’s for staff); none means the 20 % regime',
    body: TaxProfileUpsert,
    response: { 200: OwnerTaxProfile },
    errors: [400, 401, 403],
  }),
} as const;
