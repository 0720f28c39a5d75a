/**
 * Allowed cities: §5 "city must belong to the list of municipalities of the chosen state".
 * The lists are INEGI's (municipios, and the 16 alcaldías of Ciudad de México), generated into
 * municipalities.data.ts.
 */
import { MUNICIPALITY_DATA } from './municipalities.data.ts';
import { STATES, normalizeState, placeKey, type StateName } from './states.ts';

export type Municipality = {
  /** INEGI CVE_MUN, 3 digits, unique within its state. */
  readonly code: string;
  /** INEGI official name, accents kept: the value to store. */
  readonly name: string;
  /** INEGI CVEGEO (state code + municipality code), unique nationwide. */
  readonly inegiKey: string;
  readonly state: StateName;
};

type StateIndex = {
  readonly list: readonly Municipality[];
  readonly byKey: ReadonlyMap<string, Municipality>;
};

const INDEX: ReadonlyMap<StateName, StateIndex> = new Map(
  STATES.map((state) => {
    const data = MUNICIPALITY_DATA[state.code];
    // states.ts and the generated file are maintained separately; a mismatch is a build error, not a runtime surprise.
    if (!data || data.name !== state.name) {
      throw new Error(`Municipality data has no state ${state.code} named ${state.name}`);
    }
    const name = state.name;
    const list = data.municipalities.map(([code, municipality]): Municipality => ({
      code,
      name: municipality,
      inegiKey: state.code + code,
      state: name,
    }));
    // Oaxaca has two "San Juan Mixtepec" (208, 209) and two "San Pedro Mixtepec" (318, 319), in
    // different districts. A property stores the city by name, so either answers a lookup: keep the first.
    const byKey = new Map<string, Municipality>();
    for (const m of list) if (!byKey.has(placeKey(m.name))) byKey.set(placeKey(m.name), m);
    return [name, { list, byKey }];
  }),
);

/** Municipalities of a state written any way `normalizeState` accepts; empty for an unknown state. */
export function municipalitiesOf(state: string): readonly Municipality[] {
  const name = normalizeState(state);
  return name === undefined ? [] : (INDEX.get(name)?.list ?? []);
}

/**
 * The municipality `city` names in `state`, matched ignoring accents, case, dots and surrounding
 * or repeated whitespace, so "cuauhtemoc" finds "Cuauhtémoc". Use its `name` to store the official spelling.
 */
export function findMunicipality(state: string, city: string): Municipality | undefined {
  const name = normalizeState(state);
  return name === undefined ? undefined : INDEX.get(name)?.byKey.get(placeKey(city));
}

export function isMunicipalityOf(state: string, city: string): boolean {
  return findMunicipality(state, city) !== undefined;
}

/** Total number of municipalities in the catalogue (2,478 in AGEEML 2025-10). */
export function municipalityCount(): number {
  let total = 0;
  for (const { list } of INDEX.values()) total += list.length;
  return total;
}
