import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { en } from './i18n/en.ts';
import { es } from './i18n/es.ts';
import {
  describeNightRange,
  describeRecurrence,
  describeTrigger,
  fromRRule,
  offsetParts,
  offsetValue,
  toRRule,
  weekDayName,
} from './rules.ts';
import { toTranslate, type Translate } from '../../lib/i18n/translate.ts';

const instance = i18next.createInstance();
await instance.init({
  lng: 'es',
  resources: { es: { translation: es }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const tr = (lng: 'es' | 'en'): Translate => toTranslate(instance.getFixedT(lng));

describe('trigger offsets', () => {
  it('reads a signed offset as before, on or after and back', () => {
    expect(offsetParts(-3)).toEqual({ when: 'before', days: 3 });
    expect(offsetParts(0)).toEqual({ when: 'on', days: 0 });
    expect(offsetParts(14)).toEqual({ when: 'after', days: 14 });
    for (const offset of [-14, -1, 0, 1, 7, 14]) {
      const { when, days } = offsetParts(offset);
      expect(offsetValue(when, days)).toBe(offset);
    }
  });

  it('keeps days within 1 to 14 before or after', () => {
    expect(offsetValue('after', 40)).toBe(14);
    expect(offsetValue('before', 0)).toBe(-1);
    expect(offsetValue('on', 9)).toBe(0);
  });
});

describe('rules in words', () => {
  it('says a night range as the nights it includes', () => {
    expect(describeNightRange(tr('en'), '[3,8)')).toBe('3 to 7 nights');
    expect(describeNightRange(tr('es'), '[1,3)')).toBe('1 a 2 noches');
    expect(describeNightRange(tr('en'), '[28,)')).toBe('28 nights or more');
    expect(describeNightRange(tr('es'), '[28,)')).toBe('28 noches o más');
  });

  it('says a trigger with its offset and range in both languages', () => {
    const rule = {
      trigger_event: 'CHECK_OUT' as const,
      trigger_event_due_date_offset: 0,
      trigger_event_night_range: '[3,8)' as const,
    };
    expect(describeTrigger(tr('en'), rule)).toBe('The day of check-out, for stays of 3 to 7 nights');
    expect(describeTrigger(tr('es'), rule)).toBe('El mismo día del check-out, en estancias de 3 a 7 noches');
    expect(
      describeTrigger(tr('en'), {
        ...rule,
        trigger_event_due_date_offset: -1,
        trigger_event_night_range: null,
      }),
    ).toBe('1 day before check-out, for any stay');
    expect(
      describeTrigger(tr('es'), { ...rule, trigger_event: 'CHECK_IN', trigger_event_due_date_offset: 2 }),
    ).toBe('2 días después del check-in, en estancias de 3 a 7 noches');
  });

  it('says a recurrence in words, week days by name (0 = Sunday)', () => {
    expect(describeRecurrence(tr('en'), 'FREQ=DAILY;INTERVAL=1', 'en')).toBe('Every day');
    expect(describeRecurrence(tr('es'), 'FREQ=DAILY;INTERVAL=3', 'es')).toBe('Cada 3 días');
    expect(
      describeRecurrence(tr('en'), 'DTSTART:20260105\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', 'en'),
    ).toBe('Every 2 weeks on Monday and Thursday');
    expect(describeRecurrence(tr('es'), 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU', 'es')).toBe(
      'Cada semana, los domingos',
    );
    expect(describeRecurrence(tr('en'), 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31', 'en')).toBe(
      "Every month on day 31 (or the month's last day when it has none)",
    );
    expect(describeRecurrence(tr('es'), 'FREQ=MONTHLY;INTERVAL=6;BYMONTHDAY=15', 'es')).toBe(
      'Cada 6 meses, el día 15',
    );
    expect(describeRecurrence(tr('en'), 'FREQ=YEARLY;INTERVAL=1', 'en')).toBe(
      'This repetition cannot be read; save it again.',
    );
  });

  it('names JavaScript week days, Sunday first', () => {
    expect([0, 1, 6].map((d) => weekDayName(d, 'en'))).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect(weekDayName(3, 'es')).toBe('miércoles');
    expect(describeRecurrence(tr('es'), 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SA,SU,WE', 'es')).toBe(
      'Cada semana, los domingos, miércoles y sábados',
    );
  });
});

describe('the recurrence form and the stored rule', () => {
  it('writes what the server parses and reads it back', () => {
    const form = {
      frequency: 'WEEKLY' as const,
      interval: 2,
      weekDays: [4, 1, 1],
      monthDay: null,
      start: '2026-11-30',
    };
    const rule = toRRule(form);
    expect(rule).toBe('DTSTART:20261130\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH');
    expect(fromRRule(rule, '2026-01-01')).toEqual({ ...form, weekDays: [1, 4] });
  });

  it('keeps only what the frequency uses', () => {
    expect(
      toRRule({ frequency: 'MONTHLY', interval: 1, weekDays: [2], monthDay: 31, start: '2026-01-31' }),
    ).toBe('DTSTART:20260131\nRRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=31');
    expect(
      toRRule({ frequency: 'DAILY', interval: 5, weekDays: [2], monthDay: 3, start: '2026-01-31' }),
    ).toBe('DTSTART:20260131\nRRULE:FREQ=DAILY;INTERVAL=5');
    expect(fromRRule('FREQ=DAILY;INTERVAL=1', '2026-02-02')?.start).toBe('2026-02-02');
    expect(fromRRule('FREQ=DAILY', '2026-02-02')).toBeNull();
  });
});
