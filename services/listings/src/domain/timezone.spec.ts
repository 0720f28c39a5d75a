import { describe, expect, it } from 'vitest';
import { findMunicipality, STATE_NAMES, TIME_ZONES } from '@casona/proto';
import { MUNICIPALITY_TIME_ZONES, timezoneFor } from './timezone.ts';

describe('time zone from state and city', () => {
  it.each([
    ['Ciudad de México', 'Coyoacán', 'America/Mexico_City'],
    ['Quintana Roo', 'Benito Juárez', 'America/Cancun'],
    ['Baja California', 'Tijuana', 'America/Tijuana'],
    ['Sonora', 'Hermosillo', 'America/Hermosillo'],
    ['Sinaloa', 'Mazatlán', 'America/Mazatlan'],
    ['Baja California Sur', 'La Paz', 'America/Mazatlan'],
    ['Nayarit', 'Tepic', 'America/Mazatlan'],
    ['Nayarit', 'Bahía de Banderas', 'America/Mexico_City'],
    ['Chihuahua', 'Chihuahua', 'America/Chihuahua'],
    ['Chihuahua', 'Juárez', 'America/Ciudad_Juarez'],
    ['Chihuahua', 'Ojinaga', 'America/Ojinaga'],
    ['Tamaulipas', 'Matamoros', 'America/Matamoros'],
    ['Tamaulipas', 'Tampico', 'America/Mexico_City'],
    ['Coahuila de Zaragoza', 'Piedras Negras', 'America/Matamoros'],
    ['Jalisco', 'Guadalajara', 'America/Mexico_City'],
    ['Puebla', 'puebla', 'America/Mexico_City'],
  ])('%s, %s → %s', (state, city, zone) => {
    expect(timezoneFor(state, city)).toBe(zone);
  });

  it('always answers a zone of the §5 list, for every municipality of every state', () => {
    for (const state of STATE_NAMES) expect(TIME_ZONES).toContain(timezoneFor(state, 'no such city'));
  });

  it('names only municipalities that exist in the INEGI list', () => {
    const named = Object.entries(MUNICIPALITY_TIME_ZONES).flatMap(([state, cities]) =>
      Object.keys(cities ?? {}).map((city) => [state, city] as const),
    );
    expect(named.length).toBeGreaterThan(20);
    for (const [state, city] of named)
      expect(findMunicipality(state, city)?.name, `${city}, ${state}`).toBe(city);
  });
});
