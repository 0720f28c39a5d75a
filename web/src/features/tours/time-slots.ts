/**
 * The tour time picker's slots: the next days (from tomorrow) and the hours advisors give tours,
 * in the property's time zone, turned into the instant `tour_time` stores (ISO, UTC).
 */
export const TOUR_DAYS_AHEAD = 14;
/** First and last hour a tour may start, local time at the property. */
export const TOUR_FIRST_HOUR = 9;
export const TOUR_LAST_HOUR = 18;
export const DEFAULT_TOUR_TIME_ZONE = 'America/Mexico_City';

export type TourDay = { value: string; date: Date };

/** 'YYYY-MM-DD' of `date` as seen in `timeZone`. */
export function dayIn(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Tomorrow and the following days (in the property's zone), Sundays excluded. */
export function tourDays(now: Date, timeZone: string, count = TOUR_DAYS_AHEAD): TourDay[] {
  const [y, m, d] = dayIn(now, timeZone).split('-').map(Number) as [number, number, number];
  const days: TourDay[] = [];
  for (let i = 1; days.length < count && i <= count * 2; i++) {
    const date = new Date(Date.UTC(y, m - 1, d + i, 12));
    if (date.getUTCDay() === 0) continue;
    days.push({ value: date.toISOString().slice(0, 10), date });
  }
  return days;
}

export function tourHours(): number[] {
  return Array.from({ length: TOUR_LAST_HOUR - TOUR_FIRST_HOUR + 1 }, (_, i) => TOUR_FIRST_HOUR + i);
}

/** Minutes `timeZone` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - instant) / 60_000);
}

/** Wall-clock `day` at `hour`:00 in `timeZone` → ISO instant. */
export function slotToIso(day: string, hour: number, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, hour);
  let instant = wall - offsetMinutes(wall, timeZone) * 60_000;
  // Once more in case the first guess crossed an offset change.
  instant = wall - offsetMinutes(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
}
