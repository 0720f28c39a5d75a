import { describe, expect, it } from 'vitest';

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

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('es/en catalogues', () => {
  const esLeaves = leaves(es);
  const enLeaves = leaves(en);

  it('have exactly the same keys (arrays of the same length)', () => {
    expect(enLeaves.map((l) => l.path)).toEqual(esLeaves.map((l) => l.path));
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
});
