/**
 * The 32 Mexican states (§5 "state one of the 32 Mexican states").
 *
 * The API value of a state is INEGI's official name (NOM_ENT), e.g. "Coahuila de Zaragoza": it is
 * what the municipality catalogue is keyed by and it never changes with UI wording. The UI shows
 * `shortName`. People, Google Places and older data write states many ways ("CDMX", "Edomex",
 * "Jal.", "Veracruz"), so input goes through `normalizeState`, which accepts every spelling listed
 * here, accent-, case- and punctuation-insensitively.
 */

export type StateInfo = {
  /** INEGI CVE_ENT, 2 digits. */
  readonly code: string;
  /** INEGI NOM_ENT: the API value. */
  readonly name: StateName;
  /** The common name shown in the UI. */
  readonly shortName: string;
  /** Traditional abbreviation, also what Google Places returns as the short name. */
  readonly abbreviation: string;
  /** ISO 3166-2:MX subdivision code. */
  readonly iso: string;
  /** Other accepted spellings (historic names, English names, nicknames). */
  readonly aliases: readonly string[];
};

/** INEGI official names, in INEGI code order (01 … 32). */
export const STATE_NAMES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Coahuila de Zaragoza',
  'Colima',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Durango',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'México',
  'Michoacán de Ocampo',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz de Ignacio de la Llave',
  'Yucatán',
  'Zacatecas',
] as const;
export type StateName = (typeof STATE_NAMES)[number];

type StateRow = [
  code: string,
  name: StateName,
  shortName: string,
  abbreviation: string,
  iso: string,
  aliases: string[],
];

// prettier-ignore
const ROWS: readonly StateRow[] = [
  ['01', 'Aguascalientes',                  'Aguascalientes',      'Ags.',   'MX-AGU', []],
  ['02', 'Baja California',                 'Baja California',     'B.C.',   'MX-BCN', ['Baja California Norte']],
  ['03', 'Baja California Sur',             'Baja California Sur', 'B.C.S.', 'MX-BCS', []],
  ['04', 'Campeche',                        'Campeche',            'Camp.',  'MX-CAM', []],
  ['05', 'Coahuila de Zaragoza',            'Coahuila',            'Coah.',  'MX-COA', []],
  ['06', 'Colima',                          'Colima',              'Col.',   'MX-COL', []],
  ['07', 'Chiapas',                         'Chiapas',             'Chis.',  'MX-CHP', []],
  ['08', 'Chihuahua',                       'Chihuahua',           'Chih.',  'MX-CHH', []],
  ['09', 'Ciudad de México',                'Ciudad de México',    'CDMX',   'MX-CMX', ['Mexico City', 'Distrito Federal', 'D.F.', 'México D.F.']],
  ['10', 'Durango',                         'Durango',             'Dgo.',   'MX-DUR', []],
  ['11', 'Guanajuato',                      'Guanajuato',          'Gto.',   'MX-GUA', []],
  ['12', 'Guerrero',                        'Guerrero',            'Gro.',   'MX-GRO', []],
  ['13', 'Hidalgo',                         'Hidalgo',             'Hgo.',   'MX-HID', []],
  ['14', 'Jalisco',                         'Jalisco',             'Jal.',   'MX-JAL', []],
  ['15', 'México',                          'Estado de México',    'Méx.',   'MX-MEX', ['Edomex', 'Edo. de México', 'Edo. Méx.', 'State of Mexico', 'Mexico State']],
  ['16', 'Michoacán de Ocampo',             'Michoacán',           'Mich.',  'MX-MIC', []],
  ['17', 'Morelos',                         'Morelos',             'Mor.',   'MX-MOR', []],
  ['18', 'Nayarit',                         'Nayarit',             'Nay.',   'MX-NAY', []],
  ['19', 'Nuevo León',                      'Nuevo León',          'N.L.',   'MX-NLE', []],
  ['20', 'Oaxaca',                          'Oaxaca',              'Oax.',   'MX-OAX', []],
  ['21', 'Puebla',                          'Puebla',              'Pue.',   'MX-PUE', []],
  ['22', 'Querétaro',                       'Querétaro',           'Qro.',   'MX-QUE', ['Querétaro de Arteaga']],
  ['23', 'Quintana Roo',                    'Quintana Roo',        'Q.R.',   'MX-ROO', ['Q. Roo']],
  ['24', 'San Luis Potosí',                 'San Luis Potosí',     'S.L.P.', 'MX-SLP', []],
  ['25', 'Sinaloa',                         'Sinaloa',             'Sin.',   'MX-SIN', []],
  ['26', 'Sonora',                          'Sonora',              'Son.',   'MX-SON', []],
  ['27', 'Tabasco',                         'Tabasco',             'Tab.',   'MX-TAB', []],
  ['28', 'Tamaulipas',                      'Tamaulipas',          'Tamps.', 'MX-TAM', []],
  ['29', 'Tlaxcala',                        'Tlaxcala',            'Tlax.',  'MX-TLA', []],
  ['30', 'Veracruz de Ignacio de la Llave', 'Veracruz',            'Ver.',   'MX-VER', ['Veracruz-Llave']],
  ['31', 'Yucatán',                         'Yucatán',             'Yuc.',   'MX-YUC', []],
  ['32', 'Zacatecas',                       'Zacatecas',           'Zac.',   'MX-ZAC', []],
];

export const STATES: readonly StateInfo[] = ROWS.map(
  ([code, name, shortName, abbreviation, iso, aliases]) => ({
    code,
    name,
    shortName,
    abbreviation,
    iso,
    aliases,
  }),
);

/**
 * Comparison key for free-typed place names: accents, case, dots and repeated spaces do not
 * matter ("Edo. Méx." ≡ "edo mex", "Gustavo A. Madero" ≡ "gustavo a madero").
 */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const STATE_BY_KEY: ReadonlyMap<string, StateName> = (() => {
  const byKey = new Map<string, StateName>();
  for (const [code, name, shortName, abbreviation, iso, aliases] of ROWS) {
    for (const spelling of [code, name, shortName, abbreviation, iso, iso.slice(3), ...aliases]) {
      const key = placeKey(spelling);
      const existing = byKey.get(key);
      // A spelling shared by two states would make normalization ambiguous: fail at load, not at runtime.
      if (existing && existing !== name) throw new Error(`State spelling "${spelling}" is ambiguous`);
      byKey.set(key, name);
    }
  }
  return byKey;
})();

/** Every spelling `normalizeState` accepts, for tests and documentation. */
export function stateSpellings(): readonly string[] {
  return [...STATE_BY_KEY.keys()];
}

/**
 * The official (API) name of a state written any accepted way: official or short name,
 * abbreviation, ISO code, INEGI code or alias. Undefined when it is not a Mexican state.
 */
export function normalizeState(input: string): StateName | undefined {
  return STATE_BY_KEY.get(placeKey(input));
}

export function isStateName(value: unknown): value is StateName {
  return typeof value === 'string' && (STATE_NAMES as readonly string[]).includes(value);
}

/** The state record for any accepted spelling. */
export function stateInfo(input: string): StateInfo | undefined {
  const name = normalizeState(input);
  return name === undefined ? undefined : STATES.find((s) => s.name === name);
}
