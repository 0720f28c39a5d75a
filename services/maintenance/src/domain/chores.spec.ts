import { describe, expect, it } from 'vitest';
import { ROLE_LABELS } from '@casona/proto/enums';
import { checkRule, chipValues, linksNeedRenewal, mayBeAssigned, seesChore } from './chores.ts';

describe('chore rules', () => {
  it('takes a trigger with its offset (0 by default) and range, or a recurrence, not both', () => {
    expect(checkRule({ trigger_event: 'CHECK_OUT', trigger_event_night_range: '[3,8)' })).toEqual({
      ok: true,
      trigger: { event: 'CHECK_OUT', offset: 0, range: '[3,8)' },
      recurrence: null,
    });
    expect(checkRule({ recurrence_rule: 'FREQ=DAILY;INTERVAL=1' })).toEqual({
      ok: true,
      trigger: null,
      recurrence: 'FREQ=DAILY;INTERVAL=1',
    });
    expect(checkRule({})).toEqual({ ok: true, trigger: null, recurrence: null });
    expect(checkRule({ trigger_event: 'CHECK_IN', recurrence_rule: 'FREQ=DAILY;INTERVAL=1' })).toMatchObject({
      ok: false,
      key: 'chore.triggerAndRecurrence',
    });
    expect(checkRule({ trigger_event_due_date_offset: 2 })).toMatchObject({
      ok: false,
      key: 'chore.triggerIncomplete',
    });
    expect(checkRule({ trigger_event_night_range: '[1,3)' })).toMatchObject({
      ok: false,
      key: 'chore.triggerIncomplete',
    });
  });
});

describe('who', () => {
  it('assigns chores to managers and workers of the property only', () => {
    expect(ROLE_LABELS.filter((l) => mayBeAssigned(l))).toEqual(['MANAGER', 'WORKER']);
    expect(mayBeAssigned(null)).toBe(false);
  });

  it('shows a worker only what is assigned to them, everyone else everything', () => {
    expect(seesChore('WORKER', 'me', 'me')).toBe(true);
    expect(seesChore('WORKER', 'me', 'other')).toBe(false);
    expect(seesChore('WORKER', 'me', null)).toBe(false);
    expect(seesChore('MANAGER', 'me', 'other')).toBe(true);
    expect(seesChore('OWNER', 'me', null)).toBe(true);
  });
});

describe('image links', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('are renewed when absent, incomplete or 12 hours old, never for a chore without images', () => {
    expect(linksNeedRenewal(null, now, 2, 0)).toBe(true);
    expect(linksNeedRenewal(new Date('2026-03-01T11:00:00Z'), now, 2, 1)).toBe(true);
    expect(linksNeedRenewal(new Date('2026-03-01T00:00:00Z'), now, 2, 2)).toBe(true);
    expect(linksNeedRenewal(new Date('2026-03-01T00:00:01Z'), now, 2, 2)).toBe(false);
    expect(linksNeedRenewal(null, now, 0, 0)).toBe(false);
  });
});

describe('chip values', () => {
  const source = {
    propertyName: 'Casa Lupita',
    listingName: 'Loft con alberca',
    stay: {
      checkIn: '2026-03-06',
      checkOut: '2026-03-10',
      nights: 4,
      guestAmount: 3,
      confirmationCode: 'HMABCD1234',
      totalEarned: 12500.5,
      currency: 'MXN',
    },
  };

  it("fill every chip in Spanish with §9's date format", () => {
    expect(chipValues(source, 'es')).toEqual({
      property_name: 'Casa Lupita',
      listing_name: 'Loft con alberca',
      check_in: '6 de marzo 2026',
      check_out: '10 de marzo 2026',
      nights: '4',
      guest_quantity: '3',
      confirmation_code: 'HMABCD1234',
      total_earned: '$12,500.50',
    });
  });

  it('and in English', () => {
    expect(chipValues(source, 'en')).toMatchObject({
      check_in: 'March 6, 2026',
      total_earned: 'MX$12,500.50',
    });
  });

  it('leave out what a calendar feed does not know yet', () => {
    const values = chipValues(
      { ...source, stay: { ...source.stay, guestAmount: null, totalEarned: null, confirmationCode: null } },
      'en',
    );
    expect(values.guest_quantity).toBeUndefined();
    expect(values.total_earned).toBeUndefined();
    expect(values.confirmation_code).toBeUndefined();
    expect(chipValues({ propertyName: null, listingName: null, stay: null }, 'es')).toEqual({});
  });
});
