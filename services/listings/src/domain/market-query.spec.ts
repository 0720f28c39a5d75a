import { describe, expect, it } from 'vitest';
import { marketPageQueries, marketPointsQuery, marketWhere } from './market-query.ts';

describe('marketplace SQL', () => {
  it('only PUBLISHED, then each filter as a parameter', () => {
    expect(marketWhere({})).toEqual({ text: "status = 'PUBLISHED'", values: [] });
    expect(
      marketWhere({
        state: 'Ciudad de México',
        city: 'cuauhtemoc',
        minPrice: 1_000_000,
        maxPrice: 5_000_000,
        propertyType: 'APARTMENT',
        label: 'NEW',
      }),
    ).toEqual({
      text: "status = 'PUBLISHED' AND state = $1 AND city = $2 AND price >= $3 AND price <= $4 AND type = $5 AND label = $6",
      values: ['Ciudad de México', 'Cuauhtémoc', 1_000_000, 5_000_000, 'APARTMENT', 'NEW'],
    });
  });

  it('the credit filter keeps the properties documents judged eligible under that program', () => {
    const q = marketWhere({ state: 'Puebla', credit: 'INFONAVIT' });
    expect(q.values).toEqual(['Puebla', 'INFONAVIT']);
    expect(q.text).toBe(
      "status = 'PUBLISHED' AND state = $1 AND id IN (SELECT c.property_id FROM credit_eligibility c WHERE c.eligible AND c.programs @> ARRAY[$2]::text[])",
    );
  });

  it('pages 20 at a time in the order of the sort, with a count of the same filter', () => {
    const q = marketPageQueries({ state: 'Puebla' }, 'price_asc', 3);
    expect(q.page.text).toMatch(
      /WHERE status = 'PUBLISHED' AND state = \$1 ORDER BY price ASC, id ASC LIMIT \$2 OFFSET \$3$/,
    );
    expect(q.page.values).toEqual(['Puebla', 20, 40]);
    expect(q.count).toEqual({
      text: "SELECT count(*)::int AS total FROM property WHERE status = 'PUBLISHED' AND state = $1",
      values: ['Puebla'],
    });
    expect(marketPageQueries({}, 'newest', 1).page.text).toContain('ORDER BY published_at DESC, id DESC');
    expect(marketPageQueries({}, 'price_desc', 1).page.text).toContain('ORDER BY price DESC, id DESC');
    expect(marketPageQueries({}, 'price_m2_asc', 1).page.text).toContain(
      'ORDER BY (price / built_area) ASC, id ASC',
    );
  });

  it('map points keep only rows with coordinates, capped', () => {
    const q = marketPointsQuery({ label: 'SOON' }, 5000);
    expect(q.text).toContain('latitude IS NOT NULL AND longitude IS NOT NULL');
    expect(q.values).toEqual(['SOON', 5000]);
  });
});
