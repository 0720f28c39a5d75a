/** What many operations of every service take: a page of a list, or one row by its id. */
import { Type, type Static } from 'typebox';

import { Int, Uuid } from '../validation/types.ts';

/** A page query (`?page=`), as every admin list takes it. */
export const PageQuery = Type.Object({ page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })) });
export type PageQuery = Static<typeof PageQuery>;

/** One row named by its id (the `deleteById` submission). */
export const IdOnly = Type.Object({ id: Uuid() });
export type IdOnly = Static<typeof IdOnly>;
