/** SQL of owner statements: the ledger lines a statement reads and the statements already sent. */
import type { Queryable } from '@casona/kit/db/queryable';
import type { OwnerStatementFigures, StatementTransaction } from '../domain/statement.ts';

/** Every transaction of a property up to `to` (included), oldest first. */
export async function transactionsUpTo(
  q: Queryable,
  propertyId: string,
  to: string,
): Promise<StatementTransaction[]> {
  const { rows } = await q.query<StatementTransaction>(
    `SELECT date::text AS date, subject, amount::float8 AS amount, category, expense, type
       FROM property_transaction WHERE property_id = $1 AND date <= $2
      ORDER BY date, transaction_id`,
    [propertyId, to],
  );
  return rows;
}

export interface SentStatement {
  month: string;
  figures: OwnerStatementFigures;
  sent_at: Date;
}

export async function findSentStatement(
  q: Queryable,
  propertyId: string,
  month: string,
): Promise<SentStatement | null> {
  const { rows } = await q.query<SentStatement>(
    'SELECT month, figures, sent_at FROM owner_statement WHERE property_id = $1 AND month = $2',
    [propertyId, month],
  );
  return rows[0] ?? null;
}

/** The last statement sent before `month`, whose closing balance the next month opens with. */
export async function lastSentBefore(
  q: Queryable,
  propertyId: string,
  month: string,
): Promise<SentStatement | null> {
  const { rows } = await q.query<SentStatement>(
    `SELECT month, figures, sent_at FROM owner_statement WHERE property_id = $1 AND month < $2
      ORDER BY month DESC LIMIT 1`,
    [propertyId, month],
  );
  return rows[0] ?? null;
}

/** Keeps a statement as sent; false when it had been sent already. */
export async function insertSentStatement(
  q: Queryable,
  s: {
    propertyId: string;
    month: string;
    ownerProfileId: string | null;
    figures: OwnerStatementFigures;
    sentAt: Date;
  },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO owner_statement (property_id, month, owner_profile_id, figures, sent_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [s.propertyId, s.month, s.ownerProfileId, JSON.stringify(s.figures), s.sentAt],
  );
  return rowCount === 1;
}
