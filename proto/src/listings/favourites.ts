/**
 * Favourites (issue 16): a signed-in person, of any profile, keeps marketplace homes in one list.
 * Only published homes can be added; each person reads and changes only their own list.
 */
import { Type, type Static } from 'typebox';
import { defineRoute } from '../shared/route.ts';
import { NoContent } from '../shared/responses.ts';
import { IsoDateTime, Uuid } from '../validation/types.ts';
import { MarketCard } from './responses.ts';

/** The newest favourites cap: a list, not a search. */
export const FAVOURITES_MAX = 200;

export const FavouriteParams = Type.Object({ id: Uuid() });
export type FavouriteParams = Static<typeof FavouriteParams>;

/** A kept home: its market card (still published) and when it was kept. */
export const Favourite = Type.Object(
  { property: MarketCard, saved_at: IsoDateTime() },
  { title: 'Favourite' },
);
export type Favourite = Static<typeof Favourite>;

/** The caller's favourites still on the market, newest first; `ids` lists every kept home's id. */
export const FavouriteList = Type.Object({
  items: Type.Array(Favourite),
  ids: Type.Array(Uuid()),
});
export type FavouriteList = Static<typeof FavouriteList>;

export const listingsFavourites = {
  favourites: defineRoute({
    method: 'GET',
    path: '/favourite',
    tags: ['favourite'],
    auth: 'signedIn',
    summary: 'The caller’s favourite homes still published, newest first',
    response: { 200: FavouriteList },
    errors: [401],
  }),
  addFavourite: defineRoute({
    method: 'PUT',
    path: '/favourite/:id',
    tags: ['favourite'],
    auth: 'signedIn',
    summary: 'Keep a published home among the caller’s favourites (again: no change)',
    params: FavouriteParams,
    response: { 204: NoContent },
    errors: [400, 401, 404],
  }),
  removeFavourite: defineRoute({
    method: 'DELETE',
    path: '/favourite/:id',
    tags: ['favourite'],
    auth: 'signedIn',
    summary: 'Take a home off the caller’s favourites (not among them: no change)',
    params: FavouriteParams,
    response: { 204: NoContent },
    errors: [400, 401],
  }),
} as const;
