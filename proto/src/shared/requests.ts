/** What many operations of every service take: a page of a list, or one row by its id. */
import { Type, type Static } from 'typebox';

import { Int, Str, Uuid } from '../validation/types.ts';

/** A page query (`?page=`), as every admin list takes it. */
export const PageQuery = Type.Object({ page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })) });
export type PageQuery = Static<typeof PageQuery>;

/** The words a staff list is searched by (`?q=`): up to 200 characters; blank searches nothing. */
export const SearchText = () => Type.Optional(Str({ min: 0, max: 200 }));

/** A page of a searchable staff list (`?page=&q=`). */
export const SearchPageQuery = Type.Object({ ...PageQuery.properties, q: SearchText() });
export type SearchPageQuery = Static<typeof SearchPageQuery>;

/** One row named by its id (the `deleteById` submission). */
export const IdOnly = Type.Object({ id: Uuid() });
export type IdOnly = Static<typeof IdOnly>;
