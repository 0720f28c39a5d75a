import { describe, expect, it } from 'vitest';
import { parseTransactionCsv } from '@casona/proto/validation/csv';

import { dataRowLines, importErrorsByRow, localizeCsvIssues } from './import-errors.ts';

const HEADER = 'date,name,amount,category,expense,method,type';
const good = '2026-03-01,Recibo de luz,850,Luz,OPEX,Transferencia,Egreso';

describe('import errors by row', () => {
  it('counts data rows after the header, skipping blank lines but keeping their line numbers', () => {
    expect(dataRowLines(['', HEADER, good, '', good, '  '])).toEqual([3, 5]);
  });

  it('puts each of two bad rows’ problems beside its own file line, in Spanish and English', () => {
    const text = [
      HEADER,
      good,
      '',
      '2026-02-30,Agua,850,Agua,OPEX,Efectivo,Egreso',
      good,
      `2026-03-02,,0,${'x'},OPEX,Efectivo,Egreso`,
    ].join('\n');
    const result = parseTransactionCsv(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const es = importErrorsByRow(localizeCsvIssues(result.issues, 'es'), text);
    expect(es.map((r) => r.line)).toEqual([4, 6]);
    expect(es[0]!.text).toContain('2026-02-30');
    expect(es[0]!.problems.map((p) => p.field)).toEqual(['date']);
    expect(es[1]!.problems.map((p) => p.field)).toEqual(['name', 'amount', 'category']);
    const en = importErrorsByRow(localizeCsvIssues(result.issues, 'en'), text);
    expect(en[0]!.problems[0]!.message).toMatch(/Transaction 2/);
    expect(es[0]!.problems[0]!.message).not.toBe(en[0]!.problems[0]!.message);
    for (const row of [...es, ...en]) for (const p of row.problems) expect(p.message).not.toMatch(/csv\./);
  });

  it('reports a line with the wrong number of commas by that line', () => {
    const text = `${HEADER}\n${good}\n2026-03-01,Luz,850\n`;
    const rows = importErrorsByRow([{ path: '/lines/3', message: 'La línea 3 tiene 3 columnas' }], text);
    expect(rows).toEqual([
      {
        line: 3,
        text: '2026-03-01,Luz,850',
        problems: [{ field: 'line', message: 'La línea 3 tiene 3 columnas' }],
      },
    ]);
  });

  it('maps the server’s already translated issues the same way, and file-wide ones first', () => {
    const text = `${HEADER}\n${good}\n${good}\n`;
    const rows = importErrorsByRow(
      [
        { path: '/transactions/1/amount', message: 'Transaction 2: the amount…' },
        { path: '/file', message: 'Please upload one valid CSV file.' },
      ],
      text,
    );
    expect(rows.map((r) => [r.line, r.problems[0]!.field])).toEqual([
      [null, 'file'],
      [3, 'amount'],
    ]);
  });

  it('keeps a row the file does not have as a file-wide problem instead of dropping it', () => {
    const rows = importErrorsByRow([{ path: '/transactions/9/date', message: 'x' }], `${HEADER}\n${good}`);
    expect(rows).toEqual([{ line: null, text: '', problems: [{ field: 'file', message: 'x' }] }]);
  });
});
