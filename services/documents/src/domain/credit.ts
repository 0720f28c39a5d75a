/**
 * "Apta para crédito INFONAVIT / COFINAVIT": a property is eligible pending appraisal when its
 * deeds are on file and valid, its predial and water bill are current, and its type and price fit
 * the published limits. Every condition is answered, met or not, so the property page can show the
 * reasons.
 */
import type { CreditProgram, FileType, MessageKey, PropertyType } from '@casona/proto';
import { addMonths, standingOf } from './schedule.ts';
import type { FileFacts } from './status.ts';

/**
 * A bill without valid_to is current this many months from its date (valid_from, else its
 * upload): predial is paid yearly, water is billed every two months (one month of grace).
 */
export const CURRENT_MONTHS: Partial<Record<FileType, number>> = { PREDIAL: 12, WATER_BILL: 3 };

export interface CreditLimitRow {
  program: CreditProgram;
  propertyType: PropertyType;
  maxPrice: number;
}

export interface CreditInput {
  files: readonly FileFacts[];
  today: string;
  propertyType: PropertyType | null;
  price: number | null;
  limits: readonly CreditLimitRow[];
}

export interface CreditCondition {
  key: MessageKey;
  ok: boolean;
  params: Record<string, string | number>;
}

export interface CreditVerdict {
  eligible: boolean;
  programs: CreditProgram[];
  conditions: CreditCondition[];
}

const isoOf = (date: Date) => date.toISOString().slice(0, 10);

function onFile(files: readonly FileFacts[], type: FileType, today: string): FileFacts[] {
  return files.filter((f) => f.type === type && standingOf(f.type, f.validTo, today) !== 'EXPIRED');
}

/** A bill is current when it is valid today by its dates, or recent enough when it has no end. */
export function isCurrent(files: readonly FileFacts[], type: FileType, today: string): boolean {
  const months = CURRENT_MONTHS[type] ?? 12;
  return onFile(files, type, today).some((f) => {
    if (f.validTo !== null) return true;
    const dated = f.validFrom ?? isoOf(f.createdAt);
    return addMonths(dated, months) >= today;
  });
}

export function creditEligibility(input: CreditInput): CreditVerdict {
  const { files, today, propertyType, price, limits } = input;
  const deeds = onFile(files, 'PROPERTY_DEEDS', today).length > 0;
  const predial = isCurrent(files, 'PREDIAL', today);
  const water = isCurrent(files, 'WATER_BILL', today);
  const known = propertyType !== null && price !== null;
  const forType = known ? limits.filter((l) => l.propertyType === propertyType) : [];
  const highest = forType.reduce((max, l) => Math.max(max, l.maxPrice), 0);
  const fits = known ? forType.filter((l) => price <= l.maxPrice) : [];

  const conditions: CreditCondition[] = [
    { key: 'credit.deedsMissing', ok: deeds, params: {} },
    { key: 'credit.predialNotCurrent', ok: predial, params: {} },
    { key: 'credit.waterBillNotCurrent', ok: water, params: {} },
    { key: 'credit.priceUnknown', ok: known, params: {} },
  ];
  if (known) {
    conditions.push({ key: 'credit.typeNotFinanced', ok: forType.length > 0, params: {} });
    if (forType.length > 0)
      conditions.push({
        key: 'credit.priceOverLimit',
        ok: fits.length > 0,
        params: { max: highest },
      });
  }
  const documents = deeds && predial && water;
  const programs = documents ? [...new Set(fits.map((l) => l.program))].sort() : [];
  return { eligible: programs.length > 0, programs, conditions };
}
