/**
 * §4/§5 rules of a property change (PATCH /property/{id}), pure: which fields only staff set, how
 * each field is stored (trimmed text, blank numbers, parsed yearly figures and JSON texts, city and
 * state checked together), which images are kept, and which columns really change.
 */
import {
  findMunicipality,
  isMunicipalityOf,
  MAX_PROPERTY_IMAGES,
  stateInfo,
  type PropertyUpdate,
} from '@casona/proto';
import { storedColonia } from './colonias.ts';
import { parseNumericString } from './earnings.ts';
import { keyOfReference } from './images.ts';
import { timezoneFor } from './timezone.ts';

/** A refused field: its path, the message key and its parameters. */
export interface FieldIssue {
  path: string;
  key: string;
  params?: Record<string, string | number>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[]; messageKey?: string };

/** Fields only staff set: the review outcome, the marketing label and the figures staff appraise. */
export const STAFF_ONLY_FIELDS = [
  'label',
  'status',
  'cap_rate',
  'market_price',
  'rejection_reason',
  'main_airbnb_listing_url',
] as const;

/** The first staff-only field a change sets, if any. */
export const staffOnlyFieldOf = (body: PropertyUpdate): string | undefined =>
  STAFF_ONLY_FIELDS.find((f) => body[f] !== undefined);

/** PropertyUpdate fields stored as they come (after trimming text and blanking empty numbers). */
const PLAIN_FIELDS = [
  'name',
  'type',
  'price',
  'bathrooms',
  'bedrooms',
  'half_bathrooms',
  'parking_spaces',
  'built_area',
  'total_area',
  'floors',
  'year_built',
  'street',
  'exterior_number',
  'interior_number',
  'zip',
  'city',
  'state',
  'label',
  'cap_rate',
  'terraces',
  'wished_price',
  'market_price',
  'main_airbnb_listing_url',
  'latitude',
  'longitude',
  'timezone',
  'rejection_reason',
] as const;

const YEARLY_FIELDS = [
  'yearly_cleaning',
  'yearly_electricity',
  'yearly_maintenance',
  'yearly_predial',
  'yearly_services',
  'yearly_water',
] as const;

const NUMERIC_COLUMNS = new Set<string>([
  'price',
  'wished_price',
  'market_price',
  'cap_rate',
  'built_area',
  'total_area',
  ...YEARLY_FIELDS,
]);

const JSON_COLUMNS = new Set<string>(['description', 'floor_distribution']);

/** A stored value and a new one, compared as the API shows them. */
export function sameValue(column: string, stored: unknown, next: unknown): boolean {
  if (NUMERIC_COLUMNS.has(column))
    return (stored === null ? null : Number(stored)) === (next === null ? null : Number(next));
  return JSON.stringify(stored ?? null) === JSON.stringify(next ?? null);
}

function parseJsonField(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  return JSON.parse(text);
}

/**
 * The column values a change asks for, as the API shows them, given the property's current state
 * and city: text trimmed, blank house numbers and colonia none, a blank name or street refused, yearly figures
 * and JSON texts parsed, city and state checked together (whichever changes) with the city's
 * canonical name and, unless given, its timezone.
 */
