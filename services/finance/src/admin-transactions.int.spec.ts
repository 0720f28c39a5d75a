/**
 * The back office's transactions (GET /admin/transaction, issue 19) searched: `?q=` keeps those
 * whose subject or property name contains the words (the typed `%` and `_` taken as letters), with
 * the other filters and the count following; a bad page or search is a 400 in the caller's language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectListQueryRefusals, staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { createProperty, makeStaff, registerAccount, startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
let admin: string;
let tokens: { en: string; es: string };

beforeAll(async () => {
  h = await startHarness();
  admin = (await makeStaff(h, await registerAccount(h), 'ADMIN')).accessToken;
  tokens = await staffTokensByLanguage(h);
  const colibri = await createProperty(h, null, 'Casa Colibrí');
  const roma = await createProperty(h, null, 'Depa Roma');
  const insert = (propertyId: string, subject: string, category: string, date: string) =>
    h.sql(
      `INSERT INTO property_transaction (transaction_id, property_id, amount, category, date, expense, method, subject,
                                         type, created_at)
       VALUES ($1, $2, 500, $3, $4, 'OPEX', 'CASH', $5, 'EGRESS', now())`,
      [randomUUID(), propertyId, category, date, subject],
    );
  await insert(colibri, 'Limpieza de alberca', 'CLEANING', '2026-03-01');
  await insert(colibri, 'Recibo de luz 100% pagado', 'ELECTRICITY', '2026-03-02');
  await insert(roma, 'Limpieza general', 'CLEANING', '2026-03-03');
  await insert(roma, 'Predial 2026', 'PREDIAL', '2026-03-04');
}, 120_000);
afterAll(async () => h?.stop());

const subjects = async (query: string) => {
  const res = await h.call('GET', `/api/v1/admin/transaction?${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    total: res.body.total as number,
    subjects: (res.body.items as { subject: string }[]).map((t) => t.subject),
  };
};

describe('the back office’s transactions searched', () => {
  it('finds the words in the subject or the property’s name, whatever their case', async () => {
    expect(await subjects('q=LIMPIEZA')).toEqual({
      total: 2,
      subjects: ['Limpieza general', 'Limpieza de alberca'],
    });
    expect(await subjects('q=roma')).toEqual({ total: 2, subjects: ['Predial 2026', 'Limpieza general'] });
    expect(await subjects('q=100%25')).toEqual({ total: 1, subjects: ['Recibo de luz 100% pagado'] });
    expect((await subjects('q=%25%25')).total).toBe(0);
    expect((await subjects('')).total).toBe(4);
  });

  it('searches within the other filters', async () => {
    expect(await subjects('q=limpieza&from=2026-03-02')).toEqual({
      total: 1,
      subjects: ['Limpieza general'],
    });
    expect(await subjects('q=colibr&category=ELECTRICITY')).toEqual({
      total: 1,
      subjects: ['Recibo de luz 100% pagado'],
    });
  });

  it('refuses a bad page or search in the caller’s language', async () => {
    await expectListQueryRefusals(h.call, '/api/v1/admin/transaction', tokens);
  });
});
