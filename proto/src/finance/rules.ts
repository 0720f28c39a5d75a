/**
 * The §5 rules of a property's commission and lease that both the finance service and the SPA
 * apply: the service refuses with them, the SPA says so as the person types.
 */
import { MANAGER_MAX_RENT_SHARE } from '../constants.ts';
import type { CommissionValueType } from '../enums.ts';

/**
 * Whether a manager's terms take more than 66 % of the rents: a percentage above 66, or a fixed
 * monthly value above 66 % of the lease's monthly price (unknown without a lease: allowed).
 */
export function managerShareExceeded(
  type: CommissionValueType,
  value: number,
  leasePerMonth: number | null,
): boolean {
  if (type === 'PERCENTAGE') return value > MANAGER_MAX_RENT_SHARE * 100;
  return leasePerMonth !== null && value > MANAGER_MAX_RENT_SHARE * leasePerMonth + 1e-9;
}

/** A lease ends after it starts (ISO dates compare as text). */
export const leaseDatesInOrder = (start: string, end: string): boolean => end > start;
