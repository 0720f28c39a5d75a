/**
 * CSV import of transactions (§5): the header row is ignored, a line with the wrong number of
 * commas is reported by line number, and each transaction's fields are checked and reported by
 * transaction index (1 = the first row after the header). The import is all or nothing: any issue
 * rejects the file.
 */
import { TEXT_MAX, TRANSACTION_AMOUNT_MAX, TRANSACTION_AMOUNT_MIN } from '../constants.ts';
import {
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
  type TransactionCategory,
  type TransactionExpense,
  type TransactionMethod,
  type TransactionType,
} from '../enums.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { isIsoDate, parseNumericString } from './formats.ts';
import type { ValidationIssue } from './validate.ts';

/** Column order of the import file; `name` becomes the transaction's subject. */
export const TRANSACTION_CSV_COLUMNS = [
  'amount',
  'category',
  'date',
  'expense',
  'method',
  'name',
  'type',
] as const;
export type TransactionCsvColumn = (typeof TRANSACTION_CSV_COLUMNS)[number];
export const TRANSACTION_CSV_HEADER = TRANSACTION_CSV_COLUMNS.join(',');

export type CsvTransaction = {
  amount: number;
  category: TransactionCategory;
  date: string;
  expense: TransactionExpense;
  method: TransactionMethod;
  subject: string;
  type: TransactionType;
};

export type CsvResult =
  { ok: true; transactions: CsvTransaction[] } | { ok: false; issues: ValidationIssue[] };

/**
 * Splits one CSV line into cells (RFC 4180 quoting: `"a, b"` is one cell, `""` an escaped quote).
 * Null when a quote is left open.
 */
export function splitCsvLine(line: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        cell += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

/** The physical lines of a CSV text (BOM and CR removed). */
export function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/);
}

/** "credit card", "Credit-Card" → CREDIT_CARD. */
function enumCell<T extends string>(values: readonly T[], cell: string): T | undefined {
  const normalized = cell
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return values.find((v) => v === normalized);
}

/** "1500", "1,500.50", "$1,500.50" → number; NaN otherwise. */
function amountCell(cell: string): number {
  return parseNumericString(cell.trim().replace(/^\$\s*/, ''));
}

/**
 * Checks transaction rows. `lines` are the file's physical lines, header first; `rows` the cells
 * of each line as a CSV parser produced them (same indexes; a line's cells are split here when
 * absent). Blank lines are skipped but still counted for line numbers.
 */
export function checkTransactionCsv(
  lines: readonly string[],
  rows?: readonly (readonly string[] | null)[],
): CsvResult {
  const issues: ValidationIssue[] = [];
  const transactions: CsvTransaction[] = [];
  const expected = TRANSACTION_CSV_COLUMNS.length;
  let headerSeen = false;
  let index = 0;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() === '') continue;
    if (!headerSeen) {
      headerSeen = true;
      continue;
    }
    index++;
    const lineNumber = i + 1;
    const cells = rows?.[i] ?? splitCsvLine(line);
    if (cells === null || cells.length !== expected) {
      issues.push({
        path: `/lines/${lineNumber}`,
        key: 'csv.columnCount',
        params: { line: lineNumber, found: cells?.length ?? 0, expected },
      });
      continue;
    }
    const [
      amountText = '',
      categoryText = '',
      dateText = '',
      expenseText = '',
      methodText = '',
      name = '',
      typeText = '',
    ] = cells;
    const rowIssues: ValidationIssue[] = [];
    const fail = (
      field: TransactionCsvColumn,
      key: MessageKey,
      params: Record<string, string | number> = {},
    ) => rowIssues.push({ path: `/transactions/${index - 1}/${field}`, key, params: { index, ...params } });

    const amount = amountCell(amountText);
    if (!Number.isFinite(amount) || amount < TRANSACTION_AMOUNT_MIN || amount > TRANSACTION_AMOUNT_MAX) {
      fail('amount', 'csv.amount', { min: TRANSACTION_AMOUNT_MIN, max: TRANSACTION_AMOUNT_MAX });
    }
    const category = enumCell(TRANSACTION_CATEGORIES, categoryText);
    if (!category) fail('category', 'csv.category');
    const date = dateText.trim();
    if (!isIsoDate(date)) fail('date', 'csv.date');
    const expense = enumCell(TRANSACTION_EXPENSES, expenseText);
    if (!expense) fail('expense', 'csv.expense');
    const method = enumCell(TRANSACTION_METHODS, methodText);
    if (!method) fail('method', 'csv.method');
    const subject = name.trim();
    if (subject === '' || subject.length > TEXT_MAX) fail('name', 'csv.name', { max: TEXT_MAX });
    const type = enumCell(TRANSACTION_TYPES, typeText);
    if (!type) fail('type', 'csv.type');

    if (rowIssues.length > 0 || !category || !expense || !method || !type) {
      issues.push(...rowIssues);
      continue;
    }
    transactions.push({ amount, category, date, expense, method, subject, type });
  }

  if (issues.length > 0) return { ok: false, issues };
  if (transactions.length === 0)
    return { ok: false, issues: [{ path: '/file', key: 'csv.empty', params: {} }] };
  return { ok: true, transactions };
}

/** Parses and checks a whole CSV text. */
export function parseTransactionCsv(text: string): CsvResult {
  return checkTransactionCsv(csvLines(text));
}

/** §5 "one valid CSV only": exactly one file, named .csv or typed text/csv. */
export function checkCsvFiles(files: readonly { name: string; type?: string }[]): ValidationIssue[] {
  const [file] = files;
  const isCsv =
    file !== undefined &&
    (/\.csv$/i.test(file.name) || file.type === 'text/csv' || file.type === 'application/vnd.ms-excel');
  return files.length === 1 && isCsv ? [] : [{ path: '/file', key: 'csv.invalidFile', params: {} }];
}
