/**
 * What the listings API takes: the §7 forms (submitting and editing a property, its images and
 * external listings, leads, tours and reviews, the catalogues, Airbnb listings and reservations, the
 * marketplace query), then path parameters, queries, and the bodies of staff's actions. Cross-field
 * rules are in validation/rules.ts, run by `checkSubmission`.
 */
import { Type, type Static } from 'typebox';

import {
  AREA_MAX,
  AREA_MIN,
  BASE_HOURS_TO_CLEAN_MAX,
  BASE_HOURS_TO_CLEAN_MIN,
  BATHROOMS_MAX,
  BATHROOMS_MIN,
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  CURRENT_HOURS_TO_CLEAN_MAX,
  CURRENT_HOURS_TO_CLEAN_MIN,
  FLOORS_MAX,
  FLOORS_MIN,
  HALF_BATHROOMS_MAX,
  HALF_BATHROOMS_MIN,
  ITEM_TEXT_MAX,
  MAX_PROPERTY_IMAGES,
  PARKING_SPACES_MAX,
  PARKING_SPACES_MIN,
  PRICE_MAX,
  REVIEW_COMMENT_MAX,
  SCORE_MAX,
  SCORE_MIN,
  TEXT_MAX,
  TOTAL_EARNED_MAX,
  TOTAL_EARNED_MIN,
} from '../constants.ts';
import {
  BUDGETS,
  BUYER_PROFILES,
  CREDIT_OPTIONS,
  EXTERNAL_LISTING_TYPES,
  CREDIT_PROGRAMS,
  FILE_TYPES,
  MARKET_SORTS,
  PROPERTY_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TIME_TO_BUY,
  TOUR_REVIEW_ASPECTS,
  TOUR_SELF_DESCRIPTIONS,
} from '../enums.ts';
import {
  allOptional,
  Base64Image,
  Base64Pdf,
  Confirmation,
  Count,
  Images,
  Latitude,
  Longitude,
  Money,
  OptionalDigits,
  Price,
  Rate,
  StoragePathInput,
  YearBuilt,
} from '../shared/fields.ts';
import {
  AirbnbListingUrl,
  AirbnbProfileUrl,
  Currency,
  Email,
  Int,
  IsoDateTime,
  List,
  Literals,
  Locale,
  Nullable,
  Num,
  NumericString,
  OptionalPhone,
  Phone,
  State,
  Str,
  Text,
  TimeZone,
  Url,
  Uuid,
  Zip,
} from '../validation/types.ts';
import { FloorDistribution, NeighborhoodInsightAmount } from './entities.ts';
import { SearchText } from '../shared/requests.ts';

// ─── Properties ─────────────────────────────────────────────────────────────────────────────────

/** A PDF submitted with a property (deeds, bills…). */
export const SubmittedFile = Type.Object({
  type: Literals(FILE_TYPES),
  base64Pdf: Base64Pdf(),
});

/** The owner's contact when the submission also creates their profile. */
export const NewProfile = Type.Object({
  name: Type.Optional(Str()),
  email: Type.Optional(Email()),
  phone_number: Type.Optional(OptionalPhone()),
});

const propertyDetails = {
  name: Str(),
  type: Literals(PROPERTY_TYPES),
  price: Price(),
  bathrooms: Count(BATHROOMS_MIN, BATHROOMS_MAX),
  bedrooms: Count(BEDROOMS_MIN, BEDROOMS_MAX),
  half_bathrooms: Count(HALF_BATHROOMS_MIN, HALF_BATHROOMS_MAX),
  parking_spaces: Count(PARKING_SPACES_MIN, PARKING_SPACES_MAX),
  built_area: Num({ min: AREA_MIN, max: AREA_MAX }),
  total_area: Num({ min: AREA_MIN, max: AREA_MAX }),
  floors: Count(FLOORS_MIN, FLOORS_MAX),
  year_built: YearBuilt(),
  street: Str(),
  exterior_number: OptionalDigits(),
  interior_number: OptionalDigits(),
  zip: Zip(),
  city: Str(),
  state: State(),
};

export const SubmitProperty = Type.Object({
  ...propertyDetails,
  /** The colonia (issue 16): what the market's colonia search and its suggestions find. */
  neighborhood: Type.Optional(Nullable(Str({ min: 0, max: 120 }))),
  appraisal_id: Type.Optional(Nullable(Uuid())),
  latitude: Type.Optional(Latitude()),
  longitude: Type.Optional(Longitude()),
  /** Derived from the state (and city) when not given. */
  timezone: Type.Optional(TimeZone()),
  amenities: Type.Optional(List(Uuid(), { uniqueItems: true })),
  floor_distribution: Type.Optional(FloorDistribution),
  images: Type.Optional(Images()),
  files: Type.Optional(List(SubmittedFile, { max: FILE_TYPES.length })),
  profile: Type.Optional(NewProfile),
  /**
   * The Airbnb listing the property was created from (/submit_from_listing, §2): kept with the
   * property and shown on /dashboard/announcement. §5's listing-link rule (a rooms/{number} address).
   */
  listing_url: Type.Optional(Nullable(AirbnbListingUrl())),
});
export type SubmitProperty = Static<typeof SubmitProperty>;

