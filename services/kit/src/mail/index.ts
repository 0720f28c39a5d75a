export { createSmtpMailer, MailDeliveryError } from './smtp-mailer.ts';
export type { SmtpMailerOptions } from './smtp-mailer.ts';
export { createOutboxMailer, DEFAULT_OUTBOX_DIRECTORY, readOutbox } from './outbox-mailer.ts';
export type { OutboxMailerOptions, OutboxMessage } from './outbox-mailer.ts';
export type { Mailer, MailAttachment, MailMessage, SentMail } from '../ports/mailer.ts';
