/**
 * Dates as people in Mexico read them: `d 'de' MMMM yyyy` in Spanish, `MMMM d, yyyy` in English
 * (proto DATE_FORMATS), weeks from Monday. Money is in money.ts, so pages without dates skip date-fns.
 */
import { DATE_FORMATS, WEEK_STARTS_ON } from '@casona/proto/constants';
import { format, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

import { intlLocale, type Language } from './money.ts';

export {
  CURRENCY_PREFIX,
  currencyCode,
  formatAmount,
  formatMoney,
  formatMoneyCompact,
  formatNumber,
  intlLocale,
  type Language,
} from './money.ts';

const DATE_LOCALES = { es, en: enUS } as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `15 de marzo 2025` / `March 15, 2025`. A calendar date (`2025-03-15`, as check-ins, due dates and
 * validity dates travel) is that day wherever the reader is: `new Date('2025-03-15')` would be UTC
 * midnight, which is still the 14th in Mexico.
 */
export function formatDate(date: Date | string | number, language: Language): string {
  const day = typeof date === 'string' ? CALENDAR_DATE.exec(date) : null;
  const value = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(date);
  return format(value, DATE_FORMATS[language], { locale: DATE_LOCALES[language] });
}

/** The Monday that starts the week of `date`. */
export function weekStart(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
}

/** Day names for a calendar header, Monday first, in the interface language. */
export function weekdayNames(language: Language, width: 'short' | 'long' = 'short'): string[] {
  const monday = weekStart(new Date(2024, 0, 3));
  const formatter = new Intl.DateTimeFormat(intlLocale(language), { weekday: width });
  return Array.from({ length: 7 }, (_, i) =>
    formatter.format(new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i)),
  );
}
