import { describe, expect, it } from 'vitest';
import {
  checkTransactionRecord as checkRecord,
  csvColumnCountIssue as columnCountIssue,
  csvIssueLocation,
  parseCsvAmount as parseAmount,
  parseCsvCategory as parseCategory,
  parseCsvDate as parseDate,
  parseCsvMethod as parseMethod,
  parseCsvType as parseType,
} from './csv.ts';

describe('CSV import rules (§5)', () => {
  it('takes ISO dates and dd/mm/yyyy as Mexican banks export them, and only real days', () => {
    expect(parseDate('2026-03-31')).toBe('2026-03-31');
    expect(parseDate('31/03/2026')).toBe('2026-03-31');
    expect(parseDate('1/3/2026')).toBe('2026-03-01');
    expect(parseDate('31-03-2026')).toBe('2026-03-31');
    expect(parseDate('29/02/2028')).toBe('2028-02-29');
    expect(parseDate('29/02/2026')).toBeNull();
    expect(parseDate('03/31/2026')).toBeNull(); // month 31: US order is not a Mexican date
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('ayer')).toBeNull();
    expect(parseDate('')).toBeNull();
  });

  it('takes amounts with a peso sign and thousands commas, two decimals at most', () => {
    expect(parseAmount('1250')).toBe(1250);
    expect(parseAmount('$1,250.50')).toBe(1250.5);
    expect(parseAmount(' 100,000 ')).toBe(100000);
    expect(parseAmount('12,50')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('1e3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('names categories, methods and types by code, Spanish or English, with or without accents', () => {
    expect(parseCategory('ELECTRICITY')).toBe('ELECTRICITY');
    expect(parseCategory('Luz')).toBe('ELECTRICITY');
    expect(parseCategory('electricidad')).toBe('ELECTRICITY');
    expect(parseCategory('Building fee')).toBe('BUILDING_FEE');
    expect(parseCategory('building_fee')).toBe('BUILDING_FEE');
    expect(parseCategory('Instalacion inicial')).toBe('INITIAL_SETUP');
    expect(parseCategory('Predial')).toBe('PREDIAL');
    expect(parseCategory('Comida')).toBeNull();
    expect(parseMethod('Tarjeta de crédito')).toBe('CREDIT_CARD');
    expect(parseMethod('SPEI')).toBe('WIRE_TRANSFER');
    expect(parseMethod('PayPal')).toBeNull();
    expect(parseType('Egreso')).toBe('EGRESS');
    expect(parseType('ingreso')).toBe('INCOME');
    expect(parseType('EXPENSE')).toBe('EGRESS');
    expect(parseType('both')).toBeNull();
  });

  it('names the line whose comma count is wrong', () => {
    expect(columnCountIssue(4, 7)).toBeNull();
    const issue = columnCountIssue(4, 6)!;
    expect(issue).toEqual({
      path: '/lines/4',
      key: 'csv.columnCount',
      params: { line: 4, found: 6, expected: 7 },
    });
    expect(csvIssueLocation(issue)).toEqual({ line: 4, field: 'line' });
  });

  it('checks a good row into the transaction to store', () => {
    expect(
      checkRecord(['31/01/2026', ' Recibo CFE ', '$1,480.00', 'Luz', 'OPEX', 'Efectivo', 'Egreso'], 1),
    ).toEqual({
      ok: true,
      transaction: {
        date: '2026-01-31',
        subject: 'Recibo CFE',
        amount: 1480,
        category: 'ELECTRICITY',
        expense: 'OPEX',
        method: 'CASH',
        type: 'EGRESS',
      },
    });
  });

  it('reports every bad field of a row at once, by transaction number', () => {
    const result = checkRecord(['31/02/2026', '', '0', 'Comida', 'GASTO', 'PayPal', 'Ambos'], 7);
    const issues = result.ok ? [] : result.issues;
    expect(
      issues.map((i) => {
        const at = csvIssueLocation(i);
        return [at.index, at.field, i.key];
      }),
    ).toEqual([
      [7, 'date', 'csv.date'],
      [7, 'name', 'csv.name'],
      [7, 'amount', 'csv.amount'],
      [7, 'category', 'csv.category'],
      [7, 'expense', 'csv.expense'],
      [7, 'method', 'csv.method'],
      [7, 'type', 'csv.type'],
    ]);
    expect(issues.find((i) => i.path === '/transactions/6/amount')!.params).toEqual({
      index: 7,
      min: 1,
      max: 100000,
    });
    const long = checkRecord(['2026-01-01', 'x'.repeat(301), '100001', 'RENT', 'OPEX', 'CASH', 'INCOME'], 2);
    expect(long.ok ? [] : long.issues.map((i) => i.path)).toEqual([
      '/transactions/1/name',
      '/transactions/1/amount',
    ]);
  });
});
