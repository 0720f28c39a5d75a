/**
 * Saved searches (issue 16) as pure rules: which of the saved searches find a home just published.
 * The match is the marketplace's own WHERE clause (market-query.ts's marketWhere) applied to that one
 * home, so a saved search alerts on exactly the homes GET /market would show for its filters.
 */
import { SAVED_SEARCHES_MAX } from '@casona/proto';
import { marketWhere, type MarketFilters, type SqlQuery } from './market-query.ts';

export interface SearchToMatch {
  id: string;
  filters: MarketFilters;
}

/** `$1`, `$2`… of a clause renumbered after `offset` parameters already bound. */
const shifted = (text: string, offset: number): string =>
  text.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/**
 * One statement answering the ids of `searches` whose filters find the property `propertyId`
 * (published, in the same transaction that published it); null when there is nothing to match.
 */
export function savedSearchMatchQuery(
  propertyId: string,
  searches: readonly SearchToMatch[],
): SqlQuery | null {
  if (searches.length === 0) return null;
  const values: unknown[] = [propertyId];
  const branches = searches.map((search) => {
    const id = values.push(search.id);
    const where = marketWhere(search.filters);
    const text = shifted(where.text, values.length);
    values.push(...where.values);
    return `SELECT $${id}::uuid AS id FROM property WHERE id = $1 AND ${text}`;
  });
  return { text: branches.join('\nUNION ALL\n'), values };
}

/** Whether a person keeping `count` searches may save one more. */
export const mayKeepAnother = (count: number): boolean => count < SAVED_SEARCHES_MAX;
