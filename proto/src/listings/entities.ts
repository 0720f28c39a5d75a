/**
 * The §3 entities the listings service owns: the property (floors, description, amenities,
 * neighborhood insights, external listings), tour requests and reviews, leads, the catalogues of
 * amenities and neighborhood insights, and the Airbnb channel (listings, reservations, reviews,
 * profiles). Field names in snake_case exactly as §3 spells them; bounds are the §5/§9 limits from
 * constants.ts. They describe records as the service stores and returns them; what callers send is
 * in requests.ts.
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
  FLOOR_DISTRIBUTION_MIN_FLOORS,
  FLOORS_MAX,
  FLOORS_MIN,
  HALF_BATHROOMS_MAX,
  HALF_BATHROOMS_MIN,
  ITEM_TEXT_MAX,
  MAX_PROPERTY_IMAGES,
  NEIGHBORHOOD_INSIGHT_AMOUNT_MAX,
  NEIGHBORHOOD_INSIGHT_AMOUNT_MIN,
  PARKING_SPACES_MAX,
  PARKING_SPACES_MIN,
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
  LEAD_STATUSES,
  PROPERTY_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TIME_TO_BUY,
  TOUR_REVIEW_ASPECTS,
  TOUR_SELF_DESCRIPTIONS,
} from '../enums.ts';
import {
  Count,
  Latitude,
  Longitude,
  Money,
  MONEY_MAX,
  Price,
  Rate,
  StoragePath,
  YearBuilt,
} from '../shared/fields.ts';
import {
  AirbnbListingUrl,
  AirbnbProfileUrl,
  Currency,
  Digits,
  Email,
  Int,
  IsoDate,
  IsoDateTime,
  List,
  Literals,
  Locale,
  Nullable,
  Num,
  Phone,
  State,
  Str,
  Text,
  TimeZone,
  Url,
  Uuid,
  Zip,
} from '../validation/types.ts';

// ─── Property ───────────────────────────────────────────────────────────────────────────────────

export const Floor = Type.Object(
  {
    title: Str({ max: 100 }),
    bathrooms: Count(0, BATHROOMS_MAX),
    bedrooms: Count(0, BEDROOMS_MAX),
    half_bathrooms: Count(HALF_BATHROOMS_MIN, HALF_BATHROOMS_MAX),
    terraces: Count(0, 100),
    parking_spaces: Count(PARKING_SPACES_MIN, PARKING_SPACES_MAX),
  },
  { description: 'One floor (level) of a property' },
);
export type Floor = Static<typeof Floor>;

export const FloorDistribution = Type.Object(
  {
    floors: List(Floor, {
      min: FLOOR_DISTRIBUTION_MIN_FLOORS,
      max: FLOORS_MAX,
      message: 'validation.floors',
    }),
  },
  { description: 'floor_distribution: the list of floors' },
);
export type FloorDistribution = Static<typeof FloorDistribution>;

export const DESCRIPTION_FIELDS = [
  'heroTitle',
  'heroDescription',
  'earningsTitle',
  'earningsParagraph',
  'amenitiesTitle',
  'amenitiesParagraph',
  'locationTitle',
  'locationParagraph',
] as const;
const TITLE_MAX = 200;
const PARAGRAPH_MAX = 5000;

export const DescriptionTexts = Type.Object({
  heroTitle: Str({ max: TITLE_MAX }),
  heroDescription: Str({ max: PARAGRAPH_MAX }),
  earningsTitle: Str({ max: TITLE_MAX }),
  earningsParagraph: Str({ max: PARAGRAPH_MAX }),
  amenitiesTitle: Str({ max: TITLE_MAX }),
  amenitiesParagraph: Str({ max: PARAGRAPH_MAX }),
  locationTitle: Str({ max: TITLE_MAX }),
  locationParagraph: Str({ max: PARAGRAPH_MAX }),
});
export type DescriptionTexts = Static<typeof DescriptionTexts>;

/** Property description: the marketing texts keyed by locale EN and ES. */
export const PropertyDescription = Type.Object(
  { EN: DescriptionTexts, ES: DescriptionTexts },
  { description: 'description: texts keyed by locale', 'x-message': 'validation.description' },
);
export type PropertyDescription = Static<typeof PropertyDescription>;

