/**
 * Search-param readers for routes' `validateSearch`. URLs are typed by people and by old links:
 * anything unreadable is dropped (the page falls back to its default) instead of failing.
 */
export type RawSearch = Record<string, unknown>;

export function optionalString(value: unknown, max = 500): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed.slice(0, max);
}

/** Numbers arrive as numbers (TanStack parses JSON-looking values) or as strings with commas. */
export function optionalNumber(value: unknown, min: number, max: number): number | undefined {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/,/g, '')) : NaN;
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

export function optionalInt(value: unknown, min: number, max: number): number | undefined {
  const n = optionalNumber(value, min, max);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
}

export function optionalOneOf<const T extends readonly string[]>(
  values: T,
  value: unknown,
): T[number] | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T[number])
    : undefined;
}

export function optionalBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === '1' || value === 1) return true;
  if (value === false || value === 'false' || value === '0' || value === 0) return false;
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function optionalUuid(value: unknown): string | undefined {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export function optionalIsoDay(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return undefined;
  return Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? undefined : value;
}

/** Drops undefined keys so the URL shows only what is set. */
export function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
