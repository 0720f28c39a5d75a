/**
 * What happens to an email after a failed send: retried while a retry can help and tries remain,
 * failed for good otherwise. Transient: a 4xx reply, a dropped or refused connection, a full disk
 * under the file outbox; permanent: a 5xx reply (bad address, refused content), bad credentials.
 */
export interface FailureDecision {
  status: 'QUEUED' | 'FAILED';
  willRetry: boolean;
}

export function afterFailure(input: {
  attempts: number;
  maxAttempts: number;
  transient: boolean;
}): FailureDecision {
  const willRetry = input.transient && input.attempts < input.maxAttempts;
  return { status: willRetry ? 'QUEUED' : 'FAILED', willRetry };
}

/** Whether an error from the Mailer port is worth another try; unknown errors are (tries are capped). */
export function isTransient(error: unknown): boolean {
  const transient = (error as { transient?: unknown } | null)?.transient;
  return typeof transient === 'boolean' ? transient : true;
}

/** One line for the delivery log: no stack, bounded. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return message.length > 1000 ? `${message.slice(0, 997)}...` : message;
}

/** Non-transactional mail to an address that opted out is logged SUPPRESSED and never sent. */
export const statusOnQueue = (transactional: boolean, optedOut: boolean): 'QUEUED' | 'SUPPRESSED' =>
  !transactional && optedOut ? 'SUPPRESSED' : 'QUEUED';

/** One email per source, template and recipient: the same event delivered twice adds none. */
export const dedupeKey = (sourceId: string, template: string, to: string): string =>
  `${sourceId}:${template}:${to}`;

/**
 * The Message-ID of one stored email, the same on every try: `<email id@the sender's domain>`. When
 * the SMTP line is cut after the server took the message, the retry's copy is then the same message
 * to mail clients, which show it once.
 */
export function messageIdOf(emailId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim())?.[1]?.toLowerCase() ?? 'casona.local';
  return `<${emailId}@${domain}>`;
}
