/**
 * react-i18next setup. Spanish is the default; on a first visit the browser's languages decide
 * (the first of them that is Spanish or English), and a choice made with the language switch is
 * remembered in this browser (and saved to the profile by the app when signed in). Each language's
 * catalogue is its own chunk, so a visitor downloads one language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

import type { Catalogue } from './locales/es.ts';

export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const DEFAULT_LANGUAGE: Language = 'es';
const STORAGE_KEY = 'casona.language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

const loaders: Record<Language, () => Promise<Catalogue>> = {
  es: () => import('./locales/es.ts').then((m) => m.es),
  en: () => import('./locales/en.ts').then((m) => m.en),
};

export function isLanguage(value: unknown): value is Language {
  return value === 'es' || value === 'en';
}

/** A language tag as one of ours: anything else (an unset or unknown i18next language) is Spanish. */
export function languageOf(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** The remembered choice, else the browser's first Spanish or English language, else Spanish. */
export function detectLanguage(
  stored: string | null = safeStorage()?.getItem(STORAGE_KEY) ?? null,
  browserLanguages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch (error) {
    // Storage disabled (privacy mode, sandboxed iframe): detection falls back to the browser.
    console.warn('localStorage unavailable', error);
    return undefined;
  }
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'es' ? 'es-MX' : 'en';
}

export async function initI18n(language: Language = detectLanguage()): Promise<typeof i18next> {
  const catalogue = await loaders[language]();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    resources: { [language]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  applyToDocument(language);
  return i18next;
}

/** Switches the interface live, loading the other catalogue first, and remembers the choice. */
export async function changeLanguage(language: Language): Promise<void> {
  if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await loaders[language]());
  }
  await i18next.changeLanguage(language);
  safeStorage()?.setItem(STORAGE_KEY, language);
  applyToDocument(language);
}

export function currentLanguage(): Language {
  return languageOf(i18next.language);
}

export { i18next };
