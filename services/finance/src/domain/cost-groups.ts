/**
 * The §9 cost groups of the reports (capex, opex, mortgage, taxes, services): mortgage payments,
 * taxes (including the predial), the services a house consumes (electricity, water, building fee,
 * services), and the rest by its CAPEX/OPEX mark. Only egresses are costs.
 */
import type { CostGroup, TransactionCategory, TransactionExpense, TransactionType } from '@casona/proto';

const BY_CATEGORY: Partial<Record<TransactionCategory, CostGroup>> = {
  MORTGAGE: 'mortgage',
  TAXES: 'taxes',
  PREDIAL: 'taxes',
  ELECTRICITY: 'services',
  WATER: 'services',
  SERVICES: 'services',
  BUILDING_FEE: 'services',
};

export function costGroupOf(category: TransactionCategory, expense: TransactionExpense): CostGroup {
  return BY_CATEGORY[category] ?? (expense === 'CAPEX' ? 'capex' : 'opex');
}

export interface CostLine {
  category: TransactionCategory;
  expense: TransactionExpense;
  type: TransactionType;
  amount: number;
}

/** Egresses summed by group (every group present), income and egress totals; to the cent. */
export function costSummary(lines: readonly CostLine[]): {
  cost_groups: Record<CostGroup, number>;
  total_income: number;
  total_egress: number;
} {
  const groups: Record<CostGroup, number> = { capex: 0, opex: 0, mortgage: 0, taxes: 0, services: 0 };
  let income = 0;
  let egress = 0;
  for (const l of lines) {
    if (l.type === 'INCOME') {
      income += l.amount;
      continue;
    }
    egress += l.amount;
    groups[costGroupOf(l.category, l.expense)] += l.amount;
  }
  const c = (n: number) => Math.round(n * 100) / 100;
  for (const g of Object.keys(groups) as CostGroup[]) groups[g] = c(groups[g]);
  return { cost_groups: groups, total_income: c(income), total_egress: c(egress) };
}
