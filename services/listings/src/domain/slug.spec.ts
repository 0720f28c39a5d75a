import { describe, expect, it } from 'vitest';
import { baseSlug, isUuid, slugify, uniqueSlug } from './slug.ts';

describe('slugs', () => {
  it('name and city, accents dropped, hyphenated', () => {
    expect(baseSlug('Casa Colibrí', 'Coyoacán')).toBe('casa-colibri-coyoacan');
    expect(baseSlug('  Depa  Niño #3 ', 'Benito Juárez')).toBe('depa-nino-3-benito-juarez');
    expect(baseSlug('¡¡¡', '')).toBe('propiedad');
    expect(slugify('x'.repeat(300))).toHaveLength(120);
  });
  it('suffixes the lowest free number on collision', () => {
    expect(uniqueSlug('casa-sol-puebla', [])).toBe('casa-sol-puebla');
    expect(uniqueSlug('casa-sol-puebla', ['casa-sol-puebla'])).toBe('casa-sol-puebla-2');
    expect(uniqueSlug('casa-sol-puebla', ['casa-sol-puebla', 'casa-sol-puebla-2', 'casa-sol-puebla-4'])).toBe(
      'casa-sol-puebla-3',
    );
  });
  it('tells ids from slugs', () => {
    expect(isUuid('3f006f59-9ea3-4df3-86d2-086002c26598')).toBe(true);
    expect(isUuid('casa-colibri-coyoacan')).toBe(false);
  });
});
