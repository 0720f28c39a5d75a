/**
 * The listing-link intake's use case (issue 18): a link in, its progress out, step by step, as an
 * async sequence of `IntakeEvent`s the route streams. No state is stored: the owner submits the
 * adjusted details through listings' submission afterwards.
 *
 * parsed (room id) → fetched (the page, through the SSRF-safe fetcher, from the configured Airbnb
 * base URL) → extracted (intake/domain/extract.ts) → estimated (the valuation model's short-term
 * estimate and a suggested price on an assumed built area) → done. A page that cannot be read
 * (blocked, timeout, not found, format changed) ends in `failed` with its message and whatever was
 * read, so the manual form starts from it.
 */
import {
  INTAKE_FAILURE_MESSAGES,
  INTAKE_MESSAGES,
  type IntakeEstimate,
  type IntakeEvent,
  type IntakeFailure,
  type ListingDetails,
} from '@casona/proto/appraisal/intake';
import { translate, type Locale } from '@casona/proto/i18n/translate';
import { FetchFailedError, FetchRefusedError, type SafeFetch } from '@casona/kit/http/safe-fetch';
import type { StrResult, Valuation } from '../app/valuation-port.ts';
import type { PropertyType } from '@casona/proto/enums';
import {
  ASSUMED_YEARS_BUILT,
  assumedBuiltArea,
  assumedPropertyType,
  INSIDE_AIRBNB_ROOM_TYPES,
} from './domain/area.ts';
import { extractListing, readable, type Extraction } from './domain/extract.ts';
import { roomIdOf } from './domain/room-id.ts';

export interface IntakePorts {
  fetch: SafeFetch;
  /** Where listing pages are read from: https://www.airbnb.mx, or a local server in tests and demos. */
  baseUrl: string;
  valuation: Pick<Valuation, 'appraise' | 'estimateShortTermRental'>;
  /** For the page (every redirect and the body). */
  fetchTimeoutMs: number;
  /** Milliseconds since some origin (performance.now in the service). */
  clock(): number;
  logger?: { warn(obj: object, msg: string): void };
  /**
   * Stores the suggested price as an appraisal the owner can open (/appraisal/{id}) and the
   * submission continues (appraisal_id); null when the area is not covered. Without it the price is
   * asked of the model and not stored.
   */
  storeAppraisal?: (input: ListingAppraisal) => Promise<StoredAppraisal | null>;
}

/** What the intake knows of the home when it asks for a price (areas and age are assumed). */
export interface ListingAppraisal {
  name: string;
  search_address_string: string;
  place_id: string;
  latitude: number;
  longitude: number;
  built_area: number;
  total_area: number;
  years_built: number;
  bedrooms: number;
  bathrooms: number;
  type: PropertyType;
}

export interface StoredAppraisal {
  id: string;
  price: number;
  min_price: number;
  max_price: number;
}

