/**
 * The listing-link intake (issue 18, spec §2 /submit_from_listing, §7 `property/from_room_id`):
 * an Airbnb link in, the listing's details, the external ADR/occupancy and a suggested price out,
 * streamed step by step as NDJSON (one `IntakeEvent` a line) so the owner watches it progress.
 */
import { Type, type Static } from 'typebox';

import type { MessageKey } from '../i18n/messages.ts';
import { SubmitFromListing } from '../listings/requests.ts';
import { defineRoute } from '../shared/route.ts';
import { Literals, Locale, Nullable, Num, Str } from '../validation/types.ts';

/** Longest link accepted (a share link with its tracking query fits well within it). */
export const LISTING_URL_MAX = 2000;

/** Airbnb's room types, as the intake names them whatever the page calls them. */
export const LISTING_ROOM_TYPES = ['ENTIRE_HOME', 'PRIVATE_ROOM', 'SHARED_ROOM', 'HOTEL_ROOM'] as const;
export type ListingRoomType = (typeof LISTING_ROOM_TYPES)[number];

/** The steps in the order they happen; `failed` may end the stream after any of the first four. */
export const INTAKE_STEPS = ['parsed', 'fetched', 'extracted', 'estimated', 'done'] as const;
export type IntakeStep = (typeof INTAKE_STEPS)[number];

/** Why a listing could not be read (each has its es/en message). */
export const INTAKE_FAILURES = ['INVALID_URL', 'BLOCKED', 'TIMEOUT', 'FORMAT_CHANGED', 'NOT_FOUND'] as const;
export type IntakeFailure = (typeof INTAKE_FAILURES)[number];

export const INTAKE_FAILURE_MESSAGES = {
  INVALID_URL: 'airbnb.invalidListingUrl',
  BLOCKED: 'intake.blocked',
  TIMEOUT: 'intake.timeout',
  FORMAT_CHANGED: 'intake.formatChanged',
  NOT_FOUND: 'intake.notFound',
} as const satisfies Record<IntakeFailure, MessageKey>;

export const INTAKE_MESSAGES = {
  ...INTAKE_FAILURE_MESSAGES,
  partial: 'intake.partial',
  noEstimate: 'intake.noEstimate',
  submitted: 'intake.submitted',
} as const satisfies Record<string, MessageKey>;

export const IntakeRequest = Type.Object({
  url: Str({ min: 1, max: LISTING_URL_MAX }),
  locale: Type.Optional(Locale()),
});
export type IntakeRequest = Static<typeof IntakeRequest>;

/** What a listing page told us; a field it did not carry is null (an empty list for photos/amenities). */
export const ListingDetails = Type.Object({
  room_id: Str(),
  title: Nullable(Str()),
  room_type: Nullable(Literals(LISTING_ROOM_TYPES)),
  guests: Nullable(Num({ min: 0 })),
  bedrooms: Nullable(Num({ min: 0 })),
  beds: Nullable(Num({ min: 0 })),
  bathrooms: Nullable(Num({ min: 0 })),
  latitude: Nullable(Num({ min: -90, max: 90 })),
  longitude: Nullable(Num({ min: -180, max: 180 })),
  rating: Nullable(Num({ min: 0, max: 5 })),
  review_count: Nullable(Num({ min: 0 })),
  photos: Type.Array(Str()),
  amenities: Type.Array(Str()),
});
export type ListingDetails = Static<typeof ListingDetails>;

const Range = Type.Object({ low: Num(), mid: Num(), high: Num() });

/** The external estimate: nightly rate and occupancy from nearby comparables, a suggested sale price. */
export const IntakeEstimate = Type.Object({
  adr: Nullable(Range),
  occupancy: Nullable(Range),
  monthly_earnings: Nullable(Range),
  suggested_price: Nullable(Num()),
  min_price: Nullable(Num()),
  max_price: Nullable(Num()),
  /** The built area the suggested price assumes (a listing page has none; see intake/domain/area.ts). */
  assumed_built_area: Nullable(Num()),
  /** The stored appraisal of that price (/appraisal/{id}), which the submission continues. */
  appraisal_id: Nullable(Str()),
  /** Set when no estimate could be made (no comparables, unsupported area): a message key. */
  unavailable: Nullable(Str()),
});
export type IntakeEstimate = Static<typeof IntakeEstimate>;

/** One line of the stream. `found` always carries what was read so far (the manual form keeps it). */
export type IntakeEvent =
  | { step: 'parsed'; room_id: string; elapsed_ms: number }
  | { step: 'fetched'; source: string; elapsed_ms: number }
  | { step: 'extracted'; found: ListingDetails; sources: string[]; missing: string[]; elapsed_ms: number }
  | { step: 'estimated'; estimate: IntakeEstimate; elapsed_ms: number }
  | {
      step: 'done';
      found: ListingDetails;
      estimate: IntakeEstimate | null;
      missing: string[];
      elapsed_ms: number;
    }
  | {
      step: 'failed';
      reason: IntakeFailure;
      message: string;
      found: ListingDetails | null;
      elapsed_ms: number;
    };

/** The media type of the stream. */
export const INTAKE_CONTENT_TYPE = 'application/x-ndjson';

/** Path of the stream under /api/v1 (§7 `property/from_room_id`). */
export const INTAKE_PATH = '/property/from_room_id';

export const IntakeSubmitted = Type.Object({ message: Str() });
export type IntakeSubmitted = Static<typeof IntakeSubmitted>;

/** The intake's operation (its answer is the NDJSON stream above, one `IntakeEvent` a line). */
export const appraisalIntake = {
  read: defineRoute({
    method: 'POST',
    path: INTAKE_PATH,
    tags: ['appraisal'],
    auth: 'public',
    summary:
      "Read an Airbnb listing from its link, streamed as NDJSON (application/x-ndjson): parsed → fetched → extracted → estimated → done, or failed with the reason, its message and whatever was found; 400 'Invalid listing URL' when the link has no room id",
    body: IntakeRequest,
    response: { 200: Type.String({ description: 'NDJSON: one IntakeEvent per line' }) },
    errors: [400, 429],
  }),
  submitted: defineRoute({
    method: 'POST',
    path: '/email/submit_from_listing',
    tags: ['appraisal'],
    auth: 'public',
    summary:
      "Announce a property submitted from an Airbnb listing (after listings' POST /submit_property): appraisal.listing.submitted carries the listing, the expected price and the appraisal, for the owner's confirmation email and staff's notice; 400 'Invalid listing URL'",
    body: SubmitFromListing,
    response: { 202: IntakeSubmitted },
    errors: [400, 429],
  }),
};
