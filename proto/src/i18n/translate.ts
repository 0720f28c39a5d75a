/**
 * Looking messages up: `translate`, and choosing the language of an answer. `Locale` here is the
 * catalogue's lower-case tag; profiles and payloads carry the upper-case enum ('EN' | 'ES', enums.ts).
 */
import { MESSAGES, type MessageKey } from './messages.ts';

/** A catalogue language: lower-case tag, as HTTP and i18next spell it. Profiles store 'EN' | 'ES'. */
export type Locale = 'en' | 'es';
export const MESSAGE_LOCALES = ['en', 'es'] as const satisfies readonly Locale[];
/** Spanish is the product's default language (Mexican market). */
export const DEFAULT_MESSAGE_LOCALE: Locale = 'es';

export type MessageParams = Readonly<Record<string, string | number>>;

const PARAM = /\{(\w+)\}/g;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(MESSAGES.en, value);
}

/**
 * Numbers of five or more digits get thousands separators (300,000; 100,000,000), as both Mexican
 * Spanish and English write them; shorter ones (years, 24 hours, 30 images) stay as they are.
 */
function formatParam(value: string | number, locale: Locale): string {
  if (typeof value !== 'number') return value;
  if (!Number.isFinite(value) || Math.abs(value) < 10_000) return String(value);
  return value.toLocaleString(locale === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: 2 });
}

/**
 * The message for `key` in `locale`, with each `{name}` replaced by `params[name]`. A placeholder
 * without a value is left as written, so a missing parameter shows up in review instead of vanishing.
 */
export function translate(key: MessageKey, locale: Locale, params?: MessageParams): string {
  const template: string = MESSAGES[locale][key];
  if (!params) return template;
  return template.replace(PARAM, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : formatParam(value, locale);
  });
}

/** The `{name}` placeholders a message declares, in order of appearance. */
export function messageParams(key: MessageKey, locale: Locale): string[] {
  return [...MESSAGES[locale][key].matchAll(PARAM)].map((m) => m[1] ?? '');
}

/**
 * Picks the catalogue language from an Accept-Language header: the highest-weighted tag whose
 * primary language is English or Spanish wins (`en-US,en;q=0.9` → en); Spanish when none matches.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_MESSAGE_LOCALE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const qParam = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { lang } of ranked) {
    if (lang === 'en' || lang === 'es') return lang;
  }
  return DEFAULT_MESSAGE_LOCALE;
}

/** A profile's stored locale ('EN' | 'ES') as a catalogue language. */
export function localeFromProfile(locale: 'EN' | 'ES' | null | undefined): Locale {
  if (locale === 'EN') return 'en';
  if (locale === 'ES') return 'es';
  return DEFAULT_MESSAGE_LOCALE;
}

/** A catalogue language as a profile stores it. */
export function toProfileLocale(locale: Locale): 'EN' | 'ES' {
  return locale === 'en' ? 'EN' : 'ES';
}
