/**
 * The CSV import (§5, issue 14): the file is parsed as it streams in (csv-parse), each record is
 * checked with proto's rules while later ones are still arriving, and valid rows are written in
 * batches inside one transaction — which is rolled back when any row was wrong, so a file with one
 * bad row stores nothing and the answer lists every problem at once. Memory stays flat whatever
 * the file's size: rows are written as they pass, and problems stop being listed after 1,000.
 */
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CsvError, parse, type InfoRecord, type Options } from 'csv-parse';
import {
  checkTransactionRecord,
  csvColumnCountIssue,
  type CsvTransaction,
  type ValidationIssue,
} from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import { payloadTooLarge } from '@casona/kit/errors/errors';
import { assertAllowed } from './access.ts';
import type { Deps } from './deps.ts';
import { insertMany } from './transaction-store.ts';
import { auditImport } from './transactions.ts';

/** Rows written per statement. */
export const IMPORT_BATCH = 5000;
/** Problems listed in one answer; the rest are only counted. */
export const MAX_LISTED_ISSUES = 1000;

export type ImportOutcome =
  { ok: true; imported: number } | { ok: false; issues: ValidationIssue[]; more: number };

class Rejected extends Error {
  readonly issues: ValidationIssue[];
  readonly more: number;
  constructor(issues: ValidationIssue[], more: number) {
    super('csv rejected');
    this.issues = issues;
    this.more = more;
  }
}

/** Counts bytes and fails past `max` (the gateway limits the body too, by the service's bodyLimit). */
function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(payloadTooLarge());
      else done(null, chunk);
    },
  });
}

export async function importCsv(
  deps: Deps,
  auth: AuthContext,
  propertyId: string,
  body: Readable,
  maxBytes: number,
): Promise<ImportOutcome> {
  await assertAllowed(deps, auth, propertyId, 'transaction', 'insert');
  const now = deps.now();
  try {
    const imported = await deps.db.tx(async (client) => {
      const issues: ValidationIssue[] = [];
      let more = 0;
      const report = (issue: ValidationIssue) => {
        if (issues.length < MAX_LISTED_ISSUES) issues.push(issue);
        else more++;
      };
      let batch: CsvTransaction[] = [];
      let stored = 0;
      let header = false;
      let index = 0;

      // Each record is checked inside the parser (csv-parse's on_record), so only valid rows travel on.
      const parser = parse({
        bom: true,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        // csv-parse types a record filter as returning records; ours returns the checked row.
        on_record: ((record: string[], context: InfoRecord): CsvTransaction | null => {
          if (!header) {
            header = true;
            return null;
          }
          if (record.every((cell) => cell.trim() === '')) return null;
          index++;
          const shape = csvColumnCountIssue(context.lines, record.length);
          if (shape) {
            report(shape);
            return null;
          }
          const checked = checkTransactionRecord(record, index);
          if (!checked.ok) {
            for (const issue of checked.issues) report(issue);
            return null;
          }
          return issues.length > 0 || more > 0 ? null : checked.transaction;
        }) as unknown as Options['on_record'],
      });
      const reading = pipeline(body, byteLimit(maxBytes), parser).catch((err: unknown) => {
        parser.destroy(err as Error);
      });
      // One batch is written while the next is parsed: PostgreSQL and the parser share the work.
      let writing: Promise<void> = Promise.resolve();
      const write = (rows: CsvTransaction[]) =>
        writing.then(async () => {
          stored += await insertMany(client, propertyId, rows, now);
        });
      try {
        for await (const transaction of parser as AsyncIterable<CsvTransaction>) {
          if (issues.length > 0 || more > 0) continue;
          batch.push(transaction);
          if (batch.length >= IMPORT_BATCH) {
            await writing;
            writing = write(batch);
            // Handled here so a failed write waits, unreported, for the next await to throw it.
            writing.catch(() => undefined);
            batch = [];
          }
        }
      } catch (err) {
        if (!(err instanceof CsvError)) throw err;
        report({ path: `/lines/${Math.max(1, Number(err.lines) || 1)}`, key: 'csv.invalidFile', params: {} });
      } finally {
        // Never leave a write running on the transaction's connection.
        await writing.catch(() => undefined);
      }
      await writing;
      await reading;
      if (issues.length === 0 && index === 0) report({ path: '/file', key: 'csv.empty', params: {} });
      if (issues.length > 0) throw new Rejected(issues, more);
      await write(batch);
      await auditImport(deps, client, auth, propertyId, 'CSV', stored);
      return stored;
    });
    return { ok: true, imported };
  } catch (err) {
    if (err instanceof Rejected) return { ok: false, issues: err.issues, more: err.more };
    throw err;
  }
}
