/**
 * Notice preferences against proto's CATEGORY_CHANNELS (issue 19), as pure rules: a channel that
 * carries nothing for its category is shown and kept off, and a write turning it on is refused.
 */
import {
  channelDelivers,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationPreference,
} from '@casona/proto';

/** The row as the person sees it: every channel that carries nothing for its category off. */
export const deliverable = (p: NotificationPreference): NotificationPreference => ({
  category: p.category,
  email: p.email && channelDelivers(p.category, 'email'),
  whatsapp: p.whatsapp && channelDelivers(p.category, 'whatsapp'),
  in_app: p.in_app && channelDelivers(p.category, 'in_app'),
});

/** Each channel a write turns on although it carries nothing for its category (a 400), by row. */
export const unavailableChannels = (
  preferences: readonly NotificationPreference[],
): { index: number; channel: NotificationChannel }[] =>
  preferences.flatMap((p, index) =>
    NOTIFICATION_CHANNELS.filter((channel) => p[channel] && !channelDelivers(p.category, channel)).map(
      (channel) => ({ index, channel }),
    ),
  );
