/**
 * Where each CSV import problem belongs on screen (issue 14): proto's csv rules (client side) and the
 * finance service's 400 answer (server side) both point at `/lines/<n>` (a line of the file) or
 * `/transactions/<i>/<column>` (the i-th data row). Both end up here as one list of rows, each with
 * the file's line number, so a person sees every problem beside the line to fix, the same way
 * whether the browser or the server found it.
 */
import { translate, type Locale } from '@casona/proto/i18n/translate';
import { csvIssueLocation, csvLines, type TransactionCsvColumn } from '@casona/proto/validation/csv';
import type { LocalizedIssue, ValidationIssue } from '@casona/proto/validation/validate';

/** The problems of one line of the file (`line` null: the file as a whole, e.g. no transactions). */
export type ImportRowErrors = {
  line: number | null;
  /** The line's text as it is in the file, to show beside its problems. */
  text: string;
  problems: { field: TransactionCsvColumn | 'line' | 'file'; message: string }[];
};

/** proto's issues in the reader's language (the server sends its issues already translated). */
export function localizeCsvIssues(issues: readonly ValidationIssue[], locale: Locale): LocalizedIssue[] {
  return issues.map((issue) => ({ path: issue.path, message: translate(issue.key, locale, issue.params) }));
}

/**
 * The 1-based file line of each data row, in order: blank lines are skipped and the first non-blank
 * line is the header, as proto's checkTransactionCsv counts them.
 */
export function dataRowLines(lines: readonly string[]): number[] {
  const rows: number[] = [];
  let headerSeen = false;
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    if (headerSeen) rows.push(i + 1);
    headerSeen = true;
  });
  return rows;
}

/** Groups import problems by the file line they point at, lines in order, the file's own first. */
export function importErrorsByRow(issues: readonly LocalizedIssue[], text: string): ImportRowErrors[] {
  const lines = csvLines(text);
  const rowLines = dataRowLines(lines);
  const byLine = new Map<number | null, ImportRowErrors>();
  for (const issue of issues) {
    // csvIssueLocation reads the path alone.
    const where = csvIssueLocation({ path: issue.path, key: 'csv.invalidFile', params: {} });
    const line = where.line ?? (where.index === undefined ? null : (rowLines[where.index - 1] ?? null));
    let row = byLine.get(line);
    if (!row) {
      row = { line, text: line === null ? '' : (lines[line - 1] ?? ''), problems: [] };
      byLine.set(line, row);
    }
    row.problems.push({
      field: line === null ? 'file' : (where.field as TransactionCsvColumn | 'line'),
      message: issue.message,
    });
  }
  return [...byLine.values()].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}
