import { describe, expect, it } from 'vitest';
import { routeOf } from '../routing.ts';
import {
  financeCommissions,
  financeEarnings,
  financeLeases,
  financeTables,
  financeTransactions,
} from './routes.ts';

const TABLES = { financeTransactions, financeLeases, financeCommissions, financeEarnings, financeTables };
const all = Object.values(TABLES).flatMap((table) => Object.values(table));

describe("the finance service's route tables", () => {
  it('declare each method and path once', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(27);
  });

  it('route every path to finance through the gateway', () => {
    for (const r of all) expect(routeOf(r.path.slice(1))?.service, r.path).toBe('finance');
  });

  it('need a session everywhere, staff for the shared tables and closing months, and document 401', () => {
    for (const r of all) {
      expect(r.auth).not.toBe('public');
      expect(r.errors).toContain(401);
    }
    expect(financeEarnings.closeMonth.auth).toBe('staff');
    expect(financeTables.upsertExchangeRate.auth).toBe('staff');
    expect(financeTables.updateWithholdingRate.auth).toBe('staff');
    expect(financeTransactions.adminTransactions.auth).toBe('staff');
  });

  it('take the CSV import as text/csv', () => {
    expect(financeTransactions.importTransactions.consumes).toEqual(['text/csv']);
  });
});
