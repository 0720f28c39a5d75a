/** The joke box: visitors send jokes, staff approve them, the landing shows the approved ones. */
import type { JokeView, Locale } from '@casona/proto';
import { notFound } from '@casona/kit/errors/errors';
import { iso, type Deps } from './deps.ts';
import { deleteJokeRow, pageOfJokes, updateJokeApproval, type JokeRow } from './joke-store.ts';
import { mapPage, type Page } from './page-store.ts';

const toView = (r: JokeRow): JokeView => ({
  joke_id: r.joke_id,
  text: r.text,
  locale: r.locale,
  approved: r.approved,
  created_at: iso(r.created_at),
});

/** The landing's joke box: approved jokes, newest first, in one language or both. */
export async function approvedJokes(
  deps: Pick<Deps, 'db'>,
  filter: { page: number; locale?: Locale | undefined },
): Promise<Page<JokeView>> {
  return mapPage(await pageOfJokes(deps.db, filter.page, { approved: true, locale: filter.locale }), toView);
}

/** Staff: every joke, or only approved / pending ones. */
export async function allJokes(
  deps: Pick<Deps, 'db'>,
  filter: { page: number; approved?: boolean | undefined },
): Promise<Page<JokeView>> {
  return mapPage(await pageOfJokes(deps.db, filter.page, { approved: filter.approved }), toView);
}

/** Approving records who approved; withdrawing the approval clears it. */
export async function setJokeApproval(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: string,
  jokeId: string,
  approved: boolean,
): Promise<JokeView> {
  const row = await updateJokeApproval(deps.db, {
    jokeId,
    approved,
    approvedBy: approved ? actor : null,
    now: deps.now(),
  });
  if (!row) throw notFound();
  return toView(row);
}

export async function deleteJoke(deps: Pick<Deps, 'db'>, jokeId: string): Promise<void> {
  if (!(await deleteJokeRow(deps.db, jokeId))) throw notFound();
}
