import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_PATH, parseCsv, renderMunicipalities } from '../../scripts/generate-municipalities.ts';
import {
  STATES,
  STATE_NAMES,
  findMunicipality,
  isMunicipalityOf,
  isStateName,
  municipalitiesOf,
  municipalityCount,
  normalizeState,
  stateInfo,
} from './index.ts';
import { MUNICIPALITY_DATA } from './municipalities.data.ts';

describe('states', () => {
  it('has the 32 states with INEGI codes 01..32 and unique names', () => {
    expect(STATE_NAMES).toHaveLength(32);
    expect(new Set(STATE_NAMES).size).toBe(32);
    expect(STATES.map((s) => s.code)).toEqual(
      Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(STATES.map((s) => s.name)).toEqual([...STATE_NAMES]);
  });

  it('uses the names of the generated INEGI catalogue', () => {
    for (const state of STATES) expect(MUNICIPALITY_DATA[state.code]?.name).toBe(state.name);
    expect(Object.keys(MUNICIPALITY_DATA)).toHaveLength(32);
  });

  it('normalizes official names, short names, abbreviations, codes and aliases', () => {
    expect(normalizeState('Ciudad de México')).toBe('Ciudad de México');
    expect(normalizeState('CDMX')).toBe('Ciudad de México');
    expect(normalizeState('  ciudad de mexico ')).toBe('Ciudad de México');
    expect(normalizeState('Distrito Federal')).toBe('Ciudad de México');
    expect(normalizeState('Coahuila')).toBe('Coahuila de Zaragoza');
    expect(normalizeState('Michoacán')).toBe('Michoacán de Ocampo');
    expect(normalizeState('michoacan')).toBe('Michoacán de Ocampo');
    expect(normalizeState('Veracruz')).toBe('Veracruz de Ignacio de la Llave');
    expect(normalizeState('Estado de México')).toBe('México');
    expect(normalizeState('México')).toBe('México');
    expect(normalizeState('Edomex')).toBe('México');
    expect(normalizeState('Jal.')).toBe('Jalisco');
    expect(normalizeState('N.L.')).toBe('Nuevo León');
    expect(normalizeState('MX-NLE')).toBe('Nuevo León');
    expect(normalizeState('14')).toBe('Jalisco');
    expect(normalizeState('Texas')).toBeUndefined();
    expect(normalizeState('')).toBeUndefined();
  });

  it('accepts every short name and maps it back to its own state', () => {
    for (const state of STATES) {
      expect(normalizeState(state.shortName)).toBe(state.name);
      expect(normalizeState(state.abbreviation)).toBe(state.name);
      expect(normalizeState(state.iso)).toBe(state.name);
      expect(stateInfo(state.shortName)?.code).toBe(state.code);
    }
  });

  it('tells API values from aliases', () => {
    expect(isStateName('Jalisco')).toBe(true);
    expect(isStateName('Coahuila')).toBe(false);
    expect(isStateName(14)).toBe(false);
  });
});

describe('municipalities', () => {
  it('has 2,478 municipalities', () => {
    expect(municipalityCount()).toBe(2478);
    expect(STATE_NAMES.reduce((n, s) => n + municipalitiesOf(s).length, 0)).toBe(2478);
  });

  it('has the expected counts per state', () => {
    expect(municipalitiesOf('Aguascalientes')).toHaveLength(11);
    expect(municipalitiesOf('Ciudad de México')).toHaveLength(16);
    expect(municipalitiesOf('Oaxaca')).toHaveLength(570);
    expect(municipalitiesOf('CDMX')).toHaveLength(16);
    expect(municipalitiesOf('Atlantis')).toEqual([]);
  });

  it('lists the alcaldías of Ciudad de México', () => {
    const names = municipalitiesOf('Ciudad de México').map((m) => m.name);
    expect(names).toContain('Cuauhtémoc');
    expect(names).toContain('Benito Juárez');
    expect(findMunicipality('CDMX', 'Cuauhtémoc')).toMatchObject({ code: '015', inegiKey: '09015' });
  });

  it('matches cities ignoring accents, case and surrounding whitespace', () => {
    expect(isMunicipalityOf('Jalisco', 'Guadalajara')).toBe(true);
    expect(isMunicipalityOf('Nuevo León', 'Guadalajara')).toBe(false);
    expect(isMunicipalityOf('Ciudad de México', '  cuauhtemoc ')).toBe(true);
    expect(isMunicipalityOf('Ciudad de México', 'BENITO JUAREZ')).toBe(true);
    expect(isMunicipalityOf('cdmx', 'Gustavo A. Madero')).toBe(true);
    expect(isMunicipalityOf('Nuevo Leon', 'San Pedro Garza García')).toBe(true);
    expect(isMunicipalityOf('Jalisco', 'Guadalajar')).toBe(false);
    expect(isMunicipalityOf('Atlantis', 'Guadalajara')).toBe(false);
    expect(findMunicipality('Jalisco', 'guadalajara')?.name).toBe('Guadalajara');
  });

  it('keeps codes unique within each state', () => {
    for (const state of STATE_NAMES) {
      const codes = municipalitiesOf(state).map((m) => m.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });
});

describe('generator', () => {
  it('parses quoted CSV fields holding commas and quotes', () => {
    expect(parseCsv('a,b\n1,"x, ""y"""\n')).toEqual([
      ['a', 'b'],
      ['1', 'x, "y"'],
    ]);
  });

  it('rejects a CSV with an unexpected header', () => {
    expect(() => renderMunicipalities('code,name\n01,Aguascalientes\n')).toThrow(/header/);
  });

  // The product runs without ../shared, so the data file is committed; when the CSV is present,
  // regenerating must reproduce it byte for byte or the committed file has drifted.
  it.skipIf(!existsSync(DEFAULT_CSV_PATH))('reproduces the committed data file from the CSV', () => {
    const generated = renderMunicipalities(readFileSync(DEFAULT_CSV_PATH, 'utf8'));
    const committed = readFileSync(new URL('./municipalities.data.ts', import.meta.url), 'utf8');
    expect(generated === committed).toBe(true);
  });
});
