/** One page of a list query: the rows of the page and the total, in the shape every list answers. */
import type pg from 'pg';
import { PAGE_SIZE } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page (PAGE_SIZE rows) of `rows` and the total of `count`, both run with `values`; `rows` must
 * end with its ORDER BY (LIMIT and OFFSET are appended as parameters).
 */
export async function paged<R extends pg.QueryResultRow>(
  q: Queryable,
  page: number,
  query: { rows: string; count: string; values: unknown[] },
): Promise<Page<R>> {
  const n = query.values.length;
  const [rows, count] = await Promise.all([
    q.query<R>(`${query.rows} LIMIT $${n + 1} OFFSET $${n + 2}`, [
      ...query.values,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    ]),
    q.query<{ n: number }>(query.count, query.values),
  ]);
  return { items: rows.rows, total: Number(count.rows[0]?.n ?? 0), page, pageSize: PAGE_SIZE };
}

/** The same page with each row mapped (rows → answer). */
export const mapPage = <R, T>(page: Page<R>, map: (row: R) => T): Page<T> => ({
  ...page,
  items: page.items.map(map),
});
