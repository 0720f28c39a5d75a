/**
 * What the notifications service keeps: the entities of the data model it owns (defined with the
 * rest of the model in schemas/entities.ts, re-exported here) and the states of an email.
 */
import type { Static } from 'typebox';
import { Literals } from '../validation/index.ts';

export { EmailNotification, Joke, PropertyNotification } from '../schemas/entities.ts';

/**
 * An email's life in the delivery log: QUEUED (stored, waiting for a send), SENDING (claimed under a
 * lease), SENT, FAILED (for good), SUPPRESSED (to an address that opted out; logged, never sent).
 */
export const EMAIL_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED'] as const;
export const EmailStatus = () => Literals(EMAIL_STATUSES);
export type EmailStatus = Static<ReturnType<typeof EmailStatus>>;
