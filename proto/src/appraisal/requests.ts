/**
 * What the appraisal service takes: the §7 forms of an appraisal from an address, staff's
 * correction of its result, the owner's feedback and the offer of a presentation.
 */
import { Type, type Static } from 'typebox';

import {
  APPRAISAL_AREA_MAX,
  APPRAISAL_AREA_MIN,
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
  OFFER_AMOUNT_MAX,
  PARKING_SPACES_MAX,
  PARKING_SPACES_MIN,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
  SEARCH_STRING_MAX,
  SEARCH_STRING_MIN,
  YEARS_BUILT_MAX,
  YEARS_BUILT_MIN,
} from '../constants.ts';
import { APPRAISAL_FEEDBACK, ITEM_CONDITIONS, PROPERTY_TYPES } from '../enums.ts';
import { Count, Latitude, Longitude, OptionalDigits, Price, Rate } from '../shared/fields.ts';
import {
  Int,
  Literals,
  Nullable,
  Num,
  OptionalPhone,
  State,
  Str,
  Text,
  Uuid,
  Zip,
} from '../validation/types.ts';
import { SearchText } from '../shared/requests.ts';

const Percentage = () => Num({ min: PERCENTAGE_MIN, max: PERCENTAGE_MAX });
const OfferAmount = () => Num({ min: 0, max: OFFER_AMOUNT_MAX });

/** Appraisal from an address (§5): the address found by search plus the home's main figures. */
export const SubmitAppraisal = Type.Object({
  name: Str(),
  place_id: Str(),
  search_address_string: Str({ min: SEARCH_STRING_MIN, max: SEARCH_STRING_MAX }),
  latitude: Latitude(),
  longitude: Longitude(),
  built_area: Num({ min: APPRAISAL_AREA_MIN, max: APPRAISAL_AREA_MAX }),
  total_area: Num({ min: APPRAISAL_AREA_MIN, max: APPRAISAL_AREA_MAX }),
  years_built: Int({ min: YEARS_BUILT_MIN, max: YEARS_BUILT_MAX }),
  type: Literals(PROPERTY_TYPES),
  bathrooms: Count(BATHROOMS_MIN, BATHROOMS_MAX),
  bedrooms: Count(BEDROOMS_MIN, BEDROOMS_MAX),
  half_bathrooms: Type.Optional(Count(HALF_BATHROOMS_MIN, HALF_BATHROOMS_MAX)),
  parking_spaces: Type.Optional(Count(PARKING_SPACES_MIN, PARKING_SPACES_MAX)),
  floors: Type.Optional(Count(FLOORS_MIN, FLOORS_MAX)),
  street: Type.Optional(Str()),
  exterior_number: OptionalDigits(),
  interior_number: OptionalDigits(),
  zip: Type.Optional(Zip()),
  city: Type.Optional(Str()),
  state: Type.Optional(State()),
  phone_number: Type.Optional(OptionalPhone()),
  /** The home is already furnished and lived in. */
  used: Type.Optional(Type.Boolean({ default: false })),
  /** Also estimate occupation from comparable short-term rentals. */
  get_external_occupation_rate: Type.Optional(Type.Boolean({ default: false })),
});
export type SubmitAppraisal = Static<typeof SubmitAppraisal>;

/** Staff's correction of an appraisal result (§5 "Appraisal result"). */
export const AppraisalResultUpdate = Type.Object({
  appraisal_id: Uuid(),
  price: Price(),
  min_price: Price(),
  max_price: Price(),
  cap_rate: Rate(),
  occupation_rate: Rate(),
  average_daily_rate: Type.Optional(Num({ min: 0, max: OFFER_AMOUNT_MAX })),
});
export type AppraisalResultUpdate = Static<typeof AppraisalResultUpdate>;

export const AppraisalFeedbackInput = Type.Object({
  appraisal_id: Uuid(),
  feedback: Literals(APPRAISAL_FEEDBACK),
  feedback_message: Type.Optional(Nullable(Text(FEEDBACK_MESSAGE_MAX))),
  feedback_corrected_price: Type.Optional(
    Nullable(Num({ min: FEEDBACK_CORRECTED_PRICE_MIN, max: FEEDBACK_CORRECTED_PRICE_MAX })),
  ),
});
export type AppraisalFeedbackInput = Static<typeof AppraisalFeedbackInput>;

/** The offer of an appraisal presentation (§5 "Offer"). */
export const AppraisalPresentation = Type.Object({
  appraisal_id: Uuid(),
  offer_price: OfferAmount(),
  monthly_payment: OfferAmount(),
  advance_payment: OfferAmount(),
  sale_commission_percentage: Percentage(),
  manager_rent_percentage: Percentage(),
  terms: Str({ max: 5000 }),
});
export type AppraisalPresentation = Static<typeof AppraisalPresentation>;

/** An appraisal, a furnishing query or an item named in the path. */
export const AppraisalParams = Type.Object({ id: Uuid() });
export type AppraisalParams = Static<typeof AppraisalParams>;

/** /dashboard/admin/appraisal?page=: newest first, 20 a page. */
export const AdminAppraisalQuery = Type.Object({
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  /** Words of the searched address, the city or the state. */
  q: SearchText(),
});
export type AdminAppraisalQuery = Static<typeof AdminAppraisalQuery>;

/** Ask for the furnishing estimate of an appraised home. */
export const FurnishingQueryInput = Type.Object({ appraisal_id: Uuid() });
export type FurnishingQueryInput = Static<typeof FurnishingQueryInput>;

/** Remove one line of the base furnishing. */
export const AppraisalItemKey = Type.Object({
  item_id: Uuid(),
  condition_type: Literals(ITEM_CONDITIONS),
});
export type AppraisalItemKey = Static<typeof AppraisalItemKey>;

/** The presentation PDF's language (default: the caller's). */
export const PresentationPdfQuery = Type.Object({ lang: Type.Optional(Literals(['es', 'en'] as const)) });
export type PresentationPdfQuery = Static<typeof PresentationPdfQuery>;
