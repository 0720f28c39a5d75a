import { describe, expect, it } from 'vitest';
import { coloniaSuggestionsQuery, foldColonia } from './colonias.ts';
import { marketWhere } from './market-query.ts';

describe('colonias', () => {
  it('folds what people type as the database folds a home’s colonia', () => {
    expect(foldColonia('  Villa   OLÍMPICA ')).toBe('villa olimpica');
    expect(foldColonia('Héroes de Puebla')).toBe('heroes de puebla');
    expect(foldColonia('Peña Pobre')).toBe('pena pobre');
    expect(foldColonia('   ')).toBe('');
  });

  it('the market filter matches the folded colonia; a blank one filters nothing', () => {
    expect(marketWhere({ colonia: 'Villa Olímpica' })).toEqual({
      text: "status = 'PUBLISHED' AND neighborhood_key = $1",
      values: ['villa olimpica'],
    });
    expect(marketWhere({ colonia: '  ' })).toEqual({ text: "status = 'PUBLISHED'", values: [] });
  });

  it('suggests published homes’ colonias holding the text, those starting with it first, at most 10', () => {
    const q = coloniaSuggestionsQuery('Olímp')!;
    expect(q.values).toEqual(['%olimp%', 'olimp%', 10]);
    expect(q.text).toContain("status = 'PUBLISHED'");
    expect(q.text).toContain('neighborhood_key LIKE $1');
    expect(q.text).toMatch(/ORDER BY bool_or\(neighborhood_key LIKE \$2\) DESC, count\(\*\) DESC/);
    expect(q.text).toMatch(/LIMIT \$3$/);
  });

  it('narrows to a state and its municipality by INEGI spelling; wildcards typed are letters', () => {
    const q = coloniaSuggestionsQuery('50%_off', { state: 'Ciudad de México', municipality: 'cuauhtemoc' })!;
    expect(q.values).toEqual(['%50\\%\\_off%', '50\\%\\_off%', 'Ciudad de México', 'Cuauhtémoc', 10]);
    expect(q.text).toContain('state = $3 AND city = $4');
    expect(coloniaSuggestionsQuery('  ')).toBeNull();
  });
});
