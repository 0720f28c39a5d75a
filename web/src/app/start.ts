/**
 * Everything that must be ready before the first render: the interface language (its catalogue is
 * loaded first so nothing flashes untranslated), the transport's language, client error reporting,
 * and saving a language change to the profile of a signed-in person.
 */
import type { identityProfile } from '@casona/proto/identity/routes';
import type { Locale as ProfileLocale } from '@casona/proto/enums';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../lib/api/client.ts';
import { installGlobalErrorReporting, reportClientError } from '../lib/api/log.ts';
import { currentClaims, getMemorySession } from '../lib/api/session.ts';
import { configureTransport } from '../lib/api/transport.ts';
import { currentLanguage, i18next, initI18n, type Language } from '../lib/i18n/index.ts';

function toProfileLocale(language: Language): ProfileLocale {
  return language === 'en' ? 'EN' : 'ES';
}

/** PATCH /api/v1/profile with the new locale; identity owns it (see README, "contract gaps"). */
async function saveLanguageToProfile(language: Language): Promise<void> {
  const claims = currentClaims();
  // The demo's read-only session (features/demo) has no profile of its own to save to.
  if (!claims || getMemorySession()) return;
  const body: RouteBody<typeof identityProfile.update> = {
    profile_id: claims.sub,
    locale: toProfileLocale(language),
  };
  try {
    // Loaded on the first change only, so identity's route table stays out of the first load.
    const { identityProfile: profile } = await import('@casona/proto/identity/routes');
    await api(profile.update, { body });
  } catch (error) {
    // The choice is already remembered in this browser; the profile catches up on the next change.
    void reportClientError(error, 'saveLanguageToProfile');
  }
}

export async function startApp(): Promise<void> {
  installGlobalErrorReporting();
  await initI18n();
  configureTransport({ language: currentLanguage });
  i18next.on('languageChanged', (language: string) => {
    if (language === 'es' || language === 'en') void saveLanguageToProfile(language);
  });
}
