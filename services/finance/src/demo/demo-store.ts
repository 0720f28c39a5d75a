/** What the demo's finance seed looks up: SQL only. */
import type { Queryable } from '@casona/kit/db/queryable';

export async function transactionCount(q: Queryable, propertyId: string): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM property_transaction WHERE property_id = $1',
    [propertyId],
  );
  return rows[0]!.n;
}

/** The month (`YYYY-MM`) of the property's latest transaction with `subject`, or null. */
export async function lastMonthWith(
  q: Queryable,
  propertyId: string,
  subject: string,
): Promise<string | null> {
  const { rows } = await q.query<{ month: string | null }>(
    `SELECT to_char(max(date), 'YYYY-MM') AS month FROM property_transaction
      WHERE property_id = $1 AND subject = $2`,
    [propertyId, subject],
  );
  return rows[0]?.month ?? null;
}

/** The property's projected stays, and how many of them still wait for their money. */
export async function stayMoneyState(
  q: Queryable,
  propertyId: string,
): Promise<{ stays: number; unpaid: number }> {
  const { rows } = await q.query<{ stays: number; unpaid: number }>(
    `SELECT count(*)::int AS stays, count(*) FILTER (WHERE total_earned IS NULL)::int AS unpaid
       FROM reservation WHERE property_id = $1 AND NOT canceled`,
    [propertyId],
  );
  return rows[0]!;
}

/** Holds the demo seed's lock until the caller's transaction ends: one replica seeds at a time. */
export async function lockDemoSeed(q: Queryable): Promise<void> {
  await q.query("SELECT pg_advisory_xact_lock(hashtext('casona.finance.demo-seed'))");
}
