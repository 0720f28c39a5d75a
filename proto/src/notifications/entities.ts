/**
 * What the notifications service keeps: the §3 entities it owns (jokes, email notifications, a
 * property's notices) and the states of an email.
 */
import { Type, type Static } from 'typebox';

import { JOKE_TEXT_MAX, JOKE_TEXT_MIN } from '../constants.ts';
import { EMAIL_NOTIFICATION_TYPES } from '../enums.ts';
import { Markdown } from '../shared/fields.ts';
import { IsoDateTime, Literals, Locale, Str, Uuid } from '../validation/types.ts';

export const Joke = Type.Object(
  {
    joke_id: Uuid(),
    text: Str({ min: JOKE_TEXT_MIN, max: JOKE_TEXT_MAX }),
    locale: Locale(),
    approved: Type.Boolean(),
  },
  { title: 'Joke' },
);
export type Joke = Static<typeof Joke>;

export const EmailNotification = Type.Object(
  { id: Uuid(), property_id: Uuid(), type: Literals(EMAIL_NOTIFICATION_TYPES) },
  { title: 'EmailNotification' },
);
export type EmailNotification = Static<typeof EmailNotification>;

/** A notice on a property's dashboard, shown in the reader's locale. */
export const PropertyNotification = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    en_markdown: Markdown(),
    es_markdown: Markdown(),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyNotification' },
);
export type PropertyNotification = Static<typeof PropertyNotification>;

/**
 * An email's life in the delivery log: QUEUED (stored, waiting for a send), SENDING (claimed under a
 * lease), SENT, FAILED (for good), SUPPRESSED (to an address that opted out; logged, never sent).
 */
export const EMAIL_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED'] as const;
export const EmailStatus = () => Literals(EMAIL_STATUSES);
export type EmailStatus = Static<ReturnType<typeof EmailStatus>>;
