/** The marketplace's reads and the visit counter: SQL only (the search's SQL is built in domain/). */
import type { CreditProgram, PropertyLabel, PropertyType, StateName } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { SqlQuery } from '../domain/market-query.ts';

/** What a marketplace card shows, as stored. */
export interface CardRow {
  id: string;
  slug: string;
  name: string;
  label: PropertyLabel;
  type: PropertyType;
  price: string;
  cap_rate: string | null;
  bedrooms: number;
  bathrooms: number;
  half_bathrooms: number;
  parking_spaces: number;
  built_area: string;
  total_area: string;
  city: string;
  state: StateName;
  latitude: number | null;
  longitude: number | null;
  first_img_key: string | null;
  published_at: Date | null;
  credit_programs: CreditProgram[];
}

export async function cardRows(q: Queryable, query: SqlQuery): Promise<CardRow[]> {
  return (await q.query<CardRow>(query.text, query.values)).rows;
}

export async function countOf(q: Queryable, query: SqlQuery): Promise<number> {
  return (await q.query<{ total: number }>(query.text, query.values)).rows[0]!.total;
}

export async function pointRows(
  q: Queryable,
  query: SqlQuery,
): Promise<{ id: string; slug: string; latitude: number; longitude: number; price: string }[]> {
  return (
    await q.query<{ id: string; slug: string; latitude: number; longitude: number; price: string }>(
      query.text,
      query.values,
    )
  ).rows;
}

/** How many published homes a municipality has and the median of their price per m² (null when none). */
export async function priceM2MedianRow(
  q: Queryable,
  query: SqlQuery,
): Promise<{ count: number; median: number | null }> {
  const row = (await q.query<{ count: number; median: number | string | null }>(query.text, query.values))
    .rows[0];
  return { count: row?.count ?? 0, median: row?.median == null ? null : Number(row.median) };
}

/** One more visit from a source on a day (to the marketplace, or to a property page). */
export async function countVisit(
  q: Queryable,
  visit: { page: 'market' | 'property'; property_id: string | null; utm_source: string; day: string },
): Promise<void> {
  await q.query(
    `INSERT INTO utm_visit (page, property_id, utm_source, day, visits) VALUES ($1, $2, $3, $4, 1)
     ON CONFLICT ON CONSTRAINT utm_visit_key DO UPDATE SET visits = utm_visit.visits + 1`,
    [visit.page, visit.property_id, visit.utm_source, visit.day],
  );
}

/** A property's amenities with their names, in its order. */
export async function amenityNamesOf(
  q: Queryable,
  propertyId: string,
): Promise<{ id: string; en_name: string; es_name: string }[]> {
  const { rows } = await q.query<{ id: string; en_name: string; es_name: string }>(
    `SELECT a.id, a.en_name, a.es_name FROM property_amenity pa JOIN amenity a ON a.id = pa.amenity_id
      WHERE pa.property_id = $1 ORDER BY pa.position`,
    [propertyId],
  );
  return rows;
}

/** A property's neighborhood insights with their names and amounts, by Spanish name. */
export async function insightNamesOf(
  q: Queryable,
  propertyId: string,
): Promise<{ id: string; en_name: string; es_name: string; amount: string }[]> {
  const { rows } = await q.query<{ id: string; en_name: string; es_name: string; amount: string }>(
    `SELECT n.id, n.en_name, n.es_name, pn.amount FROM property_neighborhood_insight pn
       JOIN neighborhood_insight n ON n.id = pn.neighborhood_insight_id
      WHERE pn.property_id = $1 ORDER BY n.es_name`,
    [propertyId],
  );
  return rows;
}
