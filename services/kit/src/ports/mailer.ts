export interface MailMessage {
  to: string | readonly string[];
  subject: string;
  html: string;
  text: string;
  from?: string;
  replyTo?: string;
  headers?: Record<string, string>;
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
