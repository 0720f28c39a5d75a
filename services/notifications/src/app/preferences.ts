/**
 * A signed-in person's channels per notice category (issue 19): read with the defaults filled in,
 * and changed for the categories they send. Only the channels that carry something for a category
 * (proto's CATEGORY_CHANNELS) can be on: the others read false and turning one on is a 400. WhatsApp
 * can only be turned on with a phone number on the profile (identity keeps it; notifications has it
 * from the profile events).
 */
import {
  NOTIFICATIONS_MESSAGES,
  type NotificationPreferences,
  type NotificationPreferencesPut,
} from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import { whatsappEnabled } from '../config.ts';
import { deliverable, unavailableChannels } from '../domain/preferences.ts';
import { duplicateCategories, preferencesOf, whatsappNumber } from '../domain/whatsapp.ts';
import type { Deps } from './deps.ts';
import { savePreferences, storedPreferences } from './preference-store.ts';
import { phoneOf } from './projections-store.ts';

export async function getPreferences(deps: Deps, auth: AuthContext): Promise<NotificationPreferences> {
  const profileId = requireProfile(auth);
  return {
    preferences: preferencesOf(await storedPreferences(deps.db, profileId)).map(deliverable),
    phone_number: await phoneOf(deps.db, profileId),
    whatsapp_available: whatsappEnabled(deps.config),
  };
}

export async function putPreferences(
  deps: Deps,
  auth: AuthContext,
  input: NotificationPreferencesPut,
): Promise<NotificationPreferences> {
  const profileId = requireProfile(auth);
  const duplicates = duplicateCategories(input.preferences);
  if (duplicates.length > 0)
    throw validationFailed(
      duplicates.map((i) => ({
        path: `/preferences/${i}/category`,
        key: NOTIFICATIONS_MESSAGES.duplicateCategory,
      })),
    );
  const unavailable = unavailableChannels(input.preferences);
  if (unavailable.length > 0)
    throw validationFailed(
      unavailable.map(({ index, channel }) => ({
        path: `/preferences/${index}/${channel}`,
        key: NOTIFICATIONS_MESSAGES.channelUnavailable,
      })),
    );
  const wantsWhatsapp = input.preferences.some((p) => p.whatsapp);
  if (wantsWhatsapp && !whatsappNumber(await phoneOf(deps.db, profileId))) {
    throw validationFailed(
      input.preferences.flatMap((p, i) =>
        p.whatsapp
          ? [{ path: `/preferences/${i}/whatsapp`, key: NOTIFICATIONS_MESSAGES.whatsappNeedsPhone }]
          : [],
      ),
    );
  }
  await deps.db.tx((client) => savePreferences(client, profileId, input.preferences, deps.now()));
  return getPreferences(deps, auth);
}
