import { describe, expect, it } from 'vitest';
import { foldName, nameNeedle } from './name-search.ts';

describe('searching by name', () => {
  it('folds case, accents and spaces as people type them', () => {
    expect(foldName('  Casa   Camino Real en CHOLULA ')).toBe('casa camino real en cholula');
    expect(foldName('Peñón de los Baños')).toBe('penon de los banos');
    expect(foldName('José Güémez')).toBe('jose guemez');
  });

  it('takes % and _ as letters and an empty search as none', () => {
    expect(nameNeedle('50%_off')).toBe('50\\%\\_off');
    expect(nameNeedle('a\\b')).toBe('a\\\\b');
    expect(nameNeedle('   ')).toBeNull();
    expect(nameNeedle(undefined)).toBeNull();
  });
});
