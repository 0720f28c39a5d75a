import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

import { en } from '../../lib/i18n/locales/en.ts';
import { es } from '../../lib/i18n/locales/es.ts';
import { toTranslate, type Translate } from '../../lib/i18n/translate.ts';
import { describeSearch, savedQueryOf } from './describe.ts';

const instance = i18next.createInstance();
await instance.init({
  lng: 'es',
  resources: { es: { translation: es }, en: { translation: en } },
  interpolation: { escapeValue: false },
});
const translator = async (language: 'es' | 'en'): Promise<Translate> =>
  Promise.resolve(toTranslate(instance.getFixedT(language)));

describe('a saved search in words', () => {
  it('names every filter as the market shows it, never a code', async () => {
    const es = await translator('es');
    expect(
      describeSearch(
        {
          propertyType: 'HOUSE',
          state: 'Puebla',
          city: 'Puebla',
          colonia: 'Villa Olímpica',
          maxPrice: 3_000_000,
          credit: 'INFONAVIT',
          label: 'NEW',
        },
        es,
        'es',
      ),
    ).toBe(
      'Casa · Puebla, Puebla · colonia Villa Olímpica · hasta MX$3,000,000 · Nueva · Apta para crédito Infonavit',
    );
    const en = await translator('en');
    expect(
      describeSearch({ propertyType: 'APARTMENT', minPrice: 1_000_000, maxPrice: 2_500_000 }, en, 'en'),
    ).toBe('Apartment · MX$1,000,000 to MX$2,500,000');
    expect(describeSearch({ minPrice: 500_000 }, en, 'en')).toBe('from MX$500,000');
    expect(describeSearch({}, es, 'es')).toBe('Todas las propiedades en venta');
    for (const text of [
      describeSearch(
        { propertyType: 'GATED_COMMUNITY_HOUSE', label: 'VACATIONAL_RENT', credit: 'COFINAVIT' },
        en,
        'en',
      ),
    ])
      expect(text).not.toMatch(/[A-Z]{2,}_|\bmarket\.|savedSearches\./);
  });

  it('keeps the filters of a market search: no page, order, campaign or blanks', () => {
    expect(
      savedQueryOf({
        state: 'Puebla',
        page: 3,
        sort: 'price_asc',
        utm_source: 'fb',
        colonia: '',
        maxPrice: 10,
      }),
    ).toEqual({ state: 'Puebla', maxPrice: 10 });
  });
});
