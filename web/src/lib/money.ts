/** MXN/USD amounts and numbers with Intl in es-MX or en-US (no date library: landing-page cheap). */
import type { Currency } from '@casona/proto/enums';

export type Language = 'es' | 'en';

const NUMBER_LOCALES = { es: 'es-MX', en: 'en-US' } as const;

export function intlLocale(language: Language): string {
  return NUMBER_LOCALES[language];
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** `$1,250,000.00` in MXN; USD reads `USD 1,250,000.00` in Spanish and `$1,250,000.00` in English. */
export function formatMoney(
  amount: number,
  currency: Currency,
  language: Language,
  options: { cents?: boolean } = {},
): string {
  const key = `${language}|${currency}|${options.cents === false ? 0 : 2}`;
  let formatter = moneyFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      style: 'currency',
      currency,
      currencyDisplay: language === 'en' && currency === 'MXN' ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: options.cents === false ? 0 : 2,
      maximumFractionDigits: options.cents === false ? 0 : 2,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const numberFormatters = new Map<Language, Intl.NumberFormat>();

/** Thousands with commas, as both es-MX and en-US write them: 1,250,000. */
export function formatNumber(value: number, language: Language): string {
  // Building an Intl formatter costs far more than formatting; lists call this once per row.
  let formatter = numberFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 });
    numberFormatters.set(language, formatter);
  }
  return formatter.format(value);
}
