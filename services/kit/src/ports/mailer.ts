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
  /**
   * The Message-ID header, `<id@domain>`; the same on every try of one email, so a copy delivered
   * twice (the line cut after the server took it, then a retry) is one message to mail clients.
   * Unset: the mailer makes one.
   */
  messageId?: string;
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
