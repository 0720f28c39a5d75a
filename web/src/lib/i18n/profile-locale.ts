import type { Locale } from '@casona/proto/enums';

import type { Language } from './index.ts';

/** The interface language as submissions and profiles carry it ('EN' | 'ES'). */
export function toProfileLocale(language: Language): Locale {
  return language === 'en' ? 'EN' : 'ES';
}
