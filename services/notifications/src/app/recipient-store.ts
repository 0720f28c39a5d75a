/** SQL of the addresses mail goes to (table `mail_recipient`: unsubscribe token, opt-out): rows in, rows out. */
import type { Queryable } from '@casona/kit/db/queryable';

export interface RecipientRow {
  email: string;
  unsubscribed_at: Date | null;
}

/** The address's token: `token` when the address is new, the one it already has otherwise. */
export async function upsertUnsubscribeToken(
  q: Queryable,
  row: { email: string; token: string; now: Date },
): Promise<string> {
  const { rows } = await q.query<{ unsubscribe_token: string }>(
    `INSERT INTO mail_recipient (email, unsubscribe_token, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING unsubscribe_token`,
    [row.email, row.token, row.now],
  );
  return rows[0]!.unsubscribe_token;
}

export async function recipientByToken(q: Queryable, token: string): Promise<RecipientRow | null> {
  const { rows } = await q.query<RecipientRow>(
    'SELECT email, unsubscribed_at FROM mail_recipient WHERE unsubscribe_token = $1',
    [token],
  );
  return rows[0] ?? null;
}

/** Keeps the first opt-out time when there is one. */
export async function markUnsubscribed(q: Queryable, token: string, now: Date): Promise<void> {
  await q.query(
    'UPDATE mail_recipient SET unsubscribed_at = coalesce(unsubscribed_at, $2) WHERE unsubscribe_token = $1',
    [token, now],
  );
}

/** Which of `emails` opted out. */
export async function optedOut(q: Queryable, emails: readonly string[]): Promise<string[]> {
  const { rows } = await q.query<{ email: string }>(
    'SELECT email FROM mail_recipient WHERE email = ANY($1::text[]) AND unsubscribed_at IS NOT NULL',
    [emails],
  );
  return rows.map((r) => r.email);
}
