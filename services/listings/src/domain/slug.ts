/** URL-safe text: accents dropped, lower case, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ñ/g, 'n')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/** The slug of a property: its name and city ("Casa Colibrí", "Coyoacán" → casa-colibri-coyoacan). */
export function baseSlug(name: string, city: string): string {
  return slugify(`${name} ${city}`) || 'propiedad';
}

/**
 * The base slug when free, otherwise the base with the lowest free numeric suffix (-2, -3, …).
 * `taken` holds the slugs already used that start with the base.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Whether a path segment is a UUID (then it names a property by id, else by slug). */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
