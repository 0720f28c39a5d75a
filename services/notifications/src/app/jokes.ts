import type { Locale } from '@casona/proto';
import { notFound } from '@casona/kit/errors/errors';
import { iso, paged, type Deps, type Page } from './deps.ts';

export interface JokeView {
  joke_id: string;
  text: string;
  locale: Locale;
  approved: boolean;
  created_at: string;
}

interface JokeRow extends Omit<JokeView, 'created_at'> {
  created_at: Date;
}

const toView = (r: JokeRow): JokeView => ({
  joke_id: r.joke_id,
  text: r.text,
  locale: r.locale,
  approved: r.approved,
  created_at: iso(r.created_at),
});

const COLUMNS = 'joke_id, text, locale, approved, created_at';

/** The landing's joke box: approved jokes, newest first, in one language or both. */
export function approvedJokes(deps: Pick<Deps, 'db'>, filter: { page: number; locale?: Locale | undefined }) {
  const where = 'WHERE approved AND ($1::text IS NULL OR locale = $1)';
  return paged<JokeRow, JokeView>(
    deps.db,
    filter.page,
    {
      rows: `SELECT ${COLUMNS} FROM joke ${where} ORDER BY created_at DESC, joke_id`,
      count: `SELECT count(*)::int AS n FROM joke ${where}`,
      values: [filter.locale ?? null],
    },
    toView,
  );
}

/** Staff: every joke, or only approved / pending ones. */
export function allJokes(
  deps: Pick<Deps, 'db'>,
  filter: { page: number; approved?: boolean | undefined },
): Promise<Page<JokeView>> {
  const where = 'WHERE ($1::boolean IS NULL OR approved = $1)';
  return paged<JokeRow, JokeView>(
    deps.db,
    filter.page,
    {
      rows: `SELECT ${COLUMNS} FROM joke ${where} ORDER BY created_at DESC, joke_id`,
      count: `SELECT count(*)::int AS n FROM joke ${where}`,
      values: [filter.approved ?? null],
    },
    toView,
  );
}

export async function setJokeApproval(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: string,
  jokeId: string,
  approved: boolean,
): Promise<JokeView> {
  const { rows } = await deps.db.query<JokeRow>(
    `UPDATE joke SET approved = $2, approved_by = CASE WHEN $2 THEN $3::uuid END, updated_at = $4
      WHERE joke_id = $1 RETURNING ${COLUMNS}`,
    [jokeId, approved, actor, deps.now()],
  );
  if (!rows[0]) throw notFound();
  return toView(rows[0]);
}

export async function deleteJoke(deps: Pick<Deps, 'db'>, jokeId: string): Promise<void> {
  const { rowCount } = await deps.db.query('DELETE FROM joke WHERE joke_id = $1', [jokeId]);
  if (rowCount === 0) throw notFound();
}
