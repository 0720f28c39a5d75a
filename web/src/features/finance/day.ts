/**
 * A transaction's date is a calendar day ('2026-03-01'), not an instant: read as one, JavaScript
 * takes it as UTC midnight, which in Mexico is still the day before. This gives the local day.
 */
export function localDay(isoDate: string): Date {
  const [y = 1970, m = 1, d = 1] = isoDate.split('-').map(Number);
  return new Date(y, m - 1, d);
}
