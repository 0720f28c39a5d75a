import type Mail from 'nodemailer/lib/mailer/index.js';
import type { MailMessage } from '../ports/mailer.ts';

/** Recipients as a list, whichever form the caller used. */
export const recipients = (to: MailMessage['to']): string[] => (typeof to === 'string' ? [to] : [...to]);

/**
 * The nodemailer form of a message, shared by both adapters so the outbox shows exactly what SMTP
 * would have sent. Content is data, never a path or URL for nodemailer to read.
 */
export function toMailOptions(message: MailMessage, defaultFrom: string): Mail.Options {
  const to = recipients(message.to);
  if (to.length === 0) throw new Error('A mail message needs at least one recipient');
  return {
    from: message.from ?? defaultFrom,
    to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        }
      : {}),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
