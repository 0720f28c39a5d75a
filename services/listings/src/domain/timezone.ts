import { findMunicipality, normalizeState, type StateName, type TimeZone } from '@casona/proto';

/**
 * The time zone of a property from its state and city, within the §5 list. Most of Mexico keeps
 * central time (America/Mexico_City). Exceptions, by state:
 * - Quintana Roo: America/Cancun (UTC−5 all year);
 * - Baja California: America/Tijuana (Pacific, with US daylight saving);
 * - Sonora: America/Hermosillo (UTC−7, no daylight saving);
 * - Baja California Sur, Sinaloa and Nayarit: America/Mazatlan (UTC−7), except Bahía de Banderas,
 *   Nayarit, which keeps central time with Puerto Vallarta;
 * - Chihuahua: America/Chihuahua (UTC−6), except Juárez (America/Ciudad_Juarez) and the Ojinaga
 *   border strip (America/Ojinaga), which follow US daylight saving;
 * - the northeastern border municipalities of Tamaulipas, Coahuila and Nuevo León that follow US
 *   daylight saving: America/Matamoros.
 */
const BY_STATE: Partial<Record<StateName, TimeZone>> = {
  'Quintana Roo': 'America/Cancun',
  'Baja California': 'America/Tijuana',
  Sonora: 'America/Hermosillo',
  'Baja California Sur': 'America/Mazatlan',
  Sinaloa: 'America/Mazatlan',
  Nayarit: 'America/Mazatlan',
  Chihuahua: 'America/Chihuahua',
};

/** INEGI municipality names (official spelling) with their own zone, per state. */
export const MUNICIPALITY_TIME_ZONES: Partial<Record<StateName, Readonly<Record<string, TimeZone>>>> = {
  Nayarit: { 'Bahía de Banderas': 'America/Mexico_City' },
  Chihuahua: {
    Juárez: 'America/Ciudad_Juarez',
    Ojinaga: 'America/Ojinaga',
    'Manuel Benavides': 'America/Ojinaga',
    Guadalupe: 'America/Ciudad_Juarez',
    'Praxedis G. Guerrero': 'America/Ciudad_Juarez',
  },
  Tamaulipas: {
    Matamoros: 'America/Matamoros',
    Reynosa: 'America/Matamoros',
    'Nuevo Laredo': 'America/Matamoros',
    'Río Bravo': 'America/Matamoros',
    'Valle Hermoso': 'America/Matamoros',
    'Gustavo Díaz Ordaz': 'America/Matamoros',
    Camargo: 'America/Matamoros',
    Guerrero: 'America/Matamoros',
    Mier: 'America/Matamoros',
    'Miguel Alemán': 'America/Matamoros',
  },
  'Coahuila de Zaragoza': {
    Acuña: 'America/Matamoros',
    'Piedras Negras': 'America/Matamoros',
    Guerrero: 'America/Matamoros',
    Hidalgo: 'America/Matamoros',
    Jiménez: 'America/Matamoros',
    Nava: 'America/Matamoros',
    Zaragoza: 'America/Matamoros',
  },
  'Nuevo León': { Anáhuac: 'America/Matamoros' },
};

export function timezoneFor(state: string, city: string): TimeZone {
  const name = normalizeState(state);
  if (name === undefined) return 'America/Mexico_City';
  const municipality = findMunicipality(name, city)?.name;
  const special = municipality ? MUNICIPALITY_TIME_ZONES[name]?.[municipality] : undefined;
  return special ?? BY_STATE[name] ?? 'America/Mexico_City';
}
