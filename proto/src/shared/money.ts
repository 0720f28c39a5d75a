/**
 * MXN/USD amounts and numbers with Intl in es-MX or en-US, one formatting for the SPA and the pages the
 * gateway serves (Open Graph previews): every price names its currency (#16).
 */
import type { Currency } from '../enums.ts';

export type Language = 'es' | 'en';

const NUMBER_LOCALES = { es: 'es-MX', en: 'en-US' } as const;

export function intlLocale(language: Language): string {
  return NUMBER_LOCALES[language];
}

/**
 * The prefix every price carries in both languages: pesos and dollars both write "$" in Mexico and the
 * US, so "$675,000 · approx. $36,685" is ambiguous to everyone. MX$ and US$ are never confused.
 */
export const CURRENCY_PREFIX: Record<Currency, string> = { MXN: 'MX$', USD: 'US$' };

const amountFormatters = new Map<string, Intl.NumberFormat>();

function amountFormatter(language: Language, digits: 0 | 2): Intl.NumberFormat {
  // Building an Intl formatter costs far more than formatting; lists call this once per row.
  const key = `${language}|${digits}`;
  let formatter = amountFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative', // nothing owed reads 0.00, never -0.00
    });
    amountFormatters.set(key, formatter);
  }
  return formatter;
}

function withPrefix(text: string, currency: Currency): string {
  return text.startsWith('-')
    ? `-${CURRENCY_PREFIX[currency]}${text.slice(1)}`
    : `${CURRENCY_PREFIX[currency]}${text}`;
}

/**
 * `MX$1,250,000.00` / `US$36,685` in both languages (the currency always explicit), `-MX$30.25` for a
 * charge. `cents: false` rounds to whole units, as prices are shown.
 */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: Language,
  options: { cents?: boolean } = {},
): string {
  return withPrefix(amountFormatter(language, options.cents === false ? 0 : 2).format(amount), currency);
}

/**
 * The amount alone (`1,250,000.00`), for a column whose header already names the currency
 * ({@link currencyCode}: "Monto (MXN)").
 */
export function formatAmount(amount: number, language: Language, options: { cents?: boolean } = {}): string {
  return amountFormatter(language, options.cents === false ? 0 : 2).format(amount);
}

/** The ISO code for a header or a label: `MXN`, `USD`. */
export function currencyCode(currency: Currency): Currency {
  return currency;
}

const compactFormatters = new Map<Language, Intl.NumberFormat>();

/**
 * A price where room is short (map pins): the locale's compact form with the currency explicit —
 * `MX$356 mil` / `MX$2.5 M` in Spanish, `MX$356K` / `MX$2.5M` in English. es-MX's short form writes
 * thousands as "k", which Mexican listings do not use; they write "mil".
 */
export function formatMoneyCompact(amount: number, currency: Currency, language: Language): string {
  let formatter = compactFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      notation: 'compact',
      compactDisplay: 'short',
      maximumFractionDigits: 1,
      signDisplay: 'negative',
    });
    compactFormatters.set(language, formatter);
  }
  const text = formatter.format(amount);
  return withPrefix(language === 'es' ? text.replace(/[\s\u00a0]k$/, ' mil') : text, currency);
}

const numberFormatters = new Map<Language, Intl.NumberFormat>();

/** Thousands with commas, as both es-MX and en-US write them: 1,250,000. */
export function formatNumber(value: number, language: Language): string {
  let formatter = numberFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
    numberFormatters.set(language, formatter);
  }
  return formatter.format(value);
}
