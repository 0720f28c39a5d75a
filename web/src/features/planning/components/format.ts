/** How planning writes times, distances and durations (pure, tested in format.spec.ts). */
import type { Language } from '../../../lib/i18n/index.ts';

/** Hours since the plan's midnight → "08:30"; past midnight it says so: "01:15 (+1)" (one rule, in proto). */
export { clockOfHours as clock } from '@casona/proto/shared/dates';

/** An hour of the day 0–23 → "07:00". */
export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Kilometres with one decimal in the interface language: "3.4 km". */
export function km(value: number, language: Language): string {
  return `${value.toLocaleString(language === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} km`;
}

/** Whole minutes, at least 1 when there is any travel: "12 min"; an hour or more: "1 h 05 min". */
export function duration(minutes: number): string {
  const whole = minutes > 0 ? Math.max(1, Math.round(minutes)) : 0;
  if (whole < 60) return `${whole} min`;
  return `${Math.floor(whole / 60)} h ${String(whole % 60).padStart(2, '0')} min`;
}

/** YYYY-MM-DD of `date` shifted by `days` (calendar arithmetic in UTC, no time zone drift). */
export function shiftDay(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Today in Mexico City, YYYY-MM-DD (the product's default time zone). */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
}
