/**
 * The interface catalogue is assembled from parts: the words shared by every screen
 * (lib/i18n/shared) and each feature's own `i18n/es.ts` and `i18n/en.ts`. A part's English is typed
 * against its Spanish (`Words<typeof es>`), and `mergeCatalogues` joins the parts into one tree,
 * refusing a text defined by two parts.
 */

/** The shape of a catalogue part with every text widened to `string`: what its other languages must fill. */
export type Words<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Words<U>[]
    : { readonly [K in keyof T]: Words<T[K]> };

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

type Tree = { readonly [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function mergeInto(target: Record<string, unknown>, part: Tree, path: string): void {
  for (const [key, value] of Object.entries(part)) {
    const at = path ? `${path}.${key}` : key;
    const existing = target[key];
    if (existing === undefined) {
      target[key] = isTree(value) ? mergeFresh(value, at) : value;
    } else if (isTree(existing) && isTree(value)) {
      mergeInto(existing as Record<string, unknown>, value, at);
    } else {
      throw new Error(`The catalogue text "${at}" is defined by two parts.`);
    }
  }
}

function mergeFresh(part: Tree, path: string): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  mergeInto(copy, part, path);
  return copy;
}

/**
 * One catalogue from its parts; namespaces shared by several parts (e.g. `listings`) are merged
 * deeply, and a text defined twice throws, so two features cannot silently overwrite each other.
 */
export function mergeCatalogues<const T extends readonly Tree[]>(
  ...parts: T
): UnionToIntersection<T[number]> {
  const merged: Record<string, unknown> = {};
  for (const part of parts) mergeInto(merged, part, '');
  return merged as UnionToIntersection<T[number]>;
}
