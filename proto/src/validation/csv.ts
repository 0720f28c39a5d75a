/**
 * CSV import of transactions (§5), the one set of rules the finance service applies to a file as it
 * streams in and the SPA applies as a person picks one: the header row is ignored, a line with the
 * wrong number of commas is reported by line number, and each transaction's fields are checked and
 * reported by transaction index (1 = the first row after the header) — every problem at once. The
 * import is all or nothing: any issue rejects the file.
 *
 * Columns, in order: date, name, amount, category, expense, method, type. A field takes the code
 * (`ELECTRICITY`) or its Spanish or English name ("Luz", "Electricidad", "Electricity"), in any case
 * and with or without accents; dates are ISO (2026-03-31) or as Mexican banks export them
 * (31/03/2026); amounts may carry a peso sign and thousands commas ("$1,250.50", quoted).
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
import {
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_EXPENSE_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
  type FinanceLabel,
} from '../finance/labels.ts';
import type { MessageKey } from '../i18n/messages.ts';
import type { ValidationIssue } from './validate.ts';

/** Column order of the import file; `name` becomes the transaction's subject. */
export const TRANSACTION_CSV_COLUMNS = [
  'date',
  'name',
  'amount',
  'category',
  'expense',
  'method',
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

/** Lower case, no accents, single spaces for runs of spaces, underscores and hyphens. */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

function lookup<T extends string>(
  codes: readonly T[],
  labels: Readonly<Record<T, FinanceLabel>>,
): ReadonlyMap<string, T> {
  const map = new Map<string, T>();
  for (const code of codes) {
    const label = labels[code];
    for (const name of [code, label.en, label.es, ...(label.aliases ?? [])])
      map.set(normalizeName(name), code);
  }
  return map;
}

/**
 * A name → code reader. A file repeats the same few spellings thousands of times, so each raw cell
 * is normalized once and remembered (up to 1,000 spellings, so a hostile file cannot grow it).
 */
function reader<T extends string>(names: ReadonlyMap<string, T>): (value: string) => T | null {
  const seen = new Map<string, T | null>();
  return (value) => {
    const hit = seen.get(value);
    if (hit !== undefined) return hit;
    const code = names.get(normalizeName(value)) ?? null;
    if (seen.size < 1000) seen.set(value, code);
    return code;
  };
}

export const parseCsvCategory: (v: string) => TransactionCategory | null = reader(
  lookup(TRANSACTION_CATEGORIES, TRANSACTION_CATEGORY_LABELS),
);
export const parseCsvExpense: (v: string) => TransactionExpense | null = reader(
  lookup(TRANSACTION_EXPENSES, TRANSACTION_EXPENSE_LABELS),
);
export const parseCsvMethod: (v: string) => TransactionMethod | null = reader(
  lookup(TRANSACTION_METHODS, TRANSACTION_METHOD_LABELS),
);
export const parseCsvType: (v: string) => TransactionType | null = reader(
  lookup(TRANSACTION_TYPES, TRANSACTION_TYPE_LABELS),
);

const AMOUNT = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?$/;

/** "1250", "1,250.50", "$ 1,250.5" → the number; null for anything else (letters, negatives, 3 decimals). */
export function parseCsvAmount(value: string): number | null {
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  return Number(match[1]!.replaceAll(',', '') + (match[2] ?? ''));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MX_DATE = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;

/** "2026-03-31" or "31/03/2026" (also 31-03-2026 and 1/3/2026) → "2026-03-31"; null when not a real day of 1900–2100. */
export function parseCsvDate(value: string): string | null {
  const v = value.trim();
  let y: number, m: number, d: number;
  const iso = ISO_DATE.exec(v);
  const mx = iso ? null : MX_DATE.exec(v);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (mx) [d, m, y] = [Number(mx[1]), Number(mx[2]), Number(mx[3])];
  else return null;
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = m === 2 ? (leap ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
  if (d > days) return null;
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** A line whose cell count is not the seven columns: the issue naming the line (null when right). */
export function csvColumnCountIssue(line: number, found: number): ValidationIssue | null {
  const expected = TRANSACTION_CSV_COLUMNS.length;
  if (found === expected) return null;
  return { path: `/lines/${line}`, key: 'csv.columnCount', params: { line, found, expected } };
}

/**
 * Checks the seven cells of data row number `index` (1-based): the transaction, or every field's
 * problem at once (paths `/transactions/<index − 1>/<column>`).
 */
export function checkTransactionRecord(
  cells: readonly string[],
  index: number,
): { ok: true; transaction: CsvTransaction } | { ok: false; issues: ValidationIssue[] } {
  const [
    dateText = '',
    name = '',
    amountText = '',
    categoryText = '',
    expenseText = '',
    methodText = '',
    typeText = '',
  ] = cells;
  const issues: ValidationIssue[] = [];
  const fail = (field: TransactionCsvColumn, key: MessageKey, params: Record<string, string | number> = {}) =>
    issues.push({ path: `/transactions/${index - 1}/${field}`, key, params: { index, ...params } });

  const date = parseCsvDate(dateText);
  if (!date) fail('date', 'csv.date');
  const subject = name.trim();
  // PostgreSQL text cannot hold NUL: a name carrying one is as invalid as an empty one.
  if (subject === '' || subject.length > TEXT_MAX || subject.includes('\u0000'))
    fail('name', 'csv.name', { max: TEXT_MAX });
  const amount = parseCsvAmount(amountText);
  if (amount === null || amount < TRANSACTION_AMOUNT_MIN || amount > TRANSACTION_AMOUNT_MAX)
    fail('amount', 'csv.amount', { min: TRANSACTION_AMOUNT_MIN, max: TRANSACTION_AMOUNT_MAX });
  const category = parseCsvCategory(categoryText);
  if (!category) fail('category', 'csv.category');
  const expense = parseCsvExpense(expenseText);
  if (!expense) fail('expense', 'csv.expense');
  const method = parseCsvMethod(methodText);
  if (!method) fail('method', 'csv.method');
  const type = parseCsvType(typeText);
  if (!type) fail('type', 'csv.type');

  if (issues.length > 0 || !date || amount === null || !category || !expense || !method || !type)
    return { ok: false, issues };
  return { ok: true, transaction: { amount, category, date, expense, method, subject, type } };
}

/** Where an import issue points: the file's line, or the transaction's number and its column. */
export function csvIssueLocation(issue: ValidationIssue): { line?: number; index?: number; field: string } {
  const line = /^\/lines\/(\d+)$/.exec(issue.path);
  if (line) return { line: Number(line[1]), field: 'line' };
  const row = /^\/transactions\/(\d+)\/(\w+)$/.exec(issue.path);
  if (row) return { index: Number(row[1]) + 1, field: row[2]! };
  return { field: 'file' };
}

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

/**
 * Checks a whole file held in memory (the SPA, as a person picks it). `lines` are the file's
 * physical lines, header first; `rows` the cells of each line as a CSV parser produced them (same
 * indexes; a line's cells are split here when absent). Blank lines are skipped but still counted.
 */
export function checkTransactionCsv(
  lines: readonly string[],
  rows?: readonly (readonly string[] | null)[],
): CsvResult {
  const issues: ValidationIssue[] = [];
  const transactions: CsvTransaction[] = [];
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
    const cells = rows?.[i] ?? splitCsvLine(line);
    const shape = csvColumnCountIssue(i + 1, cells?.length ?? 0);
    if (cells === null || shape) {
      issues.push(
        shape ?? {
          path: `/lines/${i + 1}`,
          key: 'csv.columnCount',
          params: { line: i + 1, found: 0, expected: 7 },
        },
      );
      continue;
    }
    const checked = checkTransactionRecord(cells, index);
    if (checked.ok) transactions.push(checked.transaction);
    else issues.push(...checked.issues);
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