export const SubmitFromListing = Type.Object({
  appraisal_id: Type.Optional(Nullable(Uuid())),
  expected_price: Price(),
  listing_url: AirbnbListingUrl(),
  locale: Locale(),
});
export type SubmitFromListing = Static<typeof SubmitFromListing>;

export const CopyProperty = Type.Object({ property_id: Uuid(), name: Type.Optional(Str()) });
export type CopyProperty = Static<typeof CopyProperty>;

export const PropertyNeighborhoodInsightInput = Type.Object({
  neighborhood_insight_id: Uuid(),
  amount: NeighborhoodInsightAmount(),
});

/**
 * A change to a property; every field but the id is optional. `description` and
 * `floor_distribution` are JSON texts as the admin editor holds them (checked by
 * `checkPropertyJson`); `img_urls` are the images kept and `new_images` those added, 30 in all.
 */
export const PropertyUpdate = Type.Object({
  property_id: Uuid(),
  ...allOptional(propertyDetails),
  /** The colonia (issue 16); blank or null removes it. Staff and the property's editors change it. */
  neighborhood: Type.Optional(Nullable(Str({ min: 0, max: 120 }))),
  label: Type.Optional(Literals(PROPERTY_LABELS)),
  status: Type.Optional(Literals(PROPERTY_STATUSES)),
  /** §5 the property's name when `status` rejects, sells or deletes it (as StatusChange). */
  confirmation: Type.Optional(Confirmation()),
  cap_rate: Type.Optional(Nullable(Rate())),
  terraces: Type.Optional(Count(0, 100)),
  wished_price: Type.Optional(Nullable(Price())),
  market_price: Type.Optional(Nullable(Price())),
  /** The Airbnb listing the public page's "reserve on Airbnb" action opens. */
  main_airbnb_listing_url: Type.Optional(Nullable(AirbnbListingUrl())),
  latitude: Type.Optional(Nullable(Latitude())),
  longitude: Type.Optional(Nullable(Longitude())),
  timezone: Type.Optional(TimeZone()),
  amenities: Type.Optional(List(Uuid(), { uniqueItems: true })),
  yearly_cleaning: Type.Optional(NumericString()),
  yearly_electricity: Type.Optional(NumericString()),
  yearly_maintenance: Type.Optional(NumericString()),
  yearly_predial: Type.Optional(NumericString()),
  yearly_services: Type.Optional(NumericString()),
  yearly_water: Type.Optional(NumericString()),
  description: Type.Optional(Nullable(Str({ max: 100_000, message: 'validation.json' }))),
  floor_distribution: Type.Optional(Nullable(Str({ max: 50_000, message: 'validation.json' }))),
  img_urls: Type.Optional(
    List(StoragePathInput(), {
      max: MAX_PROPERTY_IMAGES,
      message: 'image.tooMany',
      messageParams: { max: MAX_PROPERTY_IMAGES },
    }),
  ),
  new_images: Type.Optional(Images()),
  neighborhood_insights: Type.Optional(List(PropertyNeighborhoodInsightInput)),
  rejection_reason: Type.Optional(Nullable(Text(TEXT_MAX))),
});
export type PropertyUpdate = Static<typeof PropertyUpdate>;

export const PropertyImagePost = Type.Object({ base64Image: Base64Image(), property_id: Uuid() });
export type PropertyImagePost = Static<typeof PropertyImagePost>;
export const PropertyImagePostResponse = Type.Object({ url: Str({ max: 2048 }) });

export const PropertyImageDelete = Type.Object({
  eliminated_img_urls: List(StoragePathInput(), { min: 1, max: MAX_PROPERTY_IMAGES }),
  property_id: Uuid(),
});
export type PropertyImageDelete = Static<typeof PropertyImageDelete>;
/** §7: "returns success or null". */
export const PropertyImageDeleteResponse = Nullable(Type.Object({ success: Type.Literal(true) }));

export const ExternalListingUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  property_id: Uuid(),
  type: Literals(EXTERNAL_LISTING_TYPES),
  url: Url(),
});
export type ExternalListingUpsert = Static<typeof ExternalListingUpsert>;

// ─── Buyers ─────────────────────────────────────────────────────────────────────────────────────

