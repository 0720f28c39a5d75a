/**
 * Colonias (issue 16): what a person types is folded as the database folds a home's colonia (the
 * property.neighborhood_key column: lower case, accents dropped), so "olimpica" finds "Villa
 * Olímpica"; suggestions are the colonias of published homes that hold it, those that start with
 * it first, then the most homes.
 */
import { COLONIA_SUGGESTIONS_MAX, findMunicipality } from '@casona/proto';
import type { SqlQuery } from './market-query.ts';

/** Lower case, accents dropped, spaces collapsed: the form neighborhood_key stores. */
export const foldColonia = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A colonia as stored (issue 16, and staff's property editor, issue 19): trimmed, inner spaces
 * collapsed, as typed otherwise (SEPOMEX's spelling is kept); blank is no colonia (null).
 */
export const storedColonia = (text: string | null | undefined): string | null =>
  text?.trim().replace(/\s+/g, ' ') || null;

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The colonias of published homes holding `typed`, optionally in one state and municipality (its
 * INEGI spelling when the state is known), with how many homes each has.
 */
export function coloniaSuggestionsQuery(
  typed: string,
  place: { state?: string | undefined; municipality?: string | undefined } = {},
  max = COLONIA_SUGGESTIONS_MAX,
): SqlQuery | null {
  const key = foldColonia(typed);
  if (!key) return null;
  const values: unknown[] = [];
  const contains = values.push(`%${likeEscaped(key)}%`);
  const starts = values.push(`${likeEscaped(key)}%`);
  const where = [
    "status = 'PUBLISHED'",
    'neighborhood_key IS NOT NULL',
    `neighborhood_key LIKE $${contains}`,
  ];
  if (place.state) where.push(`state = $${values.push(place.state)}`);
  if (place.municipality) {
    const city =
      (place.state && findMunicipality(place.state, place.municipality)?.name) || place.municipality.trim();
    where.push(`city = $${values.push(city)}`);
  }
  const limit = values.push(max);
  return {
    text: `SELECT min(neighborhood) AS name, city, state, count(*)::int AS count
      FROM property WHERE ${where.join(' AND ')}
      GROUP BY neighborhood_key, city, state
      ORDER BY bool_or(neighborhood_key LIKE $${starts}) DESC, count(*) DESC, min(neighborhood), city
      LIMIT $${limit}`,
    values,
  };
}
