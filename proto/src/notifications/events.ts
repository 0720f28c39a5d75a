/** The events the notifications service emits, as the catalogue (events/catalogue.ts) defines them. */
import type { CasonaEnvelope, EventPayload, EventType } from '../events/catalogue.ts';

export const NOTIFICATIONS_EVENTS = [
  'notifications.notification.email_sent',
  'notifications.notification.email_failed',
  'notifications.contact.received',
  'notifications.manager_application.received',
] as const satisfies readonly EventType[];
export type NotificationsEventType = (typeof NOTIFICATIONS_EVENTS)[number];
/** One of notifications' events as it travels, type and payload narrowed together. */
export type NotificationsEvent = CasonaEnvelope<NotificationsEventType>;
export type NotificationsEventPayload<T extends NotificationsEventType> = EventPayload<T>;
