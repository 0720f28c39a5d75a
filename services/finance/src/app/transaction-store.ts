/** SQL of transactions (table property_transaction): rows in, rows out. */
import type { CsvTransaction, PropertyTransaction } from '@casona/proto';
import { PAGE_SIZE } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

const COLUMNS = `transaction_id, property_id, amount::float8 AS amount, category, date::text AS date, expense,
  method, subject, type, file_url`;

export type TransactionRow = PropertyTransaction;

export async function findTransaction(q: Queryable, id: string): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    `SELECT ${COLUMNS} FROM property_transaction WHERE transaction_id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function pageOfTransactions(
  q: Queryable,
  filter: { propertyId: string; page: number; from: string | null; to: string | null },
): Promise<{ items: TransactionRow[]; total: number }> {
  const where = `WHERE property_id = $1 AND ($2::date IS NULL OR date >= $2) AND ($3::date IS NULL OR date <= $3)`;
  const values = [filter.propertyId, filter.from, filter.to];
  const [items, count] = await Promise.all([
    q.query<TransactionRow>(
      `SELECT ${COLUMNS} FROM property_transaction ${where}
        ORDER BY date DESC, created_at DESC, transaction_id LIMIT ${PAGE_SIZE} OFFSET $4`,
      [...values, (filter.page - 1) * PAGE_SIZE],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM property_transaction ${where}`, values),
  ]);
  return { items: items.rows, total: count.rows[0]?.n ?? 0 };
}

export async function insertTransaction(q: Queryable, t: TransactionRow, now: Date): Promise<TransactionRow> {
  const { rows } = await q.query<TransactionRow>(
    `INSERT INTO property_transaction
       (transaction_id, property_id, amount, category, date, expense, method, subject, type, file_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      t.transaction_id,
      t.property_id,
      t.amount,
      t.category,
      t.date,
      t.expense,
      t.method,
      t.subject,
      t.type,
      t.file_url,
      now,
    ],
  );
  return rows[0]!;
}

/** Changes the fields of a transaction of the property; null when it has no such transaction. */
export async function updateTransaction(
  q: Queryable,
  t: Omit<TransactionRow, 'file_url'>,
): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    `UPDATE property_transaction SET amount = $3, category = $4, date = $5, expense = $6, method = $7,
       subject = $8, type = $9
      WHERE transaction_id = $1 AND property_id = $2 RETURNING ${COLUMNS}`,
    [t.transaction_id, t.property_id, t.amount, t.category, t.date, t.expense, t.method, t.subject, t.type],
  );
  return rows[0] ?? null;
}

export async function setReceipt(
  q: Queryable,
  id: string,
  key: string | null,
): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    `UPDATE property_transaction SET file_url = $2 WHERE transaction_id = $1 RETURNING ${COLUMNS}`,
    [id, key],
  );
  return rows[0] ?? null;
}

export async function deleteTransaction(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM property_transaction WHERE transaction_id = $1', [id]);
}

/**
 * Stores many transactions of one property with one statement (arrays unnested server-side): the
 * CSV import writes its rows in batches of this.
 */
export async function insertMany(
  q: Queryable,
  propertyId: string,
  rows: readonly CsvTransaction[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const cols = {
    amount: [] as number[],
    category: [] as string[],
    date: [] as string[],
    expense: [] as string[],
    method: [] as string[],
    subject: [] as string[],
    type: [] as string[],
  };
  for (const r of rows) {
    cols.amount.push(r.amount);
    cols.category.push(r.category);
    cols.date.push(r.date);
    cols.expense.push(r.expense);
    cols.method.push(r.method);
    cols.subject.push(r.subject);
    cols.type.push(r.type);
  }
  const result = await q.query(
    `INSERT INTO property_transaction
       (transaction_id, property_id, amount, category, date, expense, method, subject, type, created_at)
     SELECT gen_random_uuid(), $1, u.amount, u.category, u.date, u.expense, u.method, u.subject, u.type, $2
       FROM unnest($3::numeric[], $4::text[], $5::date[], $6::text[], $7::text[], $8::text[], $9::text[])
         AS u(amount, category, date, expense, method, subject, type)`,
    [
      propertyId,
      now,
      cols.amount,
      cols.category,
      cols.date,
      cols.expense,
      cols.method,
      cols.subject,
      cols.type,
    ],
  );
  return result.rowCount ?? rows.length;
}

/** Egresses (for earnings' total expense) of a property between two dates, both included. */
export async function egressesBetween(
  q: Queryable,
  propertyId: string,
  from: string,
  to: string,
): Promise<{ date: string; amount: number }[]> {
  const { rows } = await q.query<{ date: string; amount: number }>(
    `SELECT date::text AS date, sum(amount)::float8 AS amount FROM property_transaction
      WHERE property_id = $1 AND type = 'EGRESS' AND date BETWEEN $2 AND $3 GROUP BY date`,
    [propertyId, from, to],
  );
  return rows;
}

export interface CategorySum {
  category: CsvTransaction['category'];
  expense: CsvTransaction['expense'];
  type: CsvTransaction['type'];
  amount: number;
}

/** Sums by category, expense mark and type (the cost report's input). */
export async function sumsByCategory(
  q: Queryable,
  propertyId: string,
  from: string | null,
  to: string | null,
): Promise<CategorySum[]> {
  const { rows } = await q.query<CategorySum>(
    `SELECT category, expense, type, sum(amount)::float8 AS amount FROM property_transaction
      WHERE property_id = $1 AND ($2::date IS NULL OR date >= $2) AND ($3::date IS NULL OR date <= $3)
      GROUP BY category, expense, type ORDER BY category`,
    [propertyId, from, to],
  );
  return rows;
}

/** Every property's transactions (the back office), newest first, with the property's name. */
export async function pageOfAllTransactions(
  q: Queryable,
  f: {
    page: number;
    propertyId: string | null;
    category: string | null;
    from: string | null;
    to: string | null;
    /** An ILIKE pattern over the subject and the property's name (kit containsPattern). */
    text: string | null;
  },
): Promise<{ items: (TransactionRow & { property_name: string })[]; total: number }> {
  const where = `WHERE ($1::uuid IS NULL OR t.property_id = $1) AND ($2::text IS NULL OR t.category = $2)
    AND ($3::date IS NULL OR t.date >= $3) AND ($4::date IS NULL OR t.date <= $4)
    AND ($5::text IS NULL OR t.subject ILIKE $5 OR coalesce(p.name, '') ILIKE $5)`;
  const values = [f.propertyId, f.category, f.from, f.to, f.text];
  const [items, count] = await Promise.all([
    q.query<TransactionRow & { property_name: string }>(
      `SELECT t.transaction_id, t.property_id, t.amount::float8 AS amount, t.category, t.date::text AS date,
              t.expense, t.method, t.subject, t.type, t.file_url, coalesce(p.name, '') AS property_name
         FROM property_transaction t LEFT JOIN property p ON p.id = t.property_id ${where}
        ORDER BY t.date DESC, t.created_at DESC, t.transaction_id LIMIT ${PAGE_SIZE} OFFSET $6`,
      [...values, (f.page - 1) * PAGE_SIZE],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM property_transaction t LEFT JOIN property p ON p.id = t.property_id ${where}`,
      values,
    ),
  ]);
  return { items: items.rows, total: count.rows[0]?.n ?? 0 };
}
