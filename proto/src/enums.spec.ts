import { describe, expect, it } from 'vitest';
import * as enums from './enums.ts';
import {
  BUDGETS,
  BUDGET_RANGES,
  CHORE_NIGHT_RANGES,
  CHORE_NIGHT_RANGE_CODES,
  CHORE_TYPES,
  CONTRACT_FILE_TYPES,
  EXPIRING_FILE_TYPES,
  FILE_TYPES,
  INVITATION_STATUS_LABELS,
  OWNER_ROLE_LABELS,
  PROPERTY_STATUSES,
  REQUIRED_FILE_TYPES,
  ROLE_LABELS,
  TIME_TO_BUY,
  TIME_TO_BUY_RANGES,
  TIME_ZONES,
  TIME_ZONE_OPTIONS,
  TRANSACTION_CATEGORIES,
  choreStatusLabel,
  isOneOf,
  nightRangeOf,
} from './enums.ts';

const tuples: [string, readonly string[]][] = Object.entries(enums as Record<string, unknown>).flatMap(
  ([name, value]) =>
    Array.isArray(value) && value.every((v) => typeof v === 'string') ? [[name, value as string[]]] : [],
);

describe('enums', () => {
  it('never repeats a value within an enum', () => {
    expect(tuples.length).toBeGreaterThan(40);
    for (const [name, values] of tuples) expect(new Set(values).size, name).toBe(values.length);
  });

  it('has the sizes the spec lists', () => {
    expect(PROPERTY_STATUSES).toHaveLength(6);
    expect(CHORE_TYPES).toHaveLength(17);
    expect(ROLE_LABELS).toHaveLength(8);
    expect(TIME_ZONES).toHaveLength(10);
    expect(TIME_ZONE_OPTIONS).toHaveLength(9);
    expect(FILE_TYPES).toHaveLength(9);
    expect(TRANSACTION_CATEGORIES).toHaveLength(17);
  });

  it('offers real IANA zones, all accepted by validation, UTC not offered', () => {
    for (const zone of TIME_ZONES)
      expect(() => new Intl.DateTimeFormat('es-MX', { timeZone: zone })).not.toThrow();
    for (const option of TIME_ZONE_OPTIONS) expect(TIME_ZONES).toContain(option.value);
    expect(TIME_ZONE_OPTIONS.map((o) => o.value)).not.toContain('UTC');
  });

  it('keeps file type subsets inside FILE_TYPES', () => {
    for (const t of [...EXPIRING_FILE_TYPES, ...REQUIRED_FILE_TYPES, ...CONTRACT_FILE_TYPES]) {
      expect(FILE_TYPES).toContain(t);
    }
  });

  it('keeps owner labels inside ROLE_LABELS', () => {
    for (const l of OWNER_ROLE_LABELS) expect(ROLE_LABELS).toContain(l);
  });

  it('spells range codes the same in the lists and the range data', () => {
    expect(BUDGET_RANGES.map((r) => r.code)).toEqual([...BUDGETS]);
    expect(TIME_TO_BUY_RANGES.map((r) => r.code)).toEqual([...TIME_TO_BUY]);
    expect(CHORE_NIGHT_RANGES.map((r) => r.code)).toEqual([...CHORE_NIGHT_RANGE_CODES]);
  });

  it('places reservations in the night ranges [1,3) [3,8) [8,28) [28,)', () => {
    expect(nightRangeOf(0)).toBeUndefined();
    expect(nightRangeOf(1)).toBe('[1,3)');
    expect(nightRangeOf(2)).toBe('[1,3)');
    expect(nightRangeOf(3)).toBe('[3,8)');
    expect(nightRangeOf(7)).toBe('[3,8)');
    expect(nightRangeOf(8)).toBe('[8,28)');
    expect(nightRangeOf(27)).toBe('[8,28)');
    expect(nightRangeOf(28)).toBe('[28,)');
    expect(nightRangeOf(365)).toBe('[28,)');
  });

  it('shows an accepted invitation as Active', () => {
    expect(INVITATION_STATUS_LABELS.ACCEPTED.en).toBe('Active');
  });

  it('words the solved label in the feminine for GENERAL chores only', () => {
    expect(choreStatusLabel('SOLVED', 'GENERAL').es).toBe('Resuelta');
    expect(choreStatusLabel('SOLVED', 'PLUMBING').es).toBe('Resuelto');
    expect(choreStatusLabel('PENDING', 'GENERAL').es).toBe('Pendiente');
  });

  it('narrows unknown input with isOneOf', () => {
    expect(isOneOf(CHORE_TYPES, 'GENERAL')).toBe(true);
    expect(isOneOf(CHORE_TYPES, 'general')).toBe(false);
    expect(isOneOf(CHORE_TYPES, 3)).toBe(false);
  });
});
