/**
 * The messages the notifications service answers with (their es/en texts are in i18n/messages.ts,
 * where the parity test checks them): a compile error here when one is renamed or removed.
 */
import type { MessageKey } from '../i18n/messages.ts';

export const NOTIFICATIONS_MESSAGES = {
  contactReceived: 'contact.success',
  jokeReceived: 'joke.success',
  managerApplicationReceived: 'manageRequest.success',
  unsubscribed: 'unsubscribe.done',
  unsubscribeInvalidLink: 'unsubscribe.invalidLink',
  outboxUnavailable: 'mail.outboxUnavailable',
  notificationNotFound: 'notification.notFound',
  whatsappNeedsPhone: 'preferences.whatsappNeedsPhone',
  duplicateCategory: 'preferences.duplicateCategory',
  channelUnavailable: 'preferences.channelUnavailable',
} as const satisfies Record<string, MessageKey>;
