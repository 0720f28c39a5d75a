/**
 * Checks a large CSV with proto's rules a slice at a time, so the page can show how far it got and
 * stay responsive (100,000 rows, §5's goal) — the same issues, line numbers and transaction indexes
 * as proto's `checkTransactionCsv` over the whole file. Each slice is checked as a file of its own
 * (a placeholder header and the slice's lines); its issues are moved back to the file's line numbers
 * and transaction indexes.
 */
import { checkTransactionCsv, csvLines, type CsvTransaction } from '@casona/proto/validation/csv';
import type { ValidationIssue } from '@casona/proto/validation/validate';

export const CHUNK_LINES = 5_000;

/** Moves a slice's issue to the whole file: lines shift by `lineOffset`, transactions by `indexOffset`. */
export function shiftIssue(issue: ValidationIssue, lineOffset: number, indexOffset: number): ValidationIssue {
  const line = /^\/lines\/(\d+)$/.exec(issue.path);
  if (line) {
    const n = Number(line[1]) + lineOffset;
    return { ...issue, path: `/lines/${n}`, params: { ...issue.params, line: n } };
  }
  const row = /^\/transactions\/(\d+)\/(\w+)$/.exec(issue.path);
  if (row) {
    const i = Number(row[1]) + indexOffset;
    return { ...issue, path: `/transactions/${i}/${row[2]}`, params: { ...issue.params, index: i + 1 } };
  }
  return issue;
}

export type ChunkedResult =
  { ok: true; transactions: CsvTransaction[] } | { ok: false; issues: ValidationIssue[] };

/**
 * Checks `text` slice by slice, calling `onProgress(done, total)` (data lines) after each and
 * yielding to the browser between slices; `signal` stops it (a new file was picked).
 */
export async function checkCsvInChunks(
  text: string,
  onProgress: (done: number, total: number) => void = () => {},
  signal?: AbortSignal,
  chunkLines = CHUNK_LINES,
): Promise<ChunkedResult> {
  const lines = csvLines(text);
  const header = lines.findIndex((l) => l.trim() !== '');
  if (header < 0) return { ok: false, issues: [{ path: '/file', key: 'csv.empty', params: {} }] };
  const issues: ValidationIssue[] = [];
  const transactions: CsvTransaction[] = [];
  const total = lines.length - header - 1;
  let rowsBefore = 0;
  for (let start = header + 1; start < lines.length; start += chunkLines) {
    if (signal?.aborted) throw signal.reason;
    const slice = lines.slice(start, start + chunkLines);
    const rows = slice.filter((l) => l.trim() !== '').length;
    if (rows > 0) {
      // Line k of the slice file (1 = the placeholder header) is the file's line start + k - 1.
      const result = checkTransactionCsv(['header', ...slice]);
      if (result.ok) transactions.push(...result.transactions);
      else issues.push(...result.issues.map((issue) => shiftIssue(issue, start - 1, rowsBefore)));
    }
    rowsBefore += rows;
    onProgress(Math.min(total, start + chunkLines - header - 1), total);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  if (issues.length > 0) return { ok: false, issues };
  if (transactions.length === 0)
    return { ok: false, issues: [{ path: '/file', key: 'csv.empty', params: {} }] };
  return { ok: true, transactions };
}
