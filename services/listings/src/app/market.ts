import QRCode from 'qrcode';
import {
  MARKET_POINTS_MAX,
  PAGE_SIZE,
  type MarketCard,
  type MarketPoints,
  type MarketQuery,
  type MarketSort,
  type PropertyDisplay,
} from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import { isStaff } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { estimatedEarnings, toUsd } from '../domain/earnings.ts';
import { PUBLIC_STATUSES } from '../domain/lifecycle.ts';
import {
  marketPageQueries,
  marketPointsQuery,
  priceM2MedianQuery,
  type MarketFilters,
} from '../domain/market-query.ts';
import { shownMedian } from '../domain/market-price-m2.ts';
import type { PriceM2Median, PriceM2Query } from '@casona/proto/listings/market-stats';
import { isUuid } from '../domain/slug.ts';
import { allows } from './access.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import { num, numOrNull, type Deps } from './deps.ts';
import {
  amenityNamesOf,
  cardRows,
  countOf,
  countVisit,
  insightNamesOf,
  pointRows,
  priceM2MedianRow,
  type CardRow,
} from './market-store.ts';
import { creditProgramsOf } from './credit-eligibility-store.ts';
import type { Page } from './properties.ts';
import { countQrView, findProperty, findPropertyBySlug, type PropertyRow } from './property-store.ts';
import { yearlyExpenses } from './views.ts';
import { strEstimateAvailable } from './str-estimate-store.ts';

export function toCard(deps: Deps, row: CardRow): MarketCard {
  const price = num(row.price);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    label: row.label,
    type: row.type,
    price,
    price_usd: toUsd(price, deps.config.USD_MXN_RATE),
    cap_rate: numOrNull(row.cap_rate),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    half_bathrooms: row.half_bathrooms,
    parking_spaces: row.parking_spaces,
    built_area: num(row.built_area),
    total_area: num(row.total_area),
    city: row.city,
    state: row.state,
    latitude: row.latitude,
    longitude: row.longitude,
    image_url: row.first_img_key ? deps.storage.publicUrl(row.first_img_key) : null,
    published_at: row.published_at?.toISOString() ?? null,
    credit_eligible: row.credit_programs.length > 0,
    credit_programs: row.credit_programs,
  };
}

/** The calendar day in Mexico City, the day a visit is counted on. */
function visitDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(now);
}

/** §9 utm_source tracked: one more visit from the source today (marketplace, or a property page). */
export async function recordVisit(
  deps: Deps,
  q: Queryable,
  utmSource: string | undefined,
  propertyId: string | null,
): Promise<void> {
  const source = utmSource?.trim().toLowerCase().slice(0, 100);
  if (!source) return;
  await countVisit(q, {
    page: propertyId ? 'property' : 'market',
    property_id: propertyId,
    utm_source: source,
    day: visitDay(deps.now()),
  });
}

/** The search's filters of a market query (GET /market, or a saved search's). */
export const filtersOf = (query: Omit<MarketQuery, 'page' | 'sort' | 'utm_source'>): MarketFilters => ({
  state: query.state,
  city: query.city,
  minPrice: query.minPrice,
  maxPrice: query.maxPrice,
  propertyType: query.propertyType,
  label: query.label,
  credit: query.credit,
  colonia: query.colonia,
});

/** GET /market (get_market_properties): a page of PUBLISHED properties matching the §2 filters. */
export async function searchMarket(deps: Deps, query: MarketQuery): Promise<Page<MarketCard>> {
  const page = query.page ?? 1;
  const sort: MarketSort = query.sort ?? 'newest';
  const queries = marketPageQueries(filtersOf(query), sort, page);
  const [rows, total] = await Promise.all([
    cardRows(deps.db, queries.page),
    countOf(deps.db, queries.count),
    recordVisit(deps, deps.db, query.utm_source, null),
  ]);
  return {
    items: rows.map((r) => toCard(deps, r)),
    total,
    page,
    pageSize: PAGE_SIZE,
  };
}

