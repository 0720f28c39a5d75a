/**
 * Opting out of non-transactional mail. Each address gets one random token, put in the footer link
 * of every non-transactional email; whoever holds the link (the mailbox owner) can opt that address
 * out. Transactional mail (password reset, confirmations) is not affected.
 */
import { randomBytes } from 'node:crypto';
import type { UnsubscribeState } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import { notFound } from '@casona/kit/errors/errors';
import { normalizeEmail } from '../domain/recipients.ts';
import type { Deps } from './deps.ts';
import { markUnsubscribed, recipientByToken, upsertUnsubscribeToken } from './recipient-store.ts';

/** The address's unsubscribe token, made on first use. */
export function unsubscribeToken(q: Queryable, email: string, now: Date): Promise<string> {
  return upsertUnsubscribeToken(q, {
    email: normalizeEmail(email),
    token: randomBytes(24).toString('base64url'),
    now,
  });
}

async function byToken(q: Queryable, token: string) {
  const row = await recipientByToken(q, token);
  if (!row) throw notFound({ messageKey: 'unsubscribe.invalidLink' });
  return row;
}

export async function unsubscribeState(deps: Pick<Deps, 'db'>, token: string): Promise<UnsubscribeState> {
  const row = await byToken(deps.db, token);
  return { email: row.email, unsubscribed: row.unsubscribed_at !== null };
}

/** Idempotent: a second click keeps the first opt-out time. */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'now'>, token: string): Promise<UnsubscribeState> {
  return deps.db.tx(async (client) => {
    const row = await byToken(client, token);
    await markUnsubscribed(client, token, deps.now());
    return { email: row.email, unsubscribed: true };
  });
}
