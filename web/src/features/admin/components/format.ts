import { format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { es } from 'date-fns/locale/es';

import type { Language } from '../../../lib/i18n/index.ts';

/** A timestamp as staff read it in lists: day and time in their language. */
export function formatDateTime(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return language === 'es'
    ? format(date, "d 'de' MMM yyyy, HH:mm", { locale: es })
    : format(date, 'MMM d, yyyy, h:mm a', { locale: enUS });
}

/** Recipients of a message, however the outbox lists them. */
export const recipientsOf = (to: string[] | string): string => (Array.isArray(to) ? to.join(', ') : to);
