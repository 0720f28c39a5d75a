/**
 * The primitives every service's contracts are built from, in one place to import them from. The
 * builders are defined in validation/types.ts and the page shapes in requests.ts and responses.ts;
 * this only re-exports.
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
export { PageQuery } from './requests.ts';
export { Paginated } from './responses.ts';