/** GET /market/points: the markers of the same search for the map (at most MARKET_POINTS_MAX). */
export async function marketPoints(deps: Deps, query: MarketQuery): Promise<MarketPoints> {
  const q = marketPointsQuery(filtersOf(query), MARKET_POINTS_MAX);
  const rows = await pointRows(deps.db, q);
  return { items: rows.map((r) => ({ ...r, price: num(r.price) })) };
}

/** GET /market/price_m2: the municipality's median price per m², shown only over enough homes. */
export async function priceM2Median(deps: Deps, query: PriceM2Query): Promise<PriceM2Median> {
  const { count, median } = await priceM2MedianRow(deps.db, priceM2MedianQuery(query.state, query.city));
  return { state: query.state, city: query.city, median_price_m2: shownMedian(count, median), count };
}

/**
 * A property the caller may see on its public page: PUBLISHED or SOLD for everyone; in any other
 * status only for its members (label that reads properties; not once deleted) and staff. Otherwise 404.
 */
async function visibleRow(deps: Deps, auth: AuthContext, idOrSlug: string): Promise<PropertyRow> {
  const row = isUuid(idOrSlug)
    ? await findProperty(deps.db, idOrSlug.toLowerCase())
    : await findPropertyBySlug(deps.db, idOrSlug);
  if (!row) throw notFound({ messageKey: 'property.notFound' });
  if (PUBLIC_STATUSES.includes(row.status)) return row;
  if (auth.profileId) {
    if (isStaff(auth)) return row;
    const label = row.status === 'DELETED' ? null : await deps.memberships.labelOf(auth.profileId, row.id);
    if (label && allows({ staff: false, label }, 'property', 'select')) return row;
  }
  throw notFound({ messageKey: 'property.notFound' });
}

const base = (deps: Deps) => deps.platform.PUBLIC_URL.replace(/\/+$/, '');

/** Where the QR code of a property leads: its public page, counted as a QR visit. */
export const qrTarget = (deps: Deps, slug: string): string => `${base(deps)}/property/${slug}?utm_source=qr`;

/** GET /property/display/{id or slug}: the public property page. utm_source=qr counts a QR view. */
export async function displayProperty(
  deps: Deps,
  auth: AuthContext,
  idOrSlug: string,
  utmSource: string | undefined,
): Promise<PropertyDisplay> {
  let row = await visibleRow(deps, auth, idOrSlug);
  if (utmSource) {
    if (utmSource.trim().toLowerCase() === 'qr') {
      row = (await countQrView(deps.db, row.id)) ?? row;
    }
    await recordVisit(deps, deps.db, utmSource, row.id);
  }
  const [amenities, insights, creditPrograms, estimateAvailable] = await Promise.all([
    amenityNamesOf(deps.db, row.id),
    insightNamesOf(deps.db, row.id),
    creditProgramsOf(deps.db, row.id),
    strEstimateAvailable(deps.db, row.id),
  ]);
  const price = num(row.price);
  const capRate = numOrNull(row.cap_rate);
  return {
    ...toCard(deps, { ...row, first_img_key: row.img_keys[0] ?? null, credit_programs: creditPrograms }),
    status: row.status,
    description: row.description,
    floors: row.floors,
    floor_distribution: row.floor_distribution,
    terraces: row.terraces,
    year_built: row.year_built,
    street: row.street,
    neighborhood: row.neighborhood ?? null,
    zip: row.zip,
    timezone: row.timezone,
    images: row.img_keys.map((k) => deps.storage.publicUrl(k)),
    amenities,
    neighborhood_insights: insights.map((r) => ({ ...r, amount: num(r.amount) })),
    main_airbnb_listing_url: row.main_airbnb_listing_url,
    estimated_earnings: estimatedEarnings(price, capRate, yearlyExpenses(row), estimateAvailable),
    qr_url: `${base(deps)}/api/v1/property/${row.id}/qr.svg`,
  };
}

/** GET /property/{id}/qr.svg: the QR code of the property's public page (visible as the page is). */
export async function qrCode(deps: Deps, auth: AuthContext, id: string): Promise<string> {
  const row = await visibleRow(deps, auth, id);
  return QRCode.toString(qrTarget(deps, row.slug), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
