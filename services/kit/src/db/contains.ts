/**
 * A staff list's text search in SQL: `column ILIKE $n` with the pattern this gives. What people type
 * is looked for anywhere in the column; the `%`, `_` and `\` they type are taken as letters
 * (escaped for LIKE's default escape character, the backslash).
 */

/** `%typed%` with LIKE's wildcards escaped, or null when nothing is left to search for once trimmed. */
export function containsPattern(typed: string | null | undefined): string | null {
  const text = typed?.trim();
  return text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
