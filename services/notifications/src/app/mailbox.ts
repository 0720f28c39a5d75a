/**
 * The embedded mailbox: with no SMTP server configured, the kit's mailer writes every message to
 * DATA_DIR/mail (JSON beside the raw .eml). Staff read it here, newest first, to see exactly what
 * was sent. With SMTP configured there is nothing local to show.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_SIZE } from '@casona/proto';
import { notFound } from '@casona/kit/errors/errors';
import type { OutboxMessage } from '@casona/kit/mail/outbox-mailer';
import type { Deps, Page } from './deps.ts';

export interface MailSummary {
  id: string;
  to: string[];
  from: string;
  subject: string;
  date: string;
  template?: string;
  locale?: string;
}

export interface MailView extends Omit<MailSummary, 'template' | 'locale'> {
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** `<ISO time without colons>-<uuid>`, as the outbox mailer names its files. */
const MESSAGE_ID =
  /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

const header = (m: OutboxMessage, name: string): string | undefined =>
  Object.entries(m.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

export async function listMailbox(
  deps: Pick<Deps, 'mailer' | 'outboxDir'>,
  page: number,
): Promise<Page<MailSummary>> {
  assertOutbox(deps);
  // Names sort in sending order; only the page's files are read.
  const ids = (await names(deps.outboxDir))
    .filter((n) => n.endsWith('.json') && MESSAGE_ID.test(n.slice(0, -5)))
    .map((n) => n.slice(0, -5))
    .sort()
    .reverse();
  const slice = ids.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const items = await Promise.all(
    slice.map(async (id): Promise<MailSummary> => {
      const m = await read(deps.outboxDir, id);
      const summary: MailSummary = { id: m.id, to: m.to, from: m.from, subject: m.subject, date: m.sentAt };
      const template = header(m, 'X-Casona-Template');
      const locale = header(m, 'X-Casona-Locale');
      if (template) summary.template = template;
      if (locale) summary.locale = locale;
      return summary;
    }),
  );
  return { items, total: ids.length, page, pageSize: PAGE_SIZE };
}

export async function readMail(deps: Pick<Deps, 'mailer' | 'outboxDir'>, id: string): Promise<MailView> {
  assertOutbox(deps);
  if (!MESSAGE_ID.test(id)) throw notFound();
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
