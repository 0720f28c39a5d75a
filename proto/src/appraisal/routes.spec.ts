import { describe, expect, it } from 'vitest';
import { appraisalAdmin, appraisalItems, appraisals, furnishingQueries } from './routes.ts';

const TABLES = { appraisals, appraisalAdmin, appraisalItems, furnishingQueries };
const all = Object.values(TABLES).flatMap((table) => Object.values(table));

describe("the appraisal service's route tables", () => {
  it('declare each method and path once across the four tables', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(12);
  });

  it('keep the appraisal and its feedback public (the id is the link), staff tools to staff, furnishing to the signed in', () => {
    for (const r of [
      appraisals.create,
      appraisals.get,
      appraisals.feedback,
      appraisals.getPresentation,
      appraisals.presentationPdf,
    ])
      expect(r.auth).toBe('public');
    expect(appraisals.presentation.auth).toBe('staff');
    expect(appraisalAdmin.list.auth).toBe('staff');
    for (const r of Object.values(appraisalItems)) expect(r.auth).toBe('staff');
    for (const r of Object.values(furnishingQueries)) expect(r.auth).toBe('signedIn');
  });

  it('document 401 and 403 wherever a caller is checked, and 400 on every body', () => {
    for (const r of all.filter((r) => r.auth !== 'public'))
      expect(r.errors).toEqual(expect.arrayContaining([401, 403]));
    for (const r of all.filter((r) => r.body)) expect(r.errors).toContain(400);
  });
});
