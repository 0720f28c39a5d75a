import { describe, expect, it } from 'vitest';

import { mergeCatalogues } from './catalogue.ts';
import { en } from './locales/en.ts';
import { es } from './locales/es.ts';

type Leaf = { path: string; value: string };

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  throw new Error(`Unexpected value at ${path}: ${String(value)}`);
}

const paths = (catalogue: unknown) => leaves(catalogue).map((l) => l.path);

/** Keys of one catalogue that the other lacks, both ways. */
function keyDifferences(a: unknown, b: unknown): string[] {
  const inA = new Set(paths(a));
  const inB = new Set(paths(b));
  return [...[...inA].filter((p) => !inB.has(p)), ...[...inB].filter((p) => !inA.has(p))];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('es/en catalogues (every feature part, merged)', () => {
  const esLeaves = leaves(es);
  const enLeaves = leaves(en);

  it('have exactly the same keys (arrays of the same length)', () => {
    expect(keyDifferences(es, en)).toEqual([]);
    expect(paths(en)).toEqual(paths(es));
  });

  it('use the same {{placeholders}} in both languages', () => {
    const enByPath = new Map(enLeaves.map((l) => [l.path, l.value]));
    for (const { path, value } of esLeaves) {
      expect(placeholders(enByPath.get(path) ?? ''), path).toEqual(placeholders(value));
    }
  });

  it('have no empty text', () => {
    for (const leaf of [...esLeaves, ...enLeaves]) expect(leaf.value.trim(), leaf.path).not.toBe('');
  });

  it('pair every plural form', () => {
    for (const { path } of esLeaves.filter((l) => l.path.endsWith('_one'))) {
      expect(
        esLeaves.some((l) => l.path === path.replace(/_one$/, '_other')),
        path,
      ).toBe(true);
    }
  });

  it('still hold the words of features that share a namespace (listings)', () => {
    expect(es.listings.market.usd).toBe('aprox. {{amount}}');
    expect(en.listings.admin.statusChanged).toContain('{{status}}');
    expect(en.listings.details).toBeDefined();
  });
});

describe('the parity check itself', () => {
  it('catches a key missing from one language of one feature part', () => {
    const featureEs = { tours: { lead: { title: 'Recibe información', submit: 'Enviar' } } };
    const featureEnMissing = { tours: { lead: { title: 'Get information' } } };
    const shared = { common: { retry: 'Intentar de nuevo' } };
    const mergedEs = mergeCatalogues(shared, featureEs);
    const mergedEn = mergeCatalogues({ common: { retry: 'Try again' } }, featureEnMissing);
    expect(keyDifferences(mergedEs, mergedEn)).toEqual(['tours.lead.submit']);
  });

  it('catches a key dropped from the real English catalogue', () => {
    const { listings, ...rest } = en;
    const { catalogue: _dropped, ...listingsWithoutCatalogue } = listings;
    const differences = keyDifferences(es, { ...rest, listings: listingsWithoutCatalogue });
    expect(differences.length).toBeGreaterThan(0);
    expect(differences.every((path) => path.startsWith('listings.catalogue.'))).toBe(true);
  });

  it('refuses two parts that define the same text', () => {
    expect(() =>
      mergeCatalogues({ listings: { admin: { a: 'x' } } }, { listings: { admin: { a: 'y' } } }),
    ).toThrow('The catalogue text "listings.admin.a" is defined by two parts.');
    expect(mergeCatalogues({ listings: { admin: { a: 'x' } } }, { listings: { leads: { b: 'y' } } })).toEqual(
      {
        listings: { admin: { a: 'x' }, leads: { b: 'y' } },
      },
    );
  });
});
