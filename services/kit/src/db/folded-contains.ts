/**
 * A staff list's text search that ignores accents as well as case (issue 19): "jose" finds "José",
 * "MEXICO" finds "México". The typed text is folded here; the stored text is folded in SQL by
 * `foldedSql` the same way, and the two meet with ILIKE on kit's `containsPattern`.
 */
import { containsPattern } from './contains.ts';

const ACCENTED = 'áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuncAAAAAEEEEIIIIOOOOOUUUUNC';

/** The text without its accents (the letters' case is kept: ILIKE and `includes` on lower case do the rest). */
export const foldAccents = (text: string): string => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** Lower case and without accents: what an in-memory search compares. */
export const foldText = (text: string): string => foldAccents(text).toLowerCase();

/** SQL folding a column's accents as `foldAccents` does for Spanish and English text (any database locale). */
export const foldedSql = (expr: string): string => `translate(${expr}, '${ACCENTED}', '${PLAIN}')`;

/** kit's `containsPattern` of the typed text without accents, for `foldedSql(column) ILIKE $n`; null for blank. */
export const foldedContainsPattern = (typed: string | null | undefined): string | null =>
  containsPattern(typed == null ? typed : foldAccents(typed));

/** Whether `text` holds the typed search, whatever the case and accents of either (blank: always). */
export function foldedIncludes(text: string, typed: string | null | undefined): boolean {
  const needle = typed?.trim();
  return !needle || foldText(text).includes(foldText(needle));
}
