import { describe, expect, it } from 'vitest';
import { parseTransactionCsv } from '@casona/proto/validation/csv';

import { checkCsvInChunks, shiftIssue } from './check-in-chunks.ts';

const HEADER = 'date,name,amount,category,expense,method,type';
const good = (n: number) => `2026-03-01,Pago ${n},${(n % 900) + 1},Luz,OPEX,Efectivo,Egreso`;

describe('checking a CSV in slices', () => {
  it('finds exactly what proto finds over the whole file, at any slice size', async () => {
    const lines = ['', HEADER];
    for (let n = 1; n <= 60; n++) {
      if (n === 7) lines.push('2026-02-30,Agua,850,Agua,OPEX,Efectivo,Egreso');
      else if (n === 13) lines.push('2026-03-01,Luz,850');
      else if (n === 20) lines.push('', good(n));
      else if (n === 41) lines.push('2026-03-01,,200000,Nada,OPEX,Efectivo,Egreso');
      else lines.push(good(n));
    }
    const text = lines.join('\n');
    const whole = parseTransactionCsv(text);
    expect(whole.ok).toBe(false);
    for (const size of [1, 3, 7, 16, 1000]) {
      await expect(checkCsvInChunks(text, undefined, undefined, size)).resolves.toEqual(whole);
    }
  });

  it('returns the same transactions for a good file and reports progress up to the end', async () => {
    const text = [HEADER, ...Array.from({ length: 25 }, (_, i) => good(i + 1))].join('\r\n');
    const seen: [number, number][] = [];
    const result = await checkCsvInChunks(text, (done, total) => seen.push([done, total]), undefined, 10);
    expect(result).toEqual(parseTransactionCsv(text));
    expect(seen).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
  });

  it('says the file is empty when it has no transactions', async () => {
    for (const text of ['', HEADER, `${HEADER}\n\n`]) {
      const result = await checkCsvInChunks(text);
      expect(result).toEqual({ ok: false, issues: [{ path: '/file', key: 'csv.empty', params: {} }] });
    }
  });

  it('stops when the pick is abandoned', async () => {
    const controller = new AbortController();
    controller.abort(new Error('another file'));
    await expect(checkCsvInChunks(`${HEADER}\n${good(1)}`, undefined, controller.signal)).rejects.toThrow(
      'another file',
    );
  });

  it('moves a slice issue to the file’s line and transaction number', () => {
    expect(
      shiftIssue(
        { path: '/lines/3', key: 'csv.columnCount', params: { line: 3, found: 2, expected: 7 } },
        10,
        5,
      ),
    ).toEqual({ path: '/lines/13', key: 'csv.columnCount', params: { line: 13, found: 2, expected: 7 } });
    expect(
      shiftIssue({ path: '/transactions/0/date', key: 'csv.date', params: { index: 1 } }, 10, 5),
    ).toEqual({
      path: '/transactions/5/date',
      key: 'csv.date',
      params: { index: 6 },
    });
  });
});
