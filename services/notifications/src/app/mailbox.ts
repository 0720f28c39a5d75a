/**
 * The embedded mailbox: with no SMTP server configured, the kit's mailer writes every message to
 * DATA_DIR/mail (JSON beside the raw .eml). Staff read it here, newest first, to see exactly what
 * was sent. With SMTP configured there is nothing local to show.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SIZE, type MailSummary, type MailView } from '@casona/proto';
import { notFound } from '@casona/kit/errors/errors';
import type { OutboxMessage } from '@casona/kit/mail/outbox-mailer';
import { isMessageId, mailMatches, messageIds, pageOf, summaryOf } from '../domain/mailbox.ts';
import type { Deps } from './deps.ts';
import type { Page } from './page-store.ts';

function assertOutbox(deps: Pick<Deps, 'mailer'>): void {
  if (deps.mailer.kind !== 'outbox') throw notFound({ messageKey: 'mail.outboxUnavailable' });
}

async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

const read = async (dir: string, id: string): Promise<OutboxMessage> =>
  JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as OutboxMessage;

/** How many outbox files a search opens at once. */
const READ_AT_ONCE = 64;

/** A file gone between listing and reading it (the outbox is written while staff read it): left out. */
async function summaryOrNull(dir: string, id: string): Promise<MailSummary | null> {
  try {
    return summaryOf(await read(dir, id));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A page of the outbox, newest first; `q` keeps the messages whose subject, recipients or template
 * hold it, whatever the case and accents.
 */
export async function listMailbox(
  deps: Pick<Deps, 'mailer' | 'outboxDir'>,
  page: number,
  q?: string,
): Promise<Page<MailSummary>> {
  assertOutbox(deps);
  const ids = messageIds(await names(deps.outboxDir));
  if (!q?.trim()) {
    // Unsearched, only the page's files are read.
    const items = await Promise.all(
      pageOf(ids, page).map(async (id) => summaryOf(await read(deps.outboxDir, id))),
    );
    return { items, total: ids.length, page, pageSize: PAGE_SIZE };
  }
  // Searched, every message's summary is read to count the matches, a few files at a time.
  const matching: MailSummary[] = [];
  for (let at = 0; at < ids.length; at += READ_AT_ONCE) {
    const batch = await Promise.all(
      ids.slice(at, at + READ_AT_ONCE).map((id) => summaryOrNull(deps.outboxDir, id)),
    );
    for (const m of batch) if (m && mailMatches(m, q)) matching.push(m);
  }
  return { items: pageOf(matching, page), total: matching.length, page, pageSize: PAGE_SIZE };
}

export async function readMail(deps: Pick<Deps, 'mailer' | 'outboxDir'>, id: string): Promise<MailView> {
  assertOutbox(deps);
  if (!isMessageId(id)) throw notFound();
  let m: OutboxMessage;
  try {
    m = await read(deps.outboxDir, id);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound();
    throw error;
  }
  return {
    id: m.id,
    to: m.to,
    from: m.from,
    subject: m.subject,
    date: m.sentAt,
    html: m.html,
    text: m.text,
    headers: m.headers,
  };
}
