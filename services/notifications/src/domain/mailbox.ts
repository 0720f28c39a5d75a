/** Rules of the embedded mailbox: which files are messages, their order, and what the list shows. */
import { PAGE_SIZE, type MailSummary } from '@casona/proto';
import { foldedIncludes } from '@casona/kit/db/folded-contains';
import type { OutboxMessage } from '@casona/kit/mail/outbox-mailer';

/** `<ISO time without colons>-<uuid>`, as the outbox mailer names its files. */
const MESSAGE_ID =
  /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isMessageId = (id: string): boolean => MESSAGE_ID.test(id);

/** The message ids among a folder's file names, newest first (names sort in sending order). */
export const messageIds = (fileNames: readonly string[]): string[] =>
  fileNames
    .filter((n) => n.endsWith('.json') && isMessageId(n.slice(0, -5)))
    .map((n) => n.slice(0, -5))
    .sort()
    .reverse();

/** The ids on one page (PAGE_SIZE a page, from 1). */
export const pageOf = <T>(items: readonly T[], page: number): T[] =>
  items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

const header = (m: OutboxMessage, name: string): string | undefined =>
  Object.entries(m.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/** What the list shows of a message: who, what, when, and the template and language it was written with. */
export function summaryOf(m: OutboxMessage): MailSummary {
  const summary: MailSummary = { id: m.id, to: m.to, from: m.from, subject: m.subject, date: m.sentAt };
  const template = header(m, 'X-Casona-Template');
  const locale = header(m, 'X-Casona-Locale');
  if (template) summary.template = template;
  if (locale) summary.locale = locale;
  return summary;
}

/**
 * Whether a listed message holds the typed search in its subject, a recipient or its template
 * (its words with spaces, as the console shows it), whatever the case and accents; blank: every message.
 */
export const mailMatches = (mail: MailSummary, typed: string | undefined): boolean =>
  [mail.subject, ...mail.to, mail.template ?? '', (mail.template ?? '').replace(/_/g, ' ')].some((field) =>
    foldedIncludes(field, typed),
  );
