/**
 * Transactions of a property (§3, §5, §6 transaction resource): list, add or change one, delete,
 * store a bulk array, the cost-group report, and receipts kept in the private bucket.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  PAGE_SIZE,
  TRANSACTION_CATEGORIES,
  type AdminTransactionQuery,
  type CostReport,
  type PropertyTransaction,
  type TransactionBulk,
  type TransactionListQuery,
  type TransactionSummaryQuery,
  type TransactionUpsert,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { containsPattern } from '@casona/kit/db/contains';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { badRequest, notFound } from '@casona/kit/errors/errors';
import { decodeBase64, removeQuietly } from '@casona/kit/storage/files';
import { propertyKey } from '@casona/kit/ports/object-storage';
import { costSummary } from '../domain/cost-groups.ts';
import { RECEIPT_MAX_BYTES, receiptTypeOf } from '../domain/receipt.ts';
import { assertAllowed } from './access.ts';
import { findProperty } from './projection-store.ts';
import type { Deps } from './deps.ts';
import {
  deleteTransaction as deleteRow,
  findTransaction,
  insertMany,
  insertTransaction,
  pageOfAllTransactions,
  pageOfTransactions,
  setReceipt,
  sumsByCategory,
  updateTransaction,
} from './transaction-store.ts';

/** How long a receipt link works. */
export const RECEIPT_LINK_SECONDS = 300;

export async function listTransactions(deps: Deps, auth: AuthContext, query: TransactionListQuery) {
  await assertAllowed(deps, auth, query.property_id, 'transaction', 'select');
  const page = query.page ?? 1;
  const { items, total } = await pageOfTransactions(deps.db, {
    propertyId: query.property_id,
    page,
    from: query.from ?? null,
    to: query.to ?? null,
  });
  return { items, total, page, pageSize: PAGE_SIZE };
}

/** A transaction the caller may act on, with `action` on its property; 404 when it does not exist. */
async function transactionFor(
  deps: Deps,
  auth: AuthContext,
  id: string,
  action: 'select' | 'update' | 'delete',
) {
  requireProfile(auth);
  const row = await findTransaction(deps.db, id);
  if (!row) throw notFound({ messageKey: 'transaction.notFound' });
  await assertAllowed(deps, auth, row.property_id, 'transaction', action);
  return row;
}

export async function upsertTransaction(
  deps: Deps,
  auth: AuthContext,
  input: TransactionUpsert,
): Promise<PropertyTransaction> {
  const fields = {
    property_id: input.property_id,
    amount: input.amount,
    category: input.category,
    date: input.date,
    expense: input.expense,
    method: input.method,
    subject: input.subject.trim(),
    type: input.type,
  };
  if (input.transaction_id) {
    const id = input.transaction_id;
    const existing = await transactionFor(deps, auth, id, 'update');
    if (existing.property_id !== input.property_id) throw notFound({ messageKey: 'transaction.notFound' });
    return deps.db.tx(async (tx) => {
      const row = await updateTransaction(tx, { transaction_id: id, ...fields });
      if (!row) throw notFound({ messageKey: 'transaction.notFound' });
      await auditStaffWrite(deps, tx, auth, 'TRANSACTION_UPDATED', existing, row);
      return row;
    });
  }
  await assertAllowed(deps, auth, input.property_id, 'transaction', 'insert');
  return deps.db.tx(async (tx) => {
    const row = await insertTransaction(
      tx,
      { transaction_id: randomUUID(), ...fields, file_url: null },
      deps.now(),
    );
    await auditStaffWrite(deps, tx, auth, 'TRANSACTION_CREATED', null, row);
    return row;
  });
}

export async function deleteTransaction(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const row = await transactionFor(deps, auth, id, 'delete');
  await deps.db.tx(async (tx) => {
    await deleteRow(tx, id);
    await auditStaffWrite(deps, tx, auth, 'TRANSACTION_DELETED', row, null);
  });
  if (row.file_url) await removeQuietly(deps, 'private', row.file_url);
}

/** Staff's writes to a property's transactions go to the audit log (issue 19); members' do not. */
async function auditStaffWrite(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'TRANSACTION_CREATED' | 'TRANSACTION_UPDATED' | 'TRANSACTION_DELETED',
  before: PropertyTransaction | null,
  after: PropertyTransaction | null,
): Promise<void> {
  if (!isStaff(auth)) return;
  const row = (after ?? before)!;
  const fields = (t: PropertyTransaction) => ({
    date: t.date,
    subject: t.subject,
    amount: t.amount,
    type: t.type,
    category: t.category,
    expense: t.expense,
    method: t.method,
  });
  await audit(deps, tx, auth, {
    action,
    entity: 'transaction',
    entityId: row.transaction_id,
    entityLabel: row.subject,
    propertyId: row.property_id,
    before: before && fields(before),
    after: after && fields(after),
  });
}

/**
 * Staff attaching, replacing or removing a transaction's receipt, in the audit log (issue 19), in the
 * write's transaction: the stored file before and after (the page reads it as "a file", never its key).
 */
async function auditReceipt(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'TRANSACTION_RECEIPT_ATTACHED' | 'TRANSACTION_RECEIPT_REMOVED',
  before: PropertyTransaction,
  after: PropertyTransaction,
): Promise<void> {
  if (!isStaff(auth)) return;
  await audit(deps, tx, auth, {
    action,
    entity: 'transaction',
    entityId: after.transaction_id,
    entityLabel: after.subject,
    propertyId: after.property_id,
    before: { receipt: before.file_url },
    after: { receipt: after.file_url },
  });
}

