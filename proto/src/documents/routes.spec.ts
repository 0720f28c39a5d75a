import { describe, expect, it } from 'vitest';
import { routeOf } from '../routing.ts';
import { contractStates, creditEligibility, legalTexts, propertyFiles } from './routes.ts';

const TABLES = { propertyFiles, contractStates, legalTexts, creditEligibility };
const all = Object.values(TABLES).flatMap((table) => Object.values(table));

describe("the documents service's route tables", () => {
  it('declare each method and path once', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(21);
  });

  it('are all routed to documents by the gateway', () => {
    for (const r of all) expect(routeOf(r.path)?.service, r.path).toBe('documents');
  });

  it('keep the jobs run by hand and the publishing to staff; only reading texts, limits and the calendar is public', () => {
    expect(propertyFiles.reminder.auth).toBe('staff');
    expect(contractStates.autoRenew.auth).toBe('staff');
    expect(legalTexts.publishPrivacyPolicy.auth).toBe('staff');
    expect(legalTexts.publishTermsAndConditions.auth).toBe('staff');
    expect(creditEligibility.putLimits.auth).toBe('staff');
    const open = all.filter((r) => r.auth === 'public').map((r) => `${r.method} ${r.path}`);
    expect(open.sort()).toEqual(
      [
        'GET /credit_eligibility',
        'GET /credit_eligibility/limits',
        'GET /privacy_policy',
        'GET /property_file/calendar/:token',
        'GET /terms_and_conditions',
      ].sort(),
    );
  });

  it('document 401 and 403 wherever a caller is checked', () => {
    for (const r of all.filter((r) => r.auth !== 'public'))
      expect(r.errors).toEqual(expect.arrayContaining([401, 403]));
  });
});
