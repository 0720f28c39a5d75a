import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSubmission, PRICE_MAX, PRICE_MIN } from '@casona/proto';
import {
  DEMO_COUNT,
  fold,
  generate,
  officialColonia,
  OUTPUT,
  parseCsvLine,
  serialize,
  spellingsOf,
  toDemo,
  uniqueNames,
} from '../../scripts/generate-demo-properties.ts';
import { DEMO_FILE, loadDemoSeed, parseDemoSeed } from './demo.ts';

const SHARED = path.resolve(import.meta.dirname, '../../../../../shared/data/mx_listings.csv.gz');

describe('demo properties', () => {
  const seed = loadDemoSeed();

  it('the committed file holds 40 distinct real listings that pass the submission rules', () => {
    expect(seed.properties).toHaveLength(DEMO_COUNT);
    expect(new Set(seed.properties.map((p) => p.source_id)).size).toBe(DEMO_COUNT);
    for (const p of seed.properties) {
      expect(p.price).toBeGreaterThanOrEqual(PRICE_MIN);
      expect(p.price).toBeLessThanOrEqual(PRICE_MAX);
      const { source_id: _id, published_at: _at, ...details } = p;
      const checked = checkSubmission('submitProperty', { ...details, year_built: 2000 });
      expect(checked.ok ? [] : checked.issues, p.source_id).toEqual([]);
    }
  });

  it('names every home once, with the accents its colonia is written with (#16)', () => {
    const names = seed.properties.map((p) => p.name);
    expect(new Set(names).size).toBe(DEMO_COUNT);
    expect(names.join(' ')).not.toMatch(/\b(Olimpica|Seccion|Concepcion|Jose|Heroes|Barbara)\b/);
    expect(names).toContain('Departamento 11 de Julio 3a Sección');
  });

  it('spells a colonia as SEPOMEX does, by postal code or municipality', () => {
    const spellings = spellingsOf([
      { cp: '72724', colonia: 'Villa Olímpica', state_code: '21', municipality_code: '041' },
      { cp: '42080', colonia: 'Concepción', state_code: '13', municipality_code: '048' },
    ]);
    const row = { postal_code: '72724', state_code: '21', municipality_code: '041' };
    expect(officialColonia(row, 'Villa Olimpica', spellings)).toBe('Villa Olímpica');
    expect(officialColonia({ ...row, postal_code: '72000' }, 'VILLA  OLIMPICA', spellings)).toBe(
      'Villa Olímpica',
    );
    expect(officialColonia(row, 'Otra Colonia', spellings)).toBe('Otra Colonia');
    expect(fold('Sección 3ª, Niños Héroes')).toBe('seccion 3a ninos heroes');
  });

  it('tells repeated names apart by municipality, then rooms and area, then baths', () => {
    const base = seed.properties[0]!;
    const home = (over: Partial<typeof base>) => ({ ...base, name: 'Casa Centro', ...over });
    const names = uniqueNames([
      home({ source_id: 'a', city: 'Pachuca de Soto' }),
      home({ source_id: 'b', city: 'Puebla', bedrooms: 3, built_area: 120 }),
      home({ source_id: 'c', city: 'Puebla', bedrooms: 2, built_area: 80 }),
      home({ source_id: 'd', name: 'Casa Jaltepec' }),
    ]).map((p) => p.name);
    expect(names).toEqual([
      'Casa Centro, Pachuca de Soto',
      'Casa Centro, Puebla · 3 recámaras, 120 m²',
      'Casa Centro, Puebla · 2 recámaras, 80 m²',
      'Casa Jaltepec',
    ]);
  });

  it('the loader refuses a file the contracts no longer accept', () => {
    const text = readFileSync(DEMO_FILE, 'utf8');
    expect(parseDemoSeed(text).properties).toHaveLength(DEMO_COUNT);
    const gotham = { ...seed, properties: [{ ...seed.properties[0]!, city: 'Gotham' }] };
    expect(() => parseDemoSeed(JSON.stringify(gotham))).toThrow(/validation\.city/);
    const cheap = { ...seed, properties: [{ ...seed.properties[0]!, price: 1000 }] };
    expect(() => parseDemoSeed(JSON.stringify(cheap))).toThrow(/price/);
  });

  it('keeps sales of houses and apartments in MXN within range, with coordinates, rooms and a postal code', () => {
    const row = {
      external_id: 'lamudi:x',
      listing_type: 'sale',
      property_type: 'house',
      price: '2500000',
      currency: 'MXN',
      surface_total: '',
      surface_covered: '150',
      bedrooms: '3',
      bathrooms: '2.5',
      parking: '2',
      lat: '19.04',
      lon: '-98.2',
      state_code: '21',
      municipality_code: '114',
      neighborhood: ' La  Paz ',
      postal_code: '72160',
      published_date: '2024-03-02',
      observed_month: '2024-05',
    };
    expect(toDemo(row)).toMatchObject({
      name: 'Casa La Paz',
      type: 'HOUSE',
      city: 'Puebla',
      state: 'Puebla',
      bathrooms: 2,
      half_bathrooms: 1,
      total_area: 150,
      street: 'La Paz',
      published_at: '2024-03-02T17:00:00.000Z',
    });
    expect(toDemo({ ...row, listing_type: 'rent' })).toBeNull();
    expect(toDemo({ ...row, currency: 'USD' })).toBeNull();
    expect(toDemo({ ...row, price: '250000' })).toBeNull();
    expect(toDemo({ ...row, lat: '' })).toBeNull();
    expect(toDemo({ ...row, bedrooms: '' })).toBeNull();
    expect(toDemo({ ...row, postal_code: '' })).toBeNull();
    expect(toDemo({ ...row, municipality_code: '999' })).toBeNull();
    expect(toDemo({ ...row, surface_covered: '5' })).toBeNull(); // 500,000 MXN/m²: a portal typo
    expect(parseCsvLine('a,"b, c","d ""e"""')).toEqual(['a', 'b, c', 'd "e"']);
  });

  it.skipIf(!existsSync(SHARED))(
    'matches what the script makes from the shared data (no drift)',
    async () => {
      const fresh = serialize(await generate(SHARED));
      expect(fresh).toBe(readFileSync(OUTPUT, 'utf8'));
      expect(new URL(DEMO_FILE).pathname).toBe(OUTPUT);
    },
  );
});
