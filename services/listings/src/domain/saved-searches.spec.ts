import { describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_MAX } from '@casona/proto';
import { marketWhere } from './market-query.ts';
import { mayKeepAnother, savedSearchMatchQuery } from './saved-searches.ts';

const HOME = '6f1d2c3b-4a59-4e87-9c10-1a2b3c4d5e6f';
const A = '0b9f4c2e-8a51-4b0e-9d7e-2f4a6c1b3d5e';
const B = '1c8e3d1f-7b42-4a1d-8e6f-3e5b7d2c4a6f';

describe('which saved searches find a home just published', () => {
  it('nothing to match without searches', () => {
    expect(savedSearchMatchQuery(HOME, [])).toBeNull();
  });

  it('one branch per search: the marketplace’s own WHERE for that home, its parameters renumbered after the earlier ones', () => {
    const q = savedSearchMatchQuery(HOME, [
      { id: A, filters: { state: 'Puebla', maxPrice: 2_000_000, colonia: 'Villa Olimpica' } },
      { id: B, filters: { propertyType: 'HOUSE', credit: 'INFONAVIT' } },
    ])!;
    const a = marketWhere({ state: 'Puebla', maxPrice: 2_000_000, colonia: 'Villa Olimpica' });
    const b = marketWhere({ propertyType: 'HOUSE', credit: 'INFONAVIT' });
    expect(q.values).toEqual([HOME, A, ...a.values, B, ...b.values]);
    const [first, second] = q.text.split('\nUNION ALL\n');
    expect(first).toBe(
      `SELECT $2::uuid AS id FROM property WHERE id = $1 AND status = 'PUBLISHED' AND state = $3 AND price <= $4 AND neighborhood_key = $5`,
    );
    expect(second).toBe(
      `SELECT $6::uuid AS id FROM property WHERE id = $1 AND status = 'PUBLISHED' AND type = $7 AND id IN (SELECT c.property_id FROM credit_eligibility c WHERE c.eligible AND c.programs @> ARRAY[$8]::text[])`,
    );
    // Every placeholder has its value: the highest number is the count of values.
    const highest = Math.max(...[...q.text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    expect(highest).toBe(q.values.length);
  });

  it('a search with no filters finds every published home', () => {
    const q = savedSearchMatchQuery(HOME, [{ id: A, filters: {} }])!;
    expect(q).toEqual({
      text: `SELECT $2::uuid AS id FROM property WHERE id = $1 AND status = 'PUBLISHED'`,
      values: [HOME, A],
    });
  });

  it(`a person keeps at most ${SAVED_SEARCHES_MAX}`, () => {
    expect(mayKeepAnother(0)).toBe(true);
    expect(mayKeepAnother(SAVED_SEARCHES_MAX - 1)).toBe(true);
    expect(mayKeepAnother(SAVED_SEARCHES_MAX)).toBe(false);
  });
});
