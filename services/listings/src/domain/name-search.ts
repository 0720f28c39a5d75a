/**
 * Searching by name as people type it: lower case, accents dropped, spaces collapsed, and the `%`
 * and `_` they type taken as letters (escaped for LIKE … ESCAPE '\'). The stores fold the stored
 * names the same way in SQL (FOLD_SQL), so "cholula" finds "Cholula" and "jose" finds "José".
 */

/** Lower case, accents dropped, spaces collapsed. */
export const foldName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The folded, LIKE-escaped needle of a typed search, or null when nothing is left to search for. */
export function nameNeedle(typed: string | undefined): string | null {
  const folded = foldName(typed ?? '');
  return folded ? folded.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
}

/** The SQL that folds a stored name as foldName does for Spanish and English text. */
export const FOLD_SQL = (expr: string): string =>
  `regexp_replace(translate(lower(${expr}), 'áàâäéèêëíìîïóòôöúùûüñç', 'aaaaeeeeiiiioooouuuunc'), '\\s+', ' ', 'g')`;
