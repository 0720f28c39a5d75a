import { describe, expect, it } from 'vitest';
import { isSelfDemotion } from './staff.ts';
import { isBlankName, nextProfile, phoneOrNull } from './profiles.ts';

const current = {
  name: 'Ana',
  phone_number: '5512345678',
  locale: 'ES' as const,
  img_url: 'u1',
  img_key: 'k1',
};

describe('profile updates', () => {
  it('keeps what is absent, stores a blank phone as null', () => {
    expect(nextProfile(current, {}, null)).toEqual({ fields: current, replacedKey: null });
    expect(nextProfile(current, { phone_number: '', locale: 'EN' }, null).fields).toMatchObject({
      phone_number: null,
      locale: 'EN',
      name: 'Ana',
    });
    expect(phoneOrNull(undefined)).toBeNull();
    expect(isBlankName('   ')).toBe(true);
  });

  it('a new or removed picture replaces the old one, whose key is then deleted', () => {
    expect(nextProfile(current, { picture: 'x' }, { key: 'k2', url: 'u2' })).toEqual({
      fields: { ...current, img_url: 'u2', img_key: 'k2' },
      replacedKey: 'k1',
    });
    expect(nextProfile(current, { picture: null }, null)).toEqual({
      fields: { ...current, img_url: null, img_key: null },
      replacedKey: 'k1',
    });
  });
});

describe('staff roles', () => {
  it('an administrator cannot step down or remove themselves; others can be changed', () => {
    expect(isSelfDemotion('a', 'a', 'STAFF')).toBe(true);
    expect(isSelfDemotion('a', 'a', null)).toBe(true);
    expect(isSelfDemotion('a', 'a', 'ADMIN')).toBe(false);
    expect(isSelfDemotion('a', 'b', null)).toBe(false);
  });
});
