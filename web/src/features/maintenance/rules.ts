/**
 * What the chore pages compute without the server: the trigger's offset as before / on / after and
 * a number of days, a night range and a recurrence rule in words (es/en), and the recurrence form
 * to and from the stored RRULE (parsed with proto's `parseRRule`, the server's own check). Words
 * come from the feature's catalogue through `t`; week-day names and lists from `Intl`.
 */
import { TRIGGER_OFFSET_DAYS_MAX } from '@casona/proto/constants';
import {
  CHORE_NIGHT_RANGES,
  type ChoreNightRange,
  type ChoreTriggerEvent,
  type RecurrenceFrequency,
} from '@casona/proto/enums';
import { parseRRule } from '@casona/proto/validation/formats';

import type { Language } from '../../lib/i18n/index.ts';
import type { Translate } from '../../lib/i18n/translate.ts';

export type OffsetWhen = 'before' | 'on' | 'after';

/** -3 → 3 days before; 0 → the same day; 2 → 2 days after. */
export function offsetParts(offset: number): { when: OffsetWhen; days: number } {
  return { when: offset < 0 ? 'before' : offset === 0 ? 'on' : 'after', days: Math.abs(offset) };
}

/** The stored offset; days outside 1–14 are clamped (the form's number input also says so). */
export function offsetValue(when: OffsetWhen, days: number): number {
  if (when === 'on') return 0;
  const clamped = Math.min(TRIGGER_OFFSET_DAYS_MAX, Math.max(1, Math.round(days)));
  return when === 'before' ? -clamped : clamped;
}

/** "3 to 7 nights", "28 nights or more", from the half-open range [min, max). */
export function describeNightRange(t: Translate, range: ChoreNightRange): string {
  const r = CHORE_NIGHT_RANGES.find((x) => x.code === range);
  if (!r) return '';
  return r.max === null
    ? t('chores.words.nightsOrMore', { count: r.min })
    : t('chores.words.nightsBetween', { min: r.min, max: r.max - 1 });
}

/** "2 days after check-out, for stays of 3 to 7 nights". */
export function describeTrigger(
  t: Translate,
  rule: {
    trigger_event: ChoreTriggerEvent | null;
    trigger_event_due_date_offset: number | null;
    trigger_event_night_range: ChoreNightRange | null;
  },
): string {
  if (rule.trigger_event === null) return '';
  const { when, days } = offsetParts(rule.trigger_event_due_date_offset ?? 0);
  const event = t(`chores.events.${rule.trigger_event}`);
  const due =
    when === 'on' ? t('chores.words.sameDay', { event }) : t(`chores.words.${when}`, { count: days, event });
  const range = rule.trigger_event_night_range;
  return range === null
    ? t('chores.words.anyStay', { due })
    : t('chores.words.forStays', { due, nights: describeNightRange(t, range) });
}

// ─── Recurrence ─────────────────────────────────────────────────────────────────────────────────

export type RecurrenceForm = {
  frequency: RecurrenceFrequency;
  interval: number;
  /** 0–6, 0 = Sunday (JavaScript's and the entity's byWeekDay). */
  weekDays: number[];
  /** 1–31, MONTHLY only; null: the start's day. */
  monthDay: number | null;
  /** The first day it may fall on, yyyy-mm-dd. */
  start: string;
};

/** RFC 5545 codes by JavaScript day (0 = SU), as the server's `formatRecurrence` writes them. */
const DAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export function toRRule(form: RecurrenceForm): string {
  const parts = [`FREQ=${form.frequency}`, `INTERVAL=${form.interval}`];
  const days = [...new Set(form.weekDays)].sort((a, b) => a - b);
  if (form.frequency === 'WEEKLY' && days.length > 0)
    parts.push(`BYDAY=${days.map((d) => DAY_CODES[d]).join(',')}`);
  if (form.frequency === 'MONTHLY' && form.monthDay !== null) parts.push(`BYMONTHDAY=${form.monthDay}`);
  return `DTSTART:${form.start.replaceAll('-', '')}\nRRULE:${parts.join(';')}`;
}

export function fromRRule(rule: string, today: string): RecurrenceForm | null {
  const parsed = parseRRule(rule);
  if (!parsed) return null;
  const dt = parsed.dtStart;
  return {
    frequency: parsed.frequency,
    interval: parsed.interval,
    weekDays: [...parsed.byWeekDay].sort((a, b) => a - b),
    monthDay: parsed.byMonthDay[0] ?? null,
    start: dt ? `${dt.slice(0, 4)}-${dt.slice(4, 6)}-${dt.slice(6, 8)}` : today,
  };
}

const LOCALE: Record<Language, string> = { es: 'es-MX', en: 'en-US' };

/** A JavaScript week day's name: 2024-01-07 was a Sunday. */
export function weekDayName(day: number, language: Language): string {
  return new Intl.DateTimeFormat(LOCALE[language], { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );
}

const listOf = (items: string[], language: Language) =>
  new Intl.ListFormat(LOCALE[language], { type: 'conjunction' }).format(items);

/**
 * "Every 2 weeks on Monday and Thursday", "Cada mes, el día 31 (o el último día del mes)";
 * an unreadable rule says so instead of showing its code.
 */
export function describeRecurrence(t: Translate, rule: string, language: Language): string {
  const form = fromRRule(rule, '');
  if (!form) return t('chores.words.unreadableRule');
  const every = t(`chores.words.every.${form.frequency}`, { count: form.interval });
  if (form.frequency === 'WEEKLY' && form.weekDays.length > 0)
    return t('chores.words.onWeekDays', {
      every,
      // Spanish says "los sábados y domingos": the two names ending in -o take an s.
      days: listOf(
        form.weekDays
          .map((d) => weekDayName(d, language))
          .map((n) => (language === 'es' && n.endsWith('o') ? `${n}s` : n)),
        language,
      ),
    });
  if (form.frequency === 'MONTHLY' && form.monthDay !== null)
    return t(form.monthDay > 28 ? 'chores.words.onMonthDayOrLast' : 'chores.words.onMonthDay', {
      every,
      day: form.monthDay,
    });
  return every;
}
