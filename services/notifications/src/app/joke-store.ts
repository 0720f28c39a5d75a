/** SQL of the joke box (table `joke`): rows in, rows out. */
import type { Locale } from '@casona/proto';
import { containsPattern } from '@casona/kit/db/contains';
import type { Queryable } from '@casona/kit/db/queryable';
import { paged, type Page } from './page-store.ts';

export interface JokeRow {
  joke_id: string;
  text: string;
  locale: Locale;
  approved: boolean;
  created_at: Date;
}

const COLUMNS = 'joke_id, text, locale, approved, created_at';

export async function insertJoke(
  q: Queryable,
  joke: { id: string; text: string; locale: Locale; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO joke (joke_id, text, locale, approved, created_at, updated_at) VALUES ($1, $2, $3, false, $4, $4)`,
    [joke.id, joke.text, joke.locale, joke.now],
  );
}

/** Newest first; `approved` and `locale` filter when given, `text` keeps the jokes containing it. */
export function pageOfJokes(
  q: Queryable,
  page: number,
  filter: { approved?: boolean | null; locale?: Locale | null; text?: string | undefined },
): Promise<Page<JokeRow>> {
  const where = `WHERE ($1::boolean IS NULL OR approved = $1) AND ($2::text IS NULL OR locale = $2)
                   AND ($3::text IS NULL OR text ILIKE $3)`;
  return paged<JokeRow>(q, page, {
    rows: `SELECT ${COLUMNS} FROM joke ${where} ORDER BY created_at DESC, joke_id`,
    count: `SELECT count(*)::int AS n FROM joke ${where}`,
    values: [filter.approved ?? null, filter.locale ?? null, containsPattern(filter.text)],
  });
}

/** The joke after the change; null when there is no such joke. */
export async function updateJokeApproval(
  q: Queryable,
  change: { jokeId: string; approved: boolean; approvedBy: string | null; now: Date },
): Promise<JokeRow | null> {
  const { rows } = await q.query<JokeRow>(
    `UPDATE joke SET approved = $2, approved_by = $3::uuid, updated_at = $4
      WHERE joke_id = $1 RETURNING ${COLUMNS}`,
    [change.jokeId, change.approved, change.approvedBy, change.now],
  );
  return rows[0] ?? null;
}

/** Whether a joke was deleted. */
export async function deleteJokeRow(q: Queryable, jokeId: string): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM joke WHERE joke_id = $1', [jokeId]);
  return (rowCount ?? 0) > 0;
}

/** One joke, locked for the change that follows; null when there is none. */
export async function jokeForUpdate(q: Queryable, jokeId: string): Promise<JokeRow | null> {
  const { rows } = await q.query<JokeRow>(`SELECT ${COLUMNS} FROM joke WHERE joke_id = $1 FOR UPDATE`, [
    jokeId,
  ]);
  return rows[0] ?? null;
}
