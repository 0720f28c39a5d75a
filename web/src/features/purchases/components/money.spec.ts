import { describe, expect, it } from 'vitest';

import { formatMxn } from './money.ts';

describe('formatMxn', () => {
  it('shows centavos as MX$ pesos in both languages', () => {
    expect(formatMxn(1_850_000, 'es')).toBe('MX$18,500.00');
    expect(formatMxn(1_850_000, 'en')).toBe('MX$18,500.00');
    expect(formatMxn(1_425_050, 'es')).toBe('MX$14,250.50');
    expect(formatMxn(5, 'en')).toBe('MX$0.05');
  });
});