export const LeadPost = Type.Object({
  email: Email(),
  name: Str(),
  phone_number: Phone(),
  property_id: Uuid(),
});
export type LeadPost = Static<typeof LeadPost>;

export const TourRequestInsert = Type.Object({
  property_id: Uuid(),
  name: Str(),
  email: Email(),
  phone_number: Phone(),
  locale: Locale(),
  budget: Literals(BUDGETS),
  buyer_profile: Literals(BUYER_PROFILES),
  credit_option: Literals(CREDIT_OPTIONS),
  time_to_buy: Literals(TIME_TO_BUY),
  tour_time: IsoDateTime(),
});
export type TourRequestInsert = Static<typeof TourRequestInsert>;

const Aspects = () =>
  List(Literals(TOUR_REVIEW_ASPECTS), { max: TOUR_REVIEW_ASPECTS.length, uniqueItems: true });

/** A star rating: left blank, a fraction or out of range, it says so ("Elige de 1 a 5 estrellas"). */
const Stars = () =>
  Int({ min: SCORE_MIN, max: SCORE_MAX, message: 'validation.rating', requiredMessage: 'validation.rating' });

export const TourReviewInsert = Type.Object({
  tour_request_id: Uuid(),
  liked: Aspects(),
  disliked: Aspects(),
  property_score: Stars(),
  tour_guide_score: Stars(),
  self_description: Literals(TOUR_SELF_DESCRIPTIONS),
  comment: Type.Optional(Nullable(Text(REVIEW_COMMENT_MAX))),
});
export type TourReviewInsert = Static<typeof TourReviewInsert>;

// ─── Catalogue (admin) ──────────────────────────────────────────────────────────────────────────

const NamedCatalogueEntry = Type.Object({
  id: Type.Optional(Uuid()),
  en_name: Str({ max: ITEM_TEXT_MAX }),
  es_name: Str({ max: ITEM_TEXT_MAX }),
  archived: Type.Optional(Type.Boolean({ default: false })),
});

export const AmenityUpsert = NamedCatalogueEntry;
export type AmenityUpsert = Static<typeof AmenityUpsert>;
export const NeighborhoodInsightUpsert = NamedCatalogueEntry;
export type NeighborhoodInsightUpsert = Static<typeof NeighborhoodInsightUpsert>;

/** Archive (or restore) an amenity or neighborhood insight. */
export const CatalogueArchive = Type.Object({ id: Uuid(), archived: Type.Boolean() });
export type CatalogueArchive = Static<typeof CatalogueArchive>;

// ─── Airbnb listings and reservations ───────────────────────────────────────────────────────────

export const AirbnbListingUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  property_id: Uuid(),
  name: Str(),
  url: AirbnbListingUrl({ message: 'airbnb.invalidListingUrl' }),
  profile_url: Type.Optional(Nullable(AirbnbProfileUrl({ message: 'airbnb.invalidProfileUrl' }))),
  ics_url: Url({ requiredMessage: 'validation.icsUrl' }),
  is_main_listing: Type.Optional(Type.Boolean({ default: false })),
  currency: Currency(),
  base_hours_to_clean: Num({ min: BASE_HOURS_TO_CLEAN_MIN, max: BASE_HOURS_TO_CLEAN_MAX }),
});
export type AirbnbListingUpsert = Static<typeof AirbnbListingUpsert>;

export const AirbnbListingHours = Type.Object({
  id: Uuid(),
  base_hours_to_clean: Type.Optional(Num({ min: BASE_HOURS_TO_CLEAN_MIN, max: BASE_HOURS_TO_CLEAN_MAX })),
  current_hours_to_clean: Num({ min: CURRENT_HOURS_TO_CLEAN_MIN, max: CURRENT_HOURS_TO_CLEAN_MAX }),
});
export type AirbnbListingHours = Static<typeof AirbnbListingHours>;

// A fee is bounded as the stored reservation's (entities' Fee(): MONEY_MAX), so whatever is accepted
// can be answered and announced; only the totals reach TOTAL_EARNED_MAX (#17).
const Fee = () => Type.Optional(Nullable(Money()));

export const ReservationUpdate = Type.Object({
  id: Uuid(),
  total_earned: Type.Optional(Num({ min: TOTAL_EARNED_MIN, max: TOTAL_EARNED_MAX })),
  total_paid: Type.Optional(Num({ min: TOTAL_EARNED_MIN, max: TOTAL_EARNED_MAX })),
  cleaning_fee: Fee(),
  pet_fee: Fee(),
  guest_amount: Type.Optional(Int({ min: 0, max: 100 })),
  is_canceled: Type.Optional(Type.Boolean()),
});
export type ReservationUpdate = Static<typeof ReservationUpdate>;