/** §7 bulk upload: every row of the `transactions` array, or none. */
export async function bulkTransactions(
  deps: Deps,
  auth: AuthContext,
  input: TransactionBulk,
): Promise<number> {
  await assertAllowed(deps, auth, input.property_id, 'transaction', 'insert');
  const rows = input.transactions.map((t) => ({
    amount: t.amount,
    category: t.category,
    date: t.date,
    expense: t.expense,
    method: t.method,
    subject: t.subject.trim(),
    type: t.type,
  }));
  return deps.db.tx(async (client) => {
    const stored = await insertMany(client, input.property_id, rows, deps.now());
    await auditImport(deps, client, auth, input.property_id, 'BULK', stored);
    return stored;
  });
}

/**
 * Staff's bulk upload or CSV import is one entry in the audit log (issue 19): how many transactions
 * it added to the property and how (each row is in the property's own ledger).
 */
export async function auditImport(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  propertyId: string,
  via: 'BULK' | 'CSV',
  transactions: number,
): Promise<void> {
  if (!isStaff(auth) || transactions === 0) return;
  await audit(deps, tx, auth, {
    action: 'TRANSACTIONS_IMPORTED',
    entity: 'property',
    entityId: propertyId,
    entityLabel: (await findProperty(tx, propertyId))?.name ?? null,
    propertyId,
    before: null,
    after: { transactions, via },
  });
}

export async function costReport(
  deps: Deps,
  auth: AuthContext,
  query: TransactionSummaryQuery,
): Promise<CostReport> {
  await assertAllowed(deps, auth, query.property_id, 'transaction', 'select');
  const from = query.from ?? null;
  const to = query.to ?? null;
  if (from && to && from > to) throw badRequest({ messageKey: 'validation.dateRange' });
  const sums = await sumsByCategory(deps.db, query.property_id, from, to);
  const summary = costSummary(sums);
  const byCategory = TRANSACTION_CATEGORIES.map((category) => ({
    category,
    total:
      Math.round(
        sums.filter((s) => s.category === category && s.type === 'EGRESS').reduce((n, s) => n + s.amount, 0) *
          100,
      ) / 100,
  })).filter((c) => c.total > 0);
  return { property_id: query.property_id, from, to, ...summary, by_category: byCategory };
}

/** Attaches (or replaces) the receipt: a PDF, JPEG or PNG by its bytes, in the private bucket. */
export async function uploadReceipt(
  deps: Deps,
  auth: AuthContext,
  id: string,
  file: string,
): Promise<PropertyTransaction> {
  const row = await transactionFor(deps, auth, id, 'update');
  const bytes = decodeBase64(file);
  const type = receiptTypeOf(bytes);
  const invalid = () =>
    badRequest({
      messageKey: 'receipt.type',
      params: { max: RECEIPT_MAX_BYTES / 1024 / 1024 },
      issues: [{ path: '/file', key: 'receipt.type', params: { max: RECEIPT_MAX_BYTES / 1024 / 1024 } }],
    });
  if (!type || bytes.length > RECEIPT_MAX_BYTES) throw invalid();
  const key = propertyKey(row.property_id, `receipts/${id}-${randomUUID()}.${type.extension}`);
  await deps.storage.put('private', key, bytes, { contentType: type.contentType, size: bytes.length });
  let updated: PropertyTransaction;
  try {
    updated = await deps.db.tx(async (tx) => {
      const saved = await setReceipt(tx, id, key);
      if (!saved) throw notFound({ messageKey: 'transaction.notFound' });
      await auditReceipt(deps, tx, auth, 'TRANSACTION_RECEIPT_ATTACHED', row, saved);
      return saved;
    });
  } catch (err) {
    await removeQuietly(deps, 'private', key);
    throw err;
  }
  if (row.file_url && row.file_url !== key) await removeQuietly(deps, 'private', row.file_url);
  return updated;
}

/** Takes the receipt off a transaction (the transaction stays) and deletes the file. */
export async function removeReceipt(deps: Deps, auth: AuthContext, id: string): Promise<PropertyTransaction> {
  const row = await transactionFor(deps, auth, id, 'update');
  if (!row.file_url) throw notFound({ messageKey: 'receipt.missing' });
  const updated = await deps.db.tx(async (tx) => {
    const saved = await setReceipt(tx, id, null);
    if (!saved) throw notFound({ messageKey: 'transaction.notFound' });
    await auditReceipt(deps, tx, auth, 'TRANSACTION_RECEIPT_REMOVED', row, saved);
    return saved;
  });
  await removeQuietly(deps, 'private', row.file_url);
  return updated;
}

/** A presigned link to the receipt for whoever may read the property's transactions. */
export async function receiptLink(deps: Deps, auth: AuthContext, id: string) {
  const row = await transactionFor(deps, auth, id, 'select');
  if (!row.file_url) throw notFound({ messageKey: 'receipt.missing' });
  const ext = row.file_url.split('.').pop();
  const contentType = ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg';
  return {
    url: await deps.storage.presignedGetUrl('private', row.file_url, RECEIPT_LINK_SECONDS),
    expires_in: RECEIPT_LINK_SECONDS,
    content_type: contentType,
  };
}

/** The back office's list (the route is for staff only). */
export async function adminTransactions(deps: Deps, query: AdminTransactionQuery) {
  const page = query.page ?? 1;
  const { items, total } = await pageOfAllTransactions(deps.db, {
    page,
    propertyId: query.property_id ?? null,
    category: query.category ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
    text: containsPattern(query.q),
  });
  return { items, total, page, pageSize: PAGE_SIZE };
}
