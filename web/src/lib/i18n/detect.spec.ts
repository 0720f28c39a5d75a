import { describe, expect, it } from 'vitest';

import { detectLanguage } from './index.ts';

describe('detectLanguage', () => {
  it('keeps the remembered choice over the browser', () => {
    expect(detectLanguage('en', ['es-MX'])).toBe('en');
    expect(detectLanguage('es', ['en-US'])).toBe('es');
  });
  it('takes the first Spanish or English browser language on a first visit', () => {
    expect(detectLanguage(null, ['en-US', 'es'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR', 'es-MX', 'en'])).toBe('es');
  });
  it('defaults to Spanish', () => {
    expect(detectLanguage(null, ['fr-FR', 'de'])).toBe('es');
    expect(detectLanguage('pt', [])).toBe('es');
  });
});