export const Property = Type.Object(
  {
    id: Uuid(),
    appraisal_id: Nullable(Uuid()),
    name: Str(),
    slug: Str({ max: 200 }),
    label: Literals(PROPERTY_LABELS),
    status: Literals(PROPERTY_STATUSES),
    type: Literals(PROPERTY_TYPES),
    price: Price(),
    /** §3 "wished price": what the owner asked for when submitting. */
    wished_price: Nullable(Price()),
    /** §3 "market price": the company's estimate of what the market pays (set by staff). */
    market_price: Nullable(Price()),
    cap_rate: Nullable(Rate()),
    description: Nullable(PropertyDescription),
    floors: Count(FLOORS_MIN, FLOORS_MAX),
    floor_distribution: Nullable(FloorDistribution),
    bathrooms: Count(BATHROOMS_MIN, BATHROOMS_MAX),
    bedrooms: Count(BEDROOMS_MIN, BEDROOMS_MAX),
    half_bathrooms: Count(HALF_BATHROOMS_MIN, HALF_BATHROOMS_MAX),
    parking_spaces: Count(PARKING_SPACES_MIN, PARKING_SPACES_MAX),
    terraces: Count(0, 100),
    built_area: Num({ min: AREA_MIN, max: AREA_MAX }),
    total_area: Num({ min: AREA_MIN, max: AREA_MAX }),
    year_built: Nullable(YearBuilt()),
    street: Str(),
    /** The colonia (issue 16); absent or null when none was given. */
    neighborhood: Type.Optional(Nullable(Str({ min: 0, max: 120 }))),
    exterior_number: Nullable(Digits()),
    interior_number: Nullable(Digits()),
    zip: Zip(),
    city: Str(),
    state: State(),
    latitude: Nullable(Latitude()),
    longitude: Nullable(Longitude()),
    timezone: TimeZone(),
    img_urls: List(StoragePath(), {
      max: MAX_PROPERTY_IMAGES,
      message: 'image.tooMany',
      messageParams: { max: MAX_PROPERTY_IMAGES },
    }),
    published_at: Nullable(IsoDateTime()),
    qr_code_views: Int({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    rejection_reason: Nullable(Text(TEXT_MAX)),
    yearly_cleaning: Money(),
    yearly_electricity: Money(),
    yearly_maintenance: Money(),
    yearly_predial: Money(),
    yearly_services: Money(),
    yearly_water: Money(),
    amenities: List(Uuid(), { uniqueItems: true, description: 'amenity ids' }),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'Property' },
);
export type Property = Static<typeof Property>;

// ─── Buyers ─────────────────────────────────────────────────────────────────────────────────────

export const TourRequest = Type.Object(
  {
    id: Uuid(),
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
  },
  { title: 'TourRequest' },
);
export type TourRequest = Static<typeof TourRequest>;

const Aspects = () =>
  List(Literals(TOUR_REVIEW_ASPECTS), { max: TOUR_REVIEW_ASPECTS.length, uniqueItems: true });

export const TourReview = Type.Object(
  {
    tour_request_id: Uuid(),
    liked: Aspects(),
    disliked: Aspects(),
    property_score: Count(SCORE_MIN, SCORE_MAX),
    tour_guide_score: Count(SCORE_MIN, SCORE_MAX),
    self_description: Literals(TOUR_SELF_DESCRIPTIONS),
    comment: Nullable(Text(REVIEW_COMMENT_MAX)),
  },
  { title: 'TourReview' },
);
export type TourReview = Static<typeof TourReview>;

export const Lead = Type.Object(
  {
    id: Uuid(),
    email: Email(),
    name: Str(),
    phone_number: Phone(),
    property_id: Uuid(),
    tour_request_id: Nullable(Uuid()),
    /** §4: `interested` when created, `preprofiled` once the tour request form is filled. */
    status: Literals(LEAD_STATUSES),
  },
  { title: 'Lead' },
);
export type Lead = Static<typeof Lead>;

// ─── Airbnb ─────────────────────────────────────────────────────────────────────────────────────

export const PropertyAirbnbListing = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    name: Str(),
    url: AirbnbListingUrl(),
    profile_url: Nullable(AirbnbProfileUrl()),
    ics_url: Url({ requiredMessage: 'validation.icsUrl' }),
    is_main_listing: Type.Boolean(),
    cohost_verified: Type.Boolean(),
    currency: Currency(),
    base_hours_to_clean: Num({ min: BASE_HOURS_TO_CLEAN_MIN, max: BASE_HOURS_TO_CLEAN_MAX }),
    current_hours_to_clean: Num({ min: CURRENT_HOURS_TO_CLEAN_MIN, max: CURRENT_HOURS_TO_CLEAN_MAX }),
  },
  { title: 'PropertyAirbnbListing' },
);
export type PropertyAirbnbListing = Static<typeof PropertyAirbnbListing>;

