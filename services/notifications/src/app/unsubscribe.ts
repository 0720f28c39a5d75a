/**
 * Opting out of non-transactional mail. Each address gets one random token, put in the footer link
 * of every non-transactional email; whoever holds the link (the mailbox owner) can opt that address
 * out. Transactional mail (password reset, confirmations) is not affected.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@casona/kit/db/queryable';
import { notFound } from '@casona/kit/errors/errors';
import { normalizeEmail } from '../domain/recipients.ts';
import type { Deps } from './deps.ts';

export interface UnsubscribeState {
  email: string;
  unsubscribed: boolean;
}

/** The address's unsubscribe token, made on first use. */
export async function unsubscribeToken(q: Queryable, email: string, now: Date): Promise<string> {
  const { rows } = await q.query<{ unsubscribe_token: string }>(
    `INSERT INTO mail_recipient (email, unsubscribe_token, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
     RETURNING unsubscribe_token`,
    [normalizeEmail(email), randomBytes(24).toString('base64url'), now],
  );
  return rows[0]!.unsubscribe_token;
}

export const unsubscribeUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;

async function byToken(q: Queryable, token: string) {
  const { rows } = await q.query<{ email: string; unsubscribed_at: Date | null }>(
    'SELECT email, unsubscribed_at FROM mail_recipient WHERE unsubscribe_token = $1',
    [token],
  );
  if (!rows[0]) throw notFound({ messageKey: 'unsubscribe.invalidLink' });
  return rows[0];
}

export async function unsubscribeState(deps: Pick<Deps, 'db'>, token: string): Promise<UnsubscribeState> {
  const row = await byToken(deps.db, token);
  return { email: row.email, unsubscribed: row.unsubscribed_at !== null };
}

/** Idempotent: a second click keeps the first opt-out time. */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'now'>, token: string): Promise<UnsubscribeState> {
  const row = await byToken(deps.db, token);
  await deps.db.query(
    'UPDATE mail_recipient SET unsubscribed_at = coalesce(unsubscribed_at, $2) WHERE unsubscribe_token = $1',
    [token, deps.now()],
  );
  return { email: row.email, unsubscribed: true };
}