// ─── Marketplace ────────────────────────────────────────────────────────────────────────────────

/** GET /market query (§2): every filter optional; numbers arrive as strings and are converted. */
export const MarketQuery = Type.Object({
  state: Type.Optional(State()),
  city: Type.Optional(Str()),
  minPrice: Type.Optional(Num({ min: 0, max: PRICE_MAX })),
  maxPrice: Type.Optional(Num({ min: 0, max: PRICE_MAX })),
  propertyType: Type.Optional(Literals(PROPERTY_TYPES)),
  label: Type.Optional(Literals(PROPERTY_LABELS)),
  /** Only properties "apta para crédito" under this program (issue 15). */
  credit: Type.Optional(Literals(CREDIT_PROGRAMS)),
  /** Only homes in this colonia (issue 16): accents and case do not matter. */
  colonia: Type.Optional(Str({ min: 1, max: 100 })),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  sort: Type.Optional(Literals(MARKET_SORTS, { default: 'newest' })),
  /** §9 marketing attribution kept from the landing URL; counted per source. */
  utm_source: Type.Optional(Str({ max: 100 })),
});
export type MarketQuery = Static<typeof MarketQuery>;

// ─── Parameters, queries and staff actions ──────────────────────────────────────────────────────

/** `/…/:id` with a UUID. */
export const IdParams = Type.Object({ id: Uuid() });
/** A property named by id or slug (public pages). */
export const IdOrSlugParams = Type.Object({ idOrSlug: Str({ max: 200 }) });

const Page = () => Type.Optional(Int({ min: 1, max: 100_000, default: 1 }));

export const AdminPropertiesQuery = Type.Object({
  page: Page(),
  status: Type.Optional(Literals(PROPERTY_STATUSES)),
  /** Words of the name, city, state or owner's email; accents and case ignored. */
  q: SearchText(),
});
export type AdminPropertiesQuery = Static<typeof AdminPropertiesQuery>;

export const UtmQuery = Type.Object({ utm_source: Type.Optional(Str({ max: 100 })) });

export const PropertyIdQuery = Type.Object({ property_id: Uuid() });

export const ReservationsQuery = Type.Object({ property_id: Uuid(), page: Page() });
export type ReservationsQuery = Static<typeof ReservationsQuery>;

export const LeadsQuery = Type.Object({ property_id: Type.Optional(Uuid()), page: Page() });
export type LeadsQuery = Static<typeof LeadsQuery>;

/** GET /tour_review: one property's tours, with their reviews. */
export const PropertyToursQuery = Type.Object({ property_id: Uuid(), page: Page() });
export type PropertyToursQuery = Static<typeof PropertyToursQuery>;

/**
 * POST /admin/{amenity|neighborhood_insight}: a new entry. The server chooses its id; a client
 * sending one is told the field is not allowed (ids are chosen on create only by the server).
 */
export const CatalogueCreate = Type.Object(
  {
    en_name: AmenityUpsert.properties.en_name,
    es_name: AmenityUpsert.properties.es_name,
    archived: AmenityUpsert.properties.archived,
  },
  { additionalProperties: false, title: 'CatalogueCreate' },
);
export type CatalogueCreate = Static<typeof CatalogueCreate>;

/** proto's PropertyUpdate with the id in the path (a `property_id` in the body must match it). */
export const PropertyPatch = Type.Object(
  { ...PropertyUpdate.properties, property_id: Type.Optional(Uuid()) },
  { title: 'PropertyPatch' },
);
export type PropertyPatch = Static<typeof PropertyPatch>;

/** Staff submit for an owner named by email: proto's SubmitProperty plus `owner_email`. */
export const AdminSubmitProperty = Type.Object(
  { ...SubmitProperty.properties, owner_email: Email() },
  { title: 'AdminSubmitProperty' },
);
export type AdminSubmitProperty = Static<typeof AdminSubmitProperty>;

export const StatusChange = Type.Object(
  {
    status: Literals(PROPERTY_STATUSES),
    rejection_reason: Type.Optional(Type.Union([Str({ min: 0, max: 300 }), Type.Null()])),
    /** §5 the property's name, typed by staff to reject, mark sold or delete it (CONFIRMED_PROPERTY_STATUSES). */
    confirmation: Type.Optional(Confirmation()),
  },
  { title: 'StatusChange' },
);
export type StatusChange = Static<typeof StatusChange>;

export const ImageReorder = Type.Object(
  { img_urls: Type.Array(Str({ max: 2048 }), { maxItems: 30 }) },
  { title: 'ImageReorder' },
);

export const ArchiveBody = Type.Object({ archived: Type.Boolean() }, { title: 'ArchiveBody' });
