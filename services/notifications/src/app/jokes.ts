/** The joke box: visitors send jokes, staff approve them, the landing shows the approved ones. */
import type { JokeView, Locale } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { iso, type Deps } from './deps.ts';
import { deleteJokeRow, jokeForUpdate, pageOfJokes, updateJokeApproval, type JokeRow } from './joke-store.ts';
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
  filter: { page: number; approved?: boolean | undefined; q?: string | undefined },
): Promise<Page<JokeView>> {
  return mapPage(
    await pageOfJokes(deps.db, filter.page, { approved: filter.approved, text: filter.q }),
    toView,
  );
}

/** Approving records who approved; withdrawing the approval clears it. Kept in the audit log. */
export async function setJokeApproval(
  deps: Pick<Deps, 'db' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  jokeId: string,
  approved: boolean,
): Promise<JokeView> {
  const actor = requireProfile(auth);
  return deps.db.tx(async (tx) => {
    const before = await jokeForUpdate(tx, jokeId);
    const row = await updateJokeApproval(tx, {
      jokeId,
      approved,
      approvedBy: approved ? actor : null,
      now: deps.now(),
    });
    if (!row || !before) throw notFound();
    await audit(deps, tx, auth, {
      action: approved ? 'JOKE_APPROVED' : 'JOKE_UNAPPROVED',
      entity: 'joke',
      entityId: jokeId,
      entityLabel: row.text.slice(0, 80),
      before: { approved: before.approved },
      after: { approved: row.approved },
    });
    return toView(row);
  });
}

export async function deleteJoke(
  deps: Pick<Deps, 'db' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  jokeId: string,
): Promise<void> {
  await deps.db.tx(async (tx) => {
    const before = await jokeForUpdate(tx, jokeId);
    if (!before || !(await deleteJokeRow(tx, jokeId))) throw notFound();
    await audit(deps, tx, auth, {
      action: 'JOKE_DELETED',
      entity: 'joke',
      entityId: jokeId,
      entityLabel: before.text.slice(0, 80),
      before: { text: before.text, locale: before.locale, approved: before.approved },
      after: null,
    });
  });
}
