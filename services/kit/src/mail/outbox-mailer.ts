import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from '../ports/mailer.ts';
import { recipients, toMailOptions } from './compose.ts';

/**
 * The embedded mailer: every message lands in a folder instead of the internet, as JSON for the app
 * to show and as the raw RFC 822 `.eml` that SMTP would have carried (any mail client opens it).
 */

export interface OutboxMailerOptions {
  directory?: string;
  /** Sender used when a message names none. */
  from: string;
}

/** One message as the outbox stores it (`<id>.json`, beside `<id>.eml`). */
export interface OutboxMessage {
  /** `<timestamp>-<uuid>`: file name without extension; sorts oldest to newest. */
  id: string;
  /** The RFC 822 Message-ID header of the `.eml`. */
  messageId: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** ISO 8601. */
  sentAt: string;
  /** File name of the raw message, in the same directory. */
  eml: string;
  /** Files sent with it (also in the .eml), their bytes in base64 for readers of the JSON. */
  attachments?: { filename: string; contentType: string; size: number; base64: string }[];
}

export const DEFAULT_OUTBOX_DIRECTORY = './.data/mail';

// Strictly increasing within the process, so names sort in sending order even within a millisecond.
let lastStamp = 0;
const nextStamp = (): Date => {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp);
};

/** ISO 8601 without colons, which some file systems refuse; still sorts chronologically. */
const fileStamp = (date: Date): string => date.toISOString().replace(/:/g, '-');

/** Writes beside the target then renames: a reader never sees half a file. */
async function writeAtomically(path: string, content: string | Buffer): Promise<void> {
  const tmp = `${path}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, content);
    await rename(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

export function createOutboxMailer(options: OutboxMailerOptions): Mailer {
  const directory = resolve(options.directory ?? DEFAULT_OUTBOX_DIRECTORY);
  // Builds the same MIME message the SMTP transport would, without sending it; CRLF as on the wire.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    kind: 'outbox',

    async send(message: MailMessage): Promise<SentMail> {
      const mailOptions = toMailOptions(message, options.from);
      const sentAt = nextStamp();
      const id = `${fileStamp(sentAt)}-${randomUUID()}`;
      mailOptions.messageId = `<${id}@outbox.casona.local>`;
      mailOptions.date = sentAt;
      const info = await composer.sendMail(mailOptions);
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer stream transport returned no buffer');

      const stored: OutboxMessage = {
        id,
        messageId: info.messageId,
        from: message.from ?? options.from,
        to: recipients(message.to),
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: { ...message.headers },
        sentAt: sentAt.toISOString(),
        eml: `${id}.eml`,
      };
      if (message.replyTo !== undefined) stored.replyTo = message.replyTo;
      if (message.attachments?.length)
        stored.attachments = message.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.content.length,
          base64: a.content.toString('base64'),
        }));

      await mkdir(directory, { recursive: true });
      // The .eml first: the JSON is what readers list, so it must never point at a missing .eml.
      await writeAtomically(join(directory, stored.eml), info.message);
      await writeAtomically(join(directory, `${id}.json`), JSON.stringify(stored, null, 2));
      return { messageId: id };
    },

    async ping(): Promise<void> {
      await mkdir(directory, { recursive: true });
      // Proves the folder is writable, not merely present.
      const probe = join(directory, `.ping-${randomUUID()}.tmp`);
      await writeFile(probe, '');
      await rm(probe);
    },

    async close(): Promise<void> {
      composer.close();
    },
  };
}

/** The messages in an outbox folder, newest first; an outbox nobody wrote to yet is empty. */
export async function readOutbox(
  directory: string = DEFAULT_OUTBOX_DIRECTORY,
  options: { limit?: number } = {},
): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(resolve(directory));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newestFirst = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, options.limit ?? Infinity);
  return Promise.all(
    newestFirst.map(
      async (name) => JSON.parse(await readFile(join(resolve(directory), name), 'utf8')) as OutboxMessage,
    ),
  );
}
