import {
  findMunicipality,
  type CreditProgram,
  PAGE_SIZE,
  type MarketSort,
  type PropertyLabel,
  type PropertyType,
} from '@casona/proto';
import { foldColonia } from './colonias.ts';

export interface MarketFilters {
  state?: string | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  propertyType?: PropertyType | undefined;
  label?: PropertyLabel | undefined;
  credit?: CreditProgram | undefined;
  /** A colonia as typed: matched folded (accents and case aside) against the home's. */
  colonia?: string | undefined;
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** Columns of a marketplace card; `first_img_key` becomes `image_url`. */
export const MARKET_CARD_COLUMNS = `id, slug, name, label, type, price, cap_rate, bedrooms, bathrooms, half_bathrooms,
  parking_spaces, built_area, total_area, city, state, latitude, longitude, img_keys[1] AS first_img_key, published_at,
  COALESCE((SELECT c.programs FROM credit_eligibility c WHERE c.property_id = property.id AND c.eligible), '{}') AS credit_programs`;

const ORDER: Record<MarketSort, string> = {
  newest: 'published_at DESC, id DESC',
  price_asc: 'price ASC, id ASC',
  price_desc: 'price DESC, id DESC',
  // The expression of the property_market_price_m2 index (built_area is at least 1 m²).
  price_m2_asc: '(price / built_area) ASC, id ASC',
};

/**
 * The WHERE clause of a marketplace search: PUBLISHED only, then each filter given. A city is
 * matched by its official INEGI spelling when the state is known ("cuauhtemoc" finds "Cuauhtémoc"),
 * so the (state, city, …) indexes serve it.
 */
export function marketWhere(filters: MarketFilters): SqlQuery {
  const where = ["status = 'PUBLISHED'"];
  const values: unknown[] = [];
  if (filters.state) where.push(`state = $${values.push(filters.state)}`);
  if (filters.city) {
    const city =
      (filters.state && findMunicipality(filters.state, filters.city)?.name) || filters.city.trim();
    where.push(`city = $${values.push(city)}`);
  }
  if (filters.minPrice !== undefined) where.push(`price >= $${values.push(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) where.push(`price <= $${values.push(filters.maxPrice)}`);
  if (filters.propertyType) where.push(`type = $${values.push(filters.propertyType)}`);
  if (filters.label) where.push(`label = $${values.push(filters.label)}`);
  if (filters.credit)
    where.push(
      `id IN (SELECT c.property_id FROM credit_eligibility c WHERE c.eligible AND c.programs @> ARRAY[$${values.push(filters.credit)}]::text[])`,
    );
  if (filters.colonia && foldColonia(filters.colonia))
    where.push(`neighborhood_key = $${values.push(foldColonia(filters.colonia))}`);
  return { text: where.join(' AND '), values };
}

/**
 * One page of cards and the total, as two statements over the same filter. Pages are LIMIT/OFFSET
 * over an index whose order is the sort's (see the migration): a page costs the rows it skips plus
 * 20, and the count is an index-only scan of the filtered range.
 */
export function marketPageQueries(
  filters: MarketFilters,
  sort: MarketSort,
  page: number,
  pageSize = PAGE_SIZE,
): { page: SqlQuery; count: SqlQuery } {
  const where = marketWhere(filters);
  const values = [...where.values];
  const limit = values.push(pageSize);
  const offset = values.push((page - 1) * pageSize);
  return {
    page: {
      text: `SELECT ${MARKET_CARD_COLUMNS} FROM property WHERE ${where.text} ORDER BY ${ORDER[sort]} LIMIT $${limit} OFFSET $${offset}`,
      values,
    },
    count: { text: `SELECT count(*)::int AS total FROM property WHERE ${where.text}`, values: where.values },
  };
}

/** Every marker of the filtered set that has coordinates, newest first, capped. */
export function marketPointsQuery(filters: MarketFilters, max: number): SqlQuery {
  const where = marketWhere(filters);
  const values = [...where.values];
  const limit = values.push(max);
  return {
    text: `SELECT id, slug, latitude, longitude, price FROM property
      WHERE ${where.text} AND latitude IS NOT NULL AND longitude IS NOT NULL
      ORDER BY published_at DESC, id DESC LIMIT $${limit}`,
    values,
  };
}

/**
 * The municipality's published homes' median price per m² of built area (percentile_cont, so an
 * even count averages the middle two) and how many homes it is over.
 */
export function priceM2MedianQuery(state: string, city: string): SqlQuery {
  const name = findMunicipality(state, city)?.name ?? city.trim();
  return {
    text: `SELECT count(*)::int AS count,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY price / built_area) AS median
      FROM property WHERE status = 'PUBLISHED' AND state = $1 AND city = $2 AND built_area > 0`,
    values: [state, name],
  };
}
