import { describe, expect, it } from 'vitest';
import { creditEligibility, isCurrent, type CreditLimitRow } from './credit.ts';
import type { FileFacts } from './status.ts';

let n = 0;
const file = (
  type: FileFacts['type'],
  dates: { validFrom?: string | null; validTo?: string | null; createdAt?: string } = {},
): FileFacts => ({
  id: `f${++n}`,
  type,
  validFrom: dates.validFrom ?? null,
  validTo: dates.validTo ?? null,
  createdAt: new Date(`${dates.createdAt ?? '2026-05-01'}T12:00:00Z`),
});

const limits: CreditLimitRow[] = [
  { program: 'INFONAVIT', propertyType: 'HOUSE', maxPrice: 2_830_672.54 },
  { program: 'COFINAVIT', propertyType: 'HOUSE', maxPrice: 5_095_000 },
  { program: 'INFONAVIT', propertyType: 'APARTMENT', maxPrice: 2_830_672.54 },
  { program: 'COFINAVIT', propertyType: 'APARTMENT', maxPrice: 5_095_000 },
];
const today = '2026-06-01';
const complete = [
  file('PROPERTY_DEEDS', { validTo: '2030-01-01' }),
  file('PREDIAL', { validFrom: '2026-01-15' }),
  file('WATER_BILL', { validFrom: '2026-04-01', validTo: '2026-06-30' }),
];

const failing = (verdict: ReturnType<typeof creditEligibility>) =>
  verdict.conditions.filter((c) => !c.ok).map((c) => c.key);

describe('apta para crédito', () => {
  it('is eligible for both programs under the INFONAVIT limit, for COFINAVIT only above it', () => {
    const low = creditEligibility({
      files: complete,
      today,
      propertyType: 'HOUSE',
      price: 2_500_000,
      limits,
    });
    expect(low).toMatchObject({ eligible: true, programs: ['COFINAVIT', 'INFONAVIT'] });
    expect(failing(low)).toEqual([]);
    const mid = creditEligibility({
      files: complete,
      today,
      propertyType: 'APARTMENT',
      price: 4_000_000,
      limits,
    });
    expect(mid).toMatchObject({ eligible: true, programs: ['COFINAVIT'] });
  });

  it('is not eligible above every limit, naming the highest one', () => {
    const high = creditEligibility({
      files: complete,
      today,
      propertyType: 'HOUSE',
      price: 6_000_000,
      limits,
    });
    expect(high.eligible).toBe(false);
    expect(high.conditions.find((c) => !c.ok)).toEqual({
      key: 'credit.priceOverLimit',
      ok: false,
      params: { max: 5_095_000 },
    });
  });

  it('needs the deeds valid, predial and water bill current', () => {
    const base = { today, propertyType: 'HOUSE' as const, price: 2_000_000, limits };
    expect(failing(creditEligibility({ ...base, files: complete.slice(1) }))).toEqual([
      'credit.deedsMissing',
    ]);
    const expiredDeeds = [file('PROPERTY_DEEDS', { validTo: '2026-05-31' }), ...complete.slice(1)];
    expect(failing(creditEligibility({ ...base, files: expiredDeeds }))).toEqual(['credit.deedsMissing']);
    const oldPredial = [complete[0]!, file('PREDIAL', { validFrom: '2025-05-31' }), complete[2]!];
    expect(failing(creditEligibility({ ...base, files: oldPredial }))).toEqual(['credit.predialNotCurrent']);
    expect(creditEligibility({ ...base, files: oldPredial }).programs).toEqual([]);
    const lapsedWater = [...complete.slice(0, 2), file('WATER_BILL', { validTo: '2026-05-31' })];
    expect(failing(creditEligibility({ ...base, files: lapsedWater }))).toEqual([
      'credit.waterBillNotCurrent',
    ]);
  });

  it('says so when the type is not financed or the price is unknown', () => {
    expect(
      failing(
        creditEligibility({
          files: complete,
          today,
          propertyType: 'GATED_COMMUNITY_HOUSE',
          price: 1e6,
          limits,
        }),
      ),
    ).toEqual(['credit.typeNotFinanced']);
    expect(
      failing(creditEligibility({ files: complete, today, propertyType: null, price: null, limits })),
    ).toEqual(['credit.priceUnknown']);
  });

  it('counts a bill without an end as current for its period from its date, or its upload', () => {
    expect(isCurrent([file('WATER_BILL', { validFrom: '2026-03-01' })], 'WATER_BILL', today)).toBe(true);
    expect(isCurrent([file('WATER_BILL', { validFrom: '2026-02-28' })], 'WATER_BILL', today)).toBe(false);
    expect(isCurrent([file('WATER_BILL', { createdAt: '2026-04-02' })], 'WATER_BILL', today)).toBe(true);
    expect(isCurrent([], 'PREDIAL', today)).toBe(false);
  });
});
