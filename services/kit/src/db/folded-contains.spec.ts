import { describe, expect, it } from 'vitest';

import { foldedContainsPattern, foldedIncludes, foldedSql, foldText } from './folded-contains.ts';

describe('folded search', () => {
  it('drops Spanish accents and case from what is typed', () => {
    expect(foldText('JOSÉ Muñoz Ángel Güero')).toBe('jose munoz angel guero');
    expect(foldedContainsPattern('  Éxito 100%_ ')).toBe('%Exito 100\\%\\_%');
    expect(foldedContainsPattern('   ')).toBeNull();
    expect(foldedContainsPattern(undefined)).toBeNull();
  });
  it('folds every accented letter of the SQL side to one plain letter', () => {
    const [, from, to] = /translate\(x, '([^']+)', '([^']+)'\)/.exec(foldedSql('x'))!;
    expect([...from!].length).toBe([...to!].length);
    expect([...from!].map(foldText).join('')).toBe(to!.toLowerCase());
  });
  it('matches text in memory whatever the accents and case on either side', () => {
    expect(foldedIncludes('Reserva en Mérida', 'merida')).toBe(true);
    expect(foldedIncludes('Reserva en Merida', 'MÉRIDA')).toBe(true);
    expect(foldedIncludes('Reserva en Mérida', 'cancún')).toBe(false);
    expect(foldedIncludes('Cualquier cosa', '  ')).toBe(true);
  });
});
