/**
 * The budget ranges a tour form offers (#16 item 8): the ones around the home's own price — the
 * range it falls in, the one below and two above — so a buyer of a 356 thousand peso home is not
 * asked whether they have 2.5 to 5 million. Without a price, every range.
 */
import { BUDGET_RANGES } from '@casona/proto/enums';

export type BudgetRange = (typeof BUDGET_RANGES)[number];

export function budgetRangesFor(price: number | undefined): BudgetRange[] {
  if (price === undefined || !Number.isFinite(price) || price <= 0) return [...BUDGET_RANGES];
  const at = BUDGET_RANGES.findIndex((r) => r.maxMxn === null || price < r.maxMxn);
  const index = at === -1 ? BUDGET_RANGES.length - 1 : at;
  return BUDGET_RANGES.slice(Math.max(0, index - 1), index + 3);
}