export function detailValues(
  body: PropertyUpdate,
  current: { state: string; city: string },
): Checked<Record<string, unknown>> {
  const next: Record<string, unknown> = {};
  for (const field of PLAIN_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    next[field] = typeof value === 'string' ? value.trim() : value;
  }
  for (const field of ['exterior_number', 'interior_number'] as const)
    if (next[field] === '') next[field] = null;
  const blank = (['name', 'street'] as const).filter((f) => next[f] === '');
  if (blank.length > 0)
    return { ok: false, issues: blank.map((f) => ({ path: `/${f}`, key: 'validation.required' })) };
  for (const field of YEARLY_FIELDS) {
    const value = body[field];
    if (value !== undefined) next[field] = parseNumericString(value);
  }
  if (body.neighborhood !== undefined) next['neighborhood'] = storedColonia(body.neighborhood);
  if (body.description !== undefined) next['description'] = parseJsonField(body.description);
  if (body.floor_distribution !== undefined)
    next['floor_distribution'] = parseJsonField(body.floor_distribution);

  if (next['state'] !== undefined || next['city'] !== undefined) {
    const state = (next['state'] as string | undefined) ?? current.state;
    const city = (next['city'] as string | undefined) ?? current.city;
    if (!isMunicipalityOf(state, city))
      return {
        ok: false,
        issues: [
          { path: '/city', key: 'validation.city', params: { state: stateInfo(state)?.shortName ?? state } },
        ],
      };
    next['city'] = findMunicipality(state, city)!.name;
    if (body.timezone === undefined) next['timezone'] = timezoneFor(state, next['city'] as string);
  }
  return { ok: true, value: next };
}

/**
 * The property's images after a change: those `img_urls` names (URLs as answered, or keys) in that
 * order, else the current ones, then the new ones; at most 30. `removed` are the keys no longer used.
 */
export function imagesAfter(
  current: readonly string[],
  references: readonly string[] | undefined,
  added: readonly string[],
  publicUrl: (key: string) => string,
): Checked<{ keys: string[]; removed: string[] }> {
  const kept: string[] = [];
  for (const ref of references ?? current) {
    const key = references === undefined ? ref : keyOfReference(ref, current, publicUrl);
    if (!key)
      return {
        ok: false,
        issues: [{ path: '/img_urls', key: 'image.unknown' }],
        messageKey: 'image.unknown',
      };
    kept.push(key);
  }
  const keys = [...new Set(kept), ...added];
  if (keys.length > MAX_PROPERTY_IMAGES)
    return {
      ok: false,
      issues: [{ path: '/new_images', key: 'image.tooMany', params: { max: MAX_PROPERTY_IMAGES } }],
    };
  return { ok: true, value: { keys, removed: current.filter((k) => !keys.includes(k)) } };
}

/** The columns whose new value differs from the stored one (any stored row shape: read by column name). */
export const changedColumns = (next: Record<string, unknown>, stored: object): string[] => {
  const before: Record<string, unknown> = Object.fromEntries(Object.entries(stored));
  return Object.keys(next).filter((column) => !sameValue(column, before[column], next[column]));
};

/** Column values as written: JSON columns serialized. */
export const storedValues = (
  next: Record<string, unknown>,
  columns: readonly string[],
): Record<string, unknown> =>
  Object.fromEntries(
    columns.map((c) => [
      c,
      JSON_COLUMNS.has(c) ? (next[c] === null ? null : JSON.stringify(next[c])) : next[c],
    ]),
  );

/** The names the `listings.property.updated` event gives changed columns (images are `img_urls`). */
export const changedFieldNames = (columns: readonly string[]): string[] =>
  columns.map((c) => (c === 'img_keys' ? 'img_urls' : c));

/**
 * What a property's Airbnb listings decide about a change (issue 12): the VACATIONAL_RENT label is
 * an option only for a property with an Airbnb listing (one already labelled so keeps it), and the
 * public page's "reserve on Airbnb" address follows the main listing while there is one.
 */
export function airbnbChannelIssues(
  body: Pick<PropertyUpdate, 'label' | 'main_airbnb_listing_url'>,
  current: { label: string | null },
  listings: readonly { url: string; is_main_listing: boolean }[],
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (body.label === 'VACATIONAL_RENT' && current.label !== 'VACATIONAL_RENT' && listings.length === 0)
    issues.push({ path: '/label', key: 'property.vacationalRentNeedsListing' });
  const main = listings.find((l) => l.is_main_listing);
  if (main && body.main_airbnb_listing_url !== undefined && body.main_airbnb_listing_url !== main.url)
    issues.push({ path: '/main_airbnb_listing_url', key: 'property.mainAirbnbListingFollows' });
  return issues;
}
