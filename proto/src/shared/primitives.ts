/**
 * The primitives every service's contracts are built from, in one place to import them from. They are
 * defined where they always were (validation/types.ts, schemas/submissions.ts); this only re-exports.
 */
export {
  Uuid,
  Int,
  Num,
  Str,
  Text,
  Email,
  Phone,
  IsoDate,
  IsoDateTime,
  Nullable,
  Literals,
  List,
  LocaleSchema,
} from '../validation/index.ts';
export { Paginated, PageQuery } from '../schemas/submissions.ts';
