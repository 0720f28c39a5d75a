/**
 * Calendar dates (`yyyy-mm-dd`, a property's day: a chore's due date, a stay's check-in) on this
 * device. `new Date('2026-03-01')` is UTC midnight — the evening before in Mexico — so a calendar
 * date is read as a local day instead.
 */
export function calendarDay(value: string): Date {
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** Today in this device's zone, `yyyy-mm-dd`. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
