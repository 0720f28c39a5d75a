/** A file sent with a message (bytes, never a path or URL). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  html: string;
  text: string;
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: readonly MailAttachment[];
}

export interface SentMail {
  /** Provider (SMTP) message id, or the outbox file id. */
  messageId: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
