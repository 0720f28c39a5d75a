/**
 * Favourites (issue 16): any signed-in person keeps published homes in one list of their own.
 * Another person's list is never read or changed: every query is by the caller's profile.
 */
import { FAVOURITES_MAX, type FavouriteList } from '@casona/proto';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import type { Deps } from './deps.ts';
import { deleteFavourite, favouriteCards, insertFavourite } from './favourite-store.ts';
import { toCard } from './market.ts';

/** GET /favourite */
export async function listFavourites(deps: Deps, auth: AuthContext): Promise<FavouriteList> {
  const rows = await favouriteCards(deps.db, requireProfile(auth), FAVOURITES_MAX);
  return {
    items: rows.map(({ saved_at, ...row }) => ({
      property: toCard(deps, row),
      saved_at: saved_at.toISOString(),
    })),
    ids: rows.map((r) => r.id),
  };
}

/** PUT /favourite/:id — a home that is not published (or does not exist) is 404. */
export async function addFavourite(deps: Deps, auth: AuthContext, propertyId: string): Promise<void> {
  const profileId = requireProfile(auth);
  if (!(await insertFavourite(deps.db, profileId, propertyId))) {
    throw notFound({ messageKey: 'property.notFound' });
  }
}

/** DELETE /favourite/:id — idempotent. */
export async function removeFavourite(deps: Deps, auth: AuthContext, propertyId: string): Promise<void> {
  await deleteFavourite(deps.db, requireProfile(auth), propertyId);
}
