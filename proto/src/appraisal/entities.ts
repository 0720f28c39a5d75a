/**
 * The §3 entities the appraisal service owns: the appraisal with its feedback, its base furnishing
 * and furnishing queries, and the market's listings used as comparables. Field names as §3 spells
 * them; bounds from constants.ts.
 */
import { Type, type Static, type TSchema } from 'typebox';

import {
  AREA_MAX,
  AREA_MIN,
  BATHROOMS_MAX,
  BATHROOMS_MIN,
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  FEEDBACK_CORRECTED_PRICE_MAX,
  FEEDBACK_CORRECTED_PRICE_MIN,
  FEEDBACK_MESSAGE_MAX,
  FLOORS_MAX,
  FLOORS_MIN,
  HALF_BATHROOMS_MAX,
  HALF_BATHROOMS_MIN,
  PARKING_SPACES_MAX,
  PARKING_SPACES_MIN,
  SEARCH_STRING_MAX,
  SEARCH_STRING_MIN,
} from '../constants.ts';
import { APPRAISAL_FEEDBACK, ITEM_CONDITIONS, PROPERTY_TYPES } from '../enums.ts';
import { Count, Latitude, Longitude, Money, Price, Rate, YearBuilt } from '../shared/fields.ts';
import {
  Digits,
  Int,
  IsoDateTime,
  Literals,
  Nullable,
  Num,
  Phone,
  State,
  Str,
  Text,
  Uuid,
  Zip,
} from '../validation/types.ts';

// ─── Appraisal ──────────────────────────────────────────────────────────────────────────────────

export const Appraisal = Type.Object(
  {
    id: Uuid(),
    average_daily_rate: Money(),
    bathrooms: Count(BATHROOMS_MIN, BATHROOMS_MAX),
    bedrooms: Count(BEDROOMS_MIN, BEDROOMS_MAX),
    built_area: Num({ min: AREA_MIN, max: AREA_MAX }),
    cap_rate: Rate(),
    city: Str(),
    external_average_daily_rate: Nullable(Money()),
    external_max_price: Nullable(Money()),
    external_min_price: Nullable(Money()),
    external_occupation_rate: Nullable(Rate()),
    external_price: Nullable(Money()),
    exterior_number: Nullable(Digits()),
    interior_number: Nullable(Digits()),
    feedback: Nullable(Literals(APPRAISAL_FEEDBACK)),
    feedback_corrected_price: Nullable(
      Num({ min: FEEDBACK_CORRECTED_PRICE_MIN, max: FEEDBACK_CORRECTED_PRICE_MAX }),
    ),
    feedback_message: Nullable(Text(FEEDBACK_MESSAGE_MAX)),
    floors: Count(FLOORS_MIN, FLOORS_MAX),
    half_bathrooms: Count(HALF_BATHROOMS_MIN, HALF_BATHROOMS_MAX),
    latitude: Latitude(),
    longitude: Longitude(),
    max_price: Price(),
    min_price: Price(),
    name: Str(),
    occupation_rate: Rate(),
    parking_spaces: Count(PARKING_SPACES_MIN, PARKING_SPACES_MAX),
    phone_number: Nullable(Phone()),
    place_id: Str(),
    price: Price(),
    search_address_string: Str({ min: SEARCH_STRING_MIN, max: SEARCH_STRING_MAX }),
    state: State(),
    street: Str(),
    total_area: Num({ min: AREA_MIN, max: AREA_MAX }),
    type: Literals(PROPERTY_TYPES),
    year_built: Nullable(YearBuilt()),
    zip: Nullable(Zip()),
    presentation_created_at: Nullable(IsoDateTime()),
  },
  { title: 'Appraisal' },
);
export type Appraisal = Static<typeof Appraisal>;

/** Base furnishing of an appraisal: how many of a catalogue item each condition (room kind) needs. */
export const AppraisalItem = Type.Object(
  {
    base_quantity: Int({ min: 0, max: 1000 }),
    condition_type: Literals(ITEM_CONDITIONS),
    item_id: Uuid(),
  },
  { title: 'AppraisalItem' },
);
export type AppraisalItem = Static<typeof AppraisalItem>;

export const AppraisalFurnishingQuery = Type.Object(
  { id: Uuid(), appraisal_id: Uuid(), profile_id: Uuid() },
  { title: 'AppraisalFurnishingQuery' },
);
export type AppraisalFurnishingQuery = Static<typeof AppraisalFurnishingQuery>;

// ─── Marketplace comparables ────────────────────────────────────────────────────────────────────

const Maybe = <T extends TSchema>(schema: T) => Nullable(schema);

/** A listing scraped from the wider market, used as an appraisal comparable. Sources often omit fields. */
export const MarketProperty = Type.Object(
  {
    external_id: Str({ max: 255 }),
    bathrooms: Maybe(Num({ min: 0, max: BATHROOMS_MAX })),
    bedrooms: Maybe(Num({ min: 0, max: BEDROOMS_MAX })),
    built_year: Maybe(Int({ min: 0, max: 9999 })),
    cap_rate: Maybe(Num({ min: -1, max: 1 })),
    floor_number: Maybe(Int({ min: -10, max: 300 })),
    full_address: Maybe(Str({ max: 1000 })),
    is_presale: Maybe(Type.Boolean()),
    latitude: Maybe(Latitude()),
    longitude: Maybe(Longitude()),
    listing_type: Maybe(Str({ max: 50, description: 'sale or rent, as the source names it' })),
    monthly_rent: Maybe(Money()),
    municipality: Maybe(Str()),
    neighborhood: Maybe(Str()),
    parking_lots: Maybe(Num({ min: 0, max: PARKING_SPACES_MAX })),
    pets_allowed: Maybe(Type.Boolean()),
    /** The appraisal model's sale price for this listing. */
    predicted_price: Maybe(Money()),
    /** The appraisal model's monthly rent for this listing. */
    predicted_monthly_rent: Maybe(Money()),
    price: Maybe(Money()),
    price_per_square_meter: Maybe(Money()),
    property_type: Maybe(Str({ max: 100 })),
    state: Maybe(Str()),
    street: Maybe(Str()),
    surface_total: Maybe(Num({ min: 0, max: 10_000_000 })),
    terrain_surface: Maybe(Num({ min: 0, max: 10_000_000 })),
  },
  { title: 'MarketProperty' },
);
export type MarketProperty = Static<typeof MarketProperty>;