const Fee = () => Nullable(Money());
const Earned = () => Nullable(Num({ min: TOTAL_EARNED_MIN, max: TOTAL_EARNED_MAX }));

/**
 * A reservation of a property: read from an Airbnb listing's calendar feed, or a direct booking typed
 * by hand (no listing). The feed gives dates and often the confirmation code; guests and amounts are
 * completed later by people with the reservation permission, so they are nullable. Amounts are in
 * the listing's currency. Same-day turnover: the previous stay checks out the day this one checks
 * in, or the next checks in the day this one checks out.
 */
export const Reservation = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    /** null: a direct booking */
    property_airbnb_listing_id: Nullable(Uuid()),
    check_in: IsoDate(),
    check_out: IsoDate(),
    cleaning_fee: Fee(),
    confirmation_code: Nullable(Str({ max: 50 })),
    guest_amount: Nullable(Int({ min: 0, max: 100 })),
    guest_service_fee: Fee(),
    host_service_fee: Fee(),
    is_canceled: Type.Boolean(),
    pet_fee: Fee(),
    /** Number of nights, computed from the dates (never typed). */
    night_amount: Int({ min: 0, max: 3660 }),
    /** Can be negative (discounts). */
    nightly_rate_adjustment: Nullable(Num({ min: -MONEY_MAX, max: MONEY_MAX })),
    occupancy_taxes: Fee(),
    remitted_occupancy_tax: Fee(),
    total_earned: Earned(),
    total_paid: Earned(),
    currency: Currency(),
    is_direct_booking: Type.Boolean(),
    /** a hold the channel has not confirmed */
    tentative: Type.Boolean(),
    turnover_previous: Type.Boolean(),
    turnover_next: Type.Boolean(),
  },
  { title: 'Reservation' },
);
export type Reservation = Static<typeof Reservation>;

const AirbnbId = () => Digits({ maxLength: 30 });

export const AirbnbListingReview = Type.Object(
  {
    host_id: AirbnbId(),
    host_response: Nullable(Text(PARAGRAPH_MAX)),
    listing_id: AirbnbId(),
    rating: Count(1, 5),
    review_text: Text(PARAGRAPH_MAX),
    reviewer_id: AirbnbId(),
  },
  { title: 'AirbnbListingReview' },
);
export type AirbnbListingReview = Static<typeof AirbnbListingReview>;

export const AirbnbProfile = Type.Object(
  { is_host: Type.Boolean(), profile_url: AirbnbProfileUrl() },
  { title: 'AirbnbProfile' },
);
export type AirbnbProfile = Static<typeof AirbnbProfile>;

// ─── Catalogues ─────────────────────────────────────────────────────────────────────────────────

export const Amenity = Type.Object(
  {
    id: Uuid(),
    en_name: Str({ max: ITEM_TEXT_MAX }),
    es_name: Str({ max: ITEM_TEXT_MAX }),
    archived: Type.Boolean(),
  },
  { title: 'Amenity' },
);
export type Amenity = Static<typeof Amenity>;

export const NeighborhoodInsight = Type.Object(
  {
    id: Uuid(),
    en_name: Str({ max: ITEM_TEXT_MAX }),
    es_name: Str({ max: ITEM_TEXT_MAX }),
    archived: Type.Boolean(),
  },
  { title: 'NeighborhoodInsight' },
);
export type NeighborhoodInsight = Static<typeof NeighborhoodInsight>;

export const NeighborhoodInsightAmount = () =>
  Num({ min: NEIGHBORHOOD_INSIGHT_AMOUNT_MIN, max: NEIGHBORHOOD_INSIGHT_AMOUNT_MAX });

export const PropertyNeighborhoodInsight = Type.Object(
  { property_id: Uuid(), neighborhood_insight_id: Uuid(), amount: NeighborhoodInsightAmount() },
  { title: 'PropertyNeighborhoodInsight' },
);
export type PropertyNeighborhoodInsight = Static<typeof PropertyNeighborhoodInsight>;

export const PropertyExternalListing = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    type: Literals(EXTERNAL_LISTING_TYPES),
    url: Url(),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyExternalListing' },
);
export type PropertyExternalListing = Static<typeof PropertyExternalListing>;