/** The page URL of a room on the configured Airbnb site. */
export function roomPageUrl(baseUrl: string, roomId: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/rooms/${roomId}`;
}

function failureOfStatus(status: number): IntakeFailure | null {
  if (status >= 200 && status < 300) return null;
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 408 || status === 504) return 'TIMEOUT';
  return 'BLOCKED';
}

function failureOfError(error: unknown): IntakeFailure {
  if (error instanceof FetchFailedError && error.reason === 'timeout') return 'TIMEOUT';
  if (error instanceof FetchFailedError || error instanceof FetchRefusedError) return 'BLOCKED';
  return 'BLOCKED';
}

const localeOf = (locale: string | undefined): Locale => (locale?.toLowerCase() === 'en' ? 'en' : 'es');

async function estimate(ports: IntakePorts, found: ListingDetails): Promise<IntakeEstimate> {
  const none: IntakeEstimate = {
    adr: null,
    occupancy: null,
    monthly_earnings: null,
    suggested_price: null,
    min_price: null,
    max_price: null,
    assumed_built_area: null,
    appraisal_id: null,
    unavailable: INTAKE_MESSAGES.noEstimate,
  };
  if (found.latitude === null || found.longitude === null) return none;
  const bedrooms = found.bedrooms ?? 1;
  const bathrooms = found.bathrooms ?? 1;
  const area = assumedBuiltArea({ bedrooms: found.bedrooms, bathrooms: found.bathrooms });
  const type = assumedPropertyType([found.title], found.room_type);
  const listing: ListingAppraisal = {
    name: (found.title ?? `Airbnb ${found.room_id}`).slice(0, 255),
    search_address_string: (found.title ?? `Airbnb ${found.room_id}`).slice(0, 300),
    place_id: `airbnb:${found.room_id}`,
    latitude: found.latitude,
    longitude: found.longitude,
    built_area: area,
    total_area: area,
    years_built: ASSUMED_YEARS_BUILT,
    bedrooms: Math.max(1, bedrooms),
    bathrooms: Math.max(1, Math.floor(bathrooms)),
    type,
  };
  const [str, price] = await Promise.allSettled([
    ports.valuation.estimateShortTermRental({
      latitude: found.latitude,
      longitude: found.longitude,
      bedrooms,
      bathrooms,
      ...(found.guests !== null ? { guests: found.guests } : {}),
      ...(found.room_type !== null ? { room_type: INSIDE_AIRBNB_ROOM_TYPES[found.room_type] } : {}),
    }),
    ports.storeAppraisal
      ? ports.storeAppraisal(listing)
      : Promise.resolve(
          ports.valuation.appraise({
            latitude: listing.latitude,
            longitude: listing.longitude,
            built_area: area,
            total_area: area,
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            property_type: type,
            years_built: ASSUMED_YEARS_BUILT,
          }),
        ).then((r): StoredAppraisal | null =>
          r.supported ? { id: '', price: r.price, min_price: r.min_price, max_price: r.max_price } : null,
        ),
  ]);
  for (const r of [str, price])
    if (r.status === 'rejected') ports.logger?.warn({ err: r.reason }, 'intake: the valuation model failed');
  const rental: StrResult | null = str.status === 'fulfilled' ? str.value : null;
  const appraised = price.status === 'fulfilled' ? price.value : null;
  const hasRental = rental !== null && rental.available;
  const hasPrice = appraised !== null;
  if (!hasRental && !hasPrice) return none;
  return {
    adr: hasRental ? rental.adr : null,
    occupancy: hasRental ? rental.occupancy : null,
    monthly_earnings: hasRental ? rental.monthly_earnings : null,
    suggested_price: hasPrice ? appraised.price : null,
    min_price: hasPrice ? appraised.min_price : null,
    max_price: hasPrice ? appraised.max_price : null,
    assumed_built_area: hasPrice ? area : null,
    appraisal_id: hasPrice && appraised.id !== '' ? appraised.id : null,
    unavailable: null,
  };
}

/**
 * The intake of one link. The caller has already checked the link (`roomIdOf` not null, else
 * 400 'Invalid listing URL'); an invalid one here still ends in `failed`.
 */
export async function* runIntake(
  ports: IntakePorts,
  input: { url: string; locale?: string | undefined },
): AsyncGenerator<IntakeEvent> {
  const started = ports.clock();
  const elapsed = () => Math.round(ports.clock() - started);
  const locale = localeOf(input.locale);
  const failed = (reason: IntakeFailure, found: ListingDetails | null): IntakeEvent => ({
    step: 'failed',
    reason,
    message: translate(INTAKE_FAILURE_MESSAGES[reason], locale),
    found,
    elapsed_ms: elapsed(),
  });

  const roomId = roomIdOf(input.url);
  if (roomId === null) {
    yield failed('INVALID_URL', null);
    return;
  }
  yield { step: 'parsed', room_id: roomId, elapsed_ms: elapsed() };

  const url = roomPageUrl(ports.baseUrl, roomId);
  let body: string;
  try {
    const response = await ports.fetch(url, {
      headers: {
        accept: 'text/html,application/json;q=0.9',
        'accept-language': locale === 'en' ? 'en' : 'es-MX,es',
      },
    });
    const failure = failureOfStatus(response.status);
    if (failure !== null) {
      yield failed(failure, null);
      return;
    }
    body = response.body.toString('utf8');
  } catch (error) {
    ports.logger?.warn({ err: error, room_id: roomId }, 'intake: the listing page could not be fetched');
    yield failed(failureOfError(error), null);
    return;
  }
  yield { step: 'fetched', source: new URL(url).host, elapsed_ms: elapsed() };

  const extraction: Extraction = extractListing(roomId, body);
  if (!readable(extraction)) {
    yield failed('FORMAT_CHANGED', extraction.found);
    return;
  }
  yield {
    step: 'extracted',
    found: extraction.found,
    sources: extraction.sources,
    missing: extraction.missing,
    elapsed_ms: elapsed(),
  };

  const estimated = await estimate(ports, extraction.found);
  yield { step: 'estimated', estimate: estimated, elapsed_ms: elapsed() };
  yield {
    step: 'done',
    found: extraction.found,
    estimate: estimated,
    missing: extraction.missing,
    elapsed_ms: elapsed(),
  };
}
