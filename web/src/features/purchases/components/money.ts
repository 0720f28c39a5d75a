import { intlLocale, type Language } from '../../../lib/money.ts';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * Centavos as `MX$18,500.00`: the MX$ prefix in both languages, so a price never reads as dollars
 * (Stripe charges these purchases in MXN only).
 */
export function formatMxn(centavos: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale(language), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  return `MX$${formatter.format(centavos / 100)}`;
}
