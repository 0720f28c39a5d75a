import { describe, expect, it } from 'vitest';

import { phraseMatches } from './type-to-confirm.tsx';

describe('type-to-confirm', () => {
  it('matches the phrase ignoring case and surrounding spaces', () => {
    expect(phraseMatches('  Eliminar mi cuenta ', 'eliminar mi cuenta')).toBe(true);
    expect(phraseMatches('eliminar', 'eliminar mi cuenta')).toBe(false);
    expect(phraseMatches('', 'eliminar mi cuenta')).toBe(false);
    // The server's rule (proto's checkTypeToConfirm): repeated spaces inside do not matter either.
    expect(phraseMatches('eliminar  mi   cuenta', 'Eliminar mi cuenta')).toBe(true);
  });
});
