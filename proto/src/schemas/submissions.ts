/**
 * TypeBox schemas of every named submission of spec §7, with the §5 rules a JSON schema can
 * express. Rules across fields or needing decoding (password confirmation, city within state,
 * year built ≤ this year, image and PDF bytes, JSON texts) are in validation/rules.ts, and
 * `checkSubmission` (validation/check.ts) runs both for a submission by name.
 *
 * Field names are those of the entities (snake_case) except where §7 spells them otherwise
 * (passwordConfirmation, base64Image, fromPropertyId, descriptiveSource, minPrice…).
 */
import { Type, type Static, type TBoolean, type TOptional, type TProperties, type TSchema } from 'typebox';

import {
  APPRAISAL_AREA_MAX,
  APPRAISAL_AREA_MIN,
  AREA_MAX,
  AREA_MIN,
  BASE_HOURS_TO_CLEAN_MAX,
  BASE_HOURS_TO_CLEAN_MIN,
  BATHROOMS_MAX,
  BATHROOMS_MIN,
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  CHORE_NAME_MAX,
  COMPANY_PERCENTAGE_MAX,
  COMPANY_PERCENTAGE_MIN,
  COMPLETION_NOTES_MAX,
  CONTACT_TEXT_MAX,
  CONTACT_TEXT_MIN,
  CURRENT_HOURS_TO_CLEAN_MAX,
  CURRENT_HOURS_TO_CLEAN_MIN,
  FEEDBACK_CORRECTED_PRICE_MAX,
  FEEDBACK_CORRECTED_PRICE_MIN,
  FEEDBACK_MESSAGE_MAX,
  FILE_MIME_TYPES,
  FLOORS_MAX,
  FLOORS_MIN,
  HALF_BATHROOMS_MAX,
  HALF_BATHROOMS_MIN,
  IMAGE_MAX_BYTES,
  ITEM_PRICE_MAX,
  ITEM_TEXT_MAX,
  JOKE_TEXT_MAX,
  JOKE_TEXT_MIN,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  MANAGER_NAME_MAX,
  MANAGER_NAME_MIN,
  MAX_PROPERTY_IMAGES,
  OFFER_AMOUNT_MAX,
  PAGE_SIZE,
  PARKING_SPACES_MAX,
  PARKING_SPACES_MIN,
  PASSWORD_MAX,
  PDF_MAX_BYTES,
  PERCENTAGE_MAX,
  PERCENTAGE_MIN,
  PRICE_MAX,
  PRICE_MIN,
  RATE_MAX,
  RATE_MIN,
  REVIEW_COMMENT_MAX,
  SCORE_MAX,
  SCORE_MIN,
  SEARCH_STRING_MAX,
  SEARCH_STRING_MIN,
  TEXT_MAX,
  TOTAL_EARNED_MAX,
  TOTAL_EARNED_MIN,
  WORKER_HOUR_MAX,
  WORKER_HOUR_MIN,
  YEARS_BUILT_MAX,
  YEARS_BUILT_MIN,
} from '../constants.ts';
import {
  APPRAISAL_FEEDBACK,
  BUDGETS,
  BUYER_PROFILES,
  CHORE_NIGHT_RANGE_CODES,
  CHORE_STATUSES,
  CHORE_TRIGGER_EVENTS,
  CHORE_TYPES,
  COMMISSION_COMPANY_ROLES,
  COMMISSION_FURNISHERS,
  COMMISSION_VALUE_TYPES,
  CONTRACT_RENEWAL_DECISIONS,
  CREDIT_OPTIONS,
  DAY_PLAN_PERMISSIONS,
  EMAIL_NOTIFICATION_TYPES,
  EXTERNAL_LISTING_TYPES,
  FILE_TYPES,
  ITEM_TYPES,
  MARKET_SORTS,
  PAYMENT_CHECKOUT_TYPES,
  PROPERTY_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  REGISTRATION_SOURCES,
  ROLE_LABELS,
  TIME_TO_BUY,
  TOUR_REVIEW_ASPECTS,
  TOUR_SELF_DESCRIPTIONS,
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
} from '../enums.ts';
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
  NumericString,
  OptionalPhone,
  Password,
  Phone,
  RRule,
  State,
  Str,
  Text,
  TimeZone,
  Url,
  Uuid,
  Zip,
} from '../validation/types.ts';
import {
  CHECKLIST_ITEMS,
  FloorDistribution,
  NeighborhoodInsightAmount,
  RichTextDoc,
  TransactionAmount,
  TriggerOffset,
  YearBuilt,
  type ChecklistItem,
} from './entities.ts';

const MB = 1024 * 1024;
/** Base64 grows data by 4/3; allow a data-URL prefix on top. */
const base64Chars = (bytes: number) => Math.ceil(bytes / 3) * 4 + 100;

/** An image as base64 (optionally a `data:image/…;base64,` URL): JPEG or PNG under 2 MB, checked by `checkBase64Images`. */
export const Base64Image = () =>
  Type.String({
    minLength: 1,
    maxLength: base64Chars(IMAGE_MAX_BYTES),
    contentEncoding: 'base64',
    'x-message': 'image.invalid',
    'x-message-params': { max: IMAGE_MAX_BYTES / MB },
  });

/** A PDF as base64 (optionally a `data:application/pdf;base64,` URL), under 4 MB, checked by `checkBase64Pdf`. */
export const Base64Pdf = () =>
  Type.String({
    minLength: 1,
    maxLength: base64Chars(PDF_MAX_BYTES),
    contentEncoding: 'base64',
    'x-message': 'file.pdfTooLarge',
    'x-message-params': { max: PDF_MAX_BYTES / MB },
  });

/** Optional digits-only text (exterior/interior number): digits, blank or null. */
const OptionalDigits = () =>
  Type.Optional(Type.Union([Digits(), Type.Literal(''), Type.Null()], { 'x-message': 'validation.digits' }));

/** The same properties, each optional (a partial update). */
function allOptional<P extends TProperties>(properties: P): { [K in keyof P]: TOptional<P[K]> } {
  return Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, Type.Optional(schema)]),
  ) as {
    [K in keyof P]: TOptional<P[K]>;
  };
}
const Price = () => Num({ min: PRICE_MIN, max: PRICE_MAX, message: 'validation.price' });
const Latitude = () => Num({ min: LATITUDE_MIN, max: LATITUDE_MAX });
const Longitude = () => Num({ min: LONGITUDE_MIN, max: LONGITUDE_MAX });
const Rate = () => Num({ min: RATE_MIN, max: RATE_MAX });
const Percentage = () => Num({ min: PERCENTAGE_MIN, max: PERCENTAGE_MAX });
const OfferAmount = () => Num({ min: 0, max: OFFER_AMOUNT_MAX });
const Count = (min: number, max: number) => Int({ min, max });
const Images = (max = MAX_PROPERTY_IMAGES) =>
  List(Base64Image(), { max, message: 'image.tooMany', messageParams: { max } });
const StoragePath = () => Str({ max: 2048 });
/** The phrase typed to confirm a dangerous action (compared by `checkTypeToConfirm`). */
const Confirmation = () => Str({ max: 200, description: 'type-to-confirm phrase' });

// ─── Accounts and profiles ──────────────────────────────────────────────────────────────────────

export const Login = Type.Object({
  email: Email(),
  /** Only required here: an existing password is checked, not judged. */
  password: Str({ max: PASSWORD_MAX }),
});
export type Login = Static<typeof Login>;

export const Register = Type.Object({
  email: Email(),
  locale: Locale(),
  name: Str(),
  phone_number: Type.Optional(OptionalPhone()),
  password: Password(),
  passwordConfirmation: Str({ max: PASSWORD_MAX }),
  source: Literals(REGISTRATION_SOURCES),
});
export type Register = Static<typeof Register>;

export const PasswordRecovery = Type.Object({ email: Email() });
export type PasswordRecovery = Static<typeof PasswordRecovery>;

export const PasswordChange = Type.Object({
  password: Password(),
  passwordConfirmation: Str({ max: PASSWORD_MAX }),
  /** The password in use, checked before changing anything: a stolen access token alone is not enough. */
  currentPassword: Str({ max: PASSWORD_MAX }),
});
export type PasswordChange = Static<typeof PasswordChange>;

/** A new password chosen from an emailed reset link; `token` is the link's single-use token. */
export const PasswordReset = Type.Object({
  token: Str({ max: 200 }),
  password: Password(),
  passwordConfirmation: Str({ max: PASSWORD_MAX }),
});
export type PasswordReset = Static<typeof PasswordReset>;

/** A newly chosen profile picture. */
export const ProfilePicture = Type.Object({ base64Image: Base64Image() });

export const ProfileUpdate = Type.Object({
  profile_id: Uuid(),
  name: Type.Optional(Str()),
  phone_number: Type.Optional(OptionalPhone()),
  /** The new picture, or null to remove it; absent keeps the current one. */
  img_url_obj: Type.Optional(Nullable(ProfilePicture)),
  /** The profile's language (the language picker saves it here). */
  locale: Type.Optional(Locale()),
});
export type ProfileUpdate = Static<typeof ProfileUpdate>;

/** An official ID: a PDF under 4 MB or a JPEG/PNG under 2 MB, base64. */
export const IdUpload = Type.Object({
  profile_id: Uuid(),
  new_id_file: Type.String({
    minLength: 1,
    maxLength: base64Chars(PDF_MAX_BYTES),
    'x-required-message': 'error.noFile',
  }),
});
export type IdUpload = Static<typeof IdUpload>;

export const HomeAddressUpdate = Type.Object({
  profile_id: Uuid(),
  home_address_string: Str({ min: SEARCH_STRING_MIN, max: SEARCH_STRING_MAX }),
  home_latitude: Latitude(),
  home_longitude: Longitude(),
  home_place_id: Str(),
});
export type HomeAddressUpdate = Static<typeof HomeAddressUpdate>;

export const ProfileDeletion = Type.Object({ profile_id: Uuid(), confirmation: Confirmation() });
export type ProfileDeletion = Static<typeof ProfileDeletion>;

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
});
export type SubmitProperty = Static<typeof SubmitProperty>;

export const SubmitFromListing = Type.Object({
  appraisal_id: Type.Optional(Nullable(Uuid())),
  expected_price: Price(),
  listing_url: AirbnbListingUrl(),
  locale: Locale(),
});
export type SubmitFromListing = Static<typeof SubmitFromListing>;

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

export const CopyProperty = Type.Object({ property_id: Uuid(), name: Type.Optional(Str()) });
export type CopyProperty = Static<typeof CopyProperty>;

export const DeleteProperty = Type.Object({ property_id: Uuid(), confirmation: Confirmation() });
export type DeleteProperty = Static<typeof DeleteProperty>;

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
  label: Type.Optional(Literals(PROPERTY_LABELS)),
  status: Type.Optional(Literals(PROPERTY_STATUSES)),
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
    List(StoragePath(), {
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
  eliminated_img_urls: List(StoragePath(), { min: 1, max: MAX_PROPERTY_IMAGES }),
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

// ─── Visitors and buyers ────────────────────────────────────────────────────────────────────────

/**
 * Anti-spam field of the public forms: the SPA hides it from people, so only a bot fills it in. A
 * filled honeypot gets the usual success answer and nothing is stored or sent.
 */
const Honeypot = () => Type.Optional(Type.String({ maxLength: 2048, description: 'honeypot: leave empty' }));

export const ManagerApplication = Type.Object({
  airbnb_profile_url: AirbnbProfileUrl(),
  locale: Locale(),
  message: Str({ max: CONTACT_TEXT_MAX }),
  name: Str({ min: MANAGER_NAME_MIN, max: MANAGER_NAME_MAX }),
  email: Type.Optional(Email()),
  phone_number: Type.Optional(OptionalPhone()),
  /** Set when the application is sent from a property's public page. */
  property_id: Type.Optional(Nullable(Uuid())),
  website: Honeypot(),
});
export type ManagerApplication = Static<typeof ManagerApplication>;

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

export const TourReviewInsert = Type.Object({
  tour_request_id: Uuid(),
  liked: Aspects(),
  disliked: Aspects(),
  property_score: Count(SCORE_MIN, SCORE_MAX),
  tour_guide_score: Count(SCORE_MIN, SCORE_MAX),
  self_description: Literals(TOUR_SELF_DESCRIPTIONS),
  comment: Type.Optional(Nullable(Text(REVIEW_COMMENT_MAX))),
});
export type TourReviewInsert = Static<typeof TourReviewInsert>;

export const JokeSubmit = Type.Object({
  text: Str({ min: JOKE_TEXT_MIN, max: JOKE_TEXT_MAX }),
  locale: Locale(),
  website: Honeypot(),
});
export type JokeSubmit = Static<typeof JokeSubmit>;

export const JokeApproval = Type.Object({ joke_id: Uuid(), approved: Type.Boolean() });
export type JokeApproval = Static<typeof JokeApproval>;

export const Contact = Type.Object({
  name: Str(),
  email: Email(),
  phone_number: Type.Optional(OptionalPhone()),
  text: Str({ min: CONTACT_TEXT_MIN, max: CONTACT_TEXT_MAX }),
  locale: Locale(),
  website: Honeypot(),
});
export type Contact = Static<typeof Contact>;

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

export const ItemUpsert = Type.Object({
  item_id: Type.Optional(Uuid()),
  en_name: Type.Optional(Text(ITEM_TEXT_MAX)),
  es_name: Str({ max: ITEM_TEXT_MAX }),
  en_description: Type.Optional(Text(ITEM_TEXT_MAX)),
  es_description: Str({ max: ITEM_TEXT_MAX }),
  note: Type.Optional(Nullable(Text(ITEM_TEXT_MAX))),
  img_url: Url(),
  price: Num({ min: 0, max: ITEM_PRICE_MAX }),
  type: Literals(ITEM_TYPES),
  url: Url(),
});
export type ItemUpsert = Static<typeof ItemUpsert>;

/** An item a property has: a catalogue item, or a free one named by `en_name`. */
export const PropertyItemUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  property_id: Uuid(),
  item_id: Type.Optional(Nullable(Uuid())),
  en_name: Type.Optional(Text(ITEM_TEXT_MAX)),
  note: Type.Optional(Nullable(Text(ITEM_TEXT_MAX))),
  quantity: Int({ min: 0, max: 10_000 }),
});
export type PropertyItemUpsert = Static<typeof PropertyItemUpsert>;

export const IdOnly = Type.Object({ id: Uuid() });
export type IdOnly = Static<typeof IdOnly>;

// ─── Memberships ────────────────────────────────────────────────────────────────────────────────

export const PropertyCustomerUpsert = Type.Object({
  property_id: Uuid(),
  profile_id: Uuid(),
  label: Literals(ROLE_LABELS),
});
export type PropertyCustomerUpsert = Static<typeof PropertyCustomerUpsert>;

export const PropertyCustomerDelete = Type.Object({ property_id: Uuid(), profile_id: Uuid() });
export type PropertyCustomerDelete = Static<typeof PropertyCustomerDelete>;

/**
 * Inviting an ally, named by email (they may have no account yet) or by profile id: exactly one
 * of the two (`checkInvitationInvitee`, run by `checkSubmission`).
 */
export const InvitationCreate = Type.Object({
  property_id: Uuid(),
  email: Type.Optional(Email()),
  profile_id: Type.Optional(Uuid()),
  label: Literals(ROLE_LABELS),
  locale: Locale(),
});
export type InvitationCreate = Static<typeof InvitationCreate>;

/** Accept, reject or revoke an invitation. */
export const InvitationAnswer = Type.Object({ invitation_id: Uuid() });
export type InvitationAnswer = Static<typeof InvitationAnswer>;

// ─── Day plans ──────────────────────────────────────────────────────────────────────────────────

export const DayPlanUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  schedule_date: IsoDate(),
  timezone: TimeZone(),
  properties: List(Uuid(), { uniqueItems: true }),
  workers: List(Uuid(), { uniqueItems: true }),
  permissions: Type.Optional(
    List(Type.Object({ profile_id: Uuid(), permission: Literals(DAY_PLAN_PERMISSIONS) })),
  ),
});
export type DayPlanUpsert = Static<typeof DayPlanUpsert>;

export const WorkerScheduleUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  day_plan_id: Uuid(),
  profile_id: Uuid(),
  hour: Count(WORKER_HOUR_MIN, WORKER_HOUR_MAX),
  property_airbnb_listing_id: Uuid(),
});
export type WorkerScheduleUpsert = Static<typeof WorkerScheduleUpsert>;

// ─── Airbnb listings and reservations ───────────────────────────────────────────────────────────

export const AirbnbListingUpsert = Type.Object({
  id: Type.Optional(Uuid()),
  property_id: Uuid(),
  name: Str(),
  url: AirbnbListingUrl(),
  profile_url: Type.Optional(Nullable(AirbnbProfileUrl())),
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

const Fee = () => Type.Optional(Nullable(Num({ min: 0, max: TOTAL_EARNED_MAX })));

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

// ─── Chores and reports ─────────────────────────────────────────────────────────────────────────

const choreFields = {
  name: Str({ max: CHORE_NAME_MAX }),
  type: Literals(CHORE_TYPES),
  status: Literals(CHORE_STATUSES, { default: 'PENDING' }),
  description_doc: Type.Optional(Nullable(RichTextDoc)),
  due_date: Type.Optional(Nullable(IsoDate())),
  assigned_to: Type.Optional(Nullable(Uuid())),
  completion_notes: Type.Optional(Nullable(Text(COMPLETION_NOTES_MAX))),
  trigger_event: Type.Optional(Nullable(Literals(CHORE_TRIGGER_EVENTS))),
  trigger_event_due_date_offset: Type.Optional(Nullable(TriggerOffset())),
  trigger_event_night_range: Type.Optional(Nullable(Literals(CHORE_NIGHT_RANGE_CODES))),
  recurrence_rule: Type.Optional(Nullable(RRule())),
};

export const ChorePost = Type.Object({
  property_id: Uuid(),
  ...choreFields,
  problem_images: Images(),
  resolution_images: Type.Optional(Images()),
});
export type ChorePost = Static<typeof ChorePost>;

/** A change to a chore. Images: kept paths plus new base64 ones; a solved chore keeps ≥ 1 of each. */
export const ChoreUpdate = Type.Object({
  chore_id: Uuid(),
  ...allOptional(choreFields),
  problem_img_urls: Type.Optional(List(StoragePath(), { max: MAX_PROPERTY_IMAGES })),
  resolution_img_urls: Type.Optional(List(StoragePath(), { max: MAX_PROPERTY_IMAGES })),
  new_problem_images: Type.Optional(Images()),
  new_resolution_images: Type.Optional(Images()),
});
export type ChoreUpdate = Static<typeof ChoreUpdate>;

export const ChoreSolve = Type.Object({
  chore_id: Uuid(),
  completion_notes: Type.Optional(Nullable(Text(COMPLETION_NOTES_MAX))),
  resolution_images: Images(),
});
export type ChoreSolve = Static<typeof ChoreSolve>;

export const ChoreDelete = Type.Object({ chore_id: Uuid() });
export type ChoreDelete = Static<typeof ChoreDelete>;

export const ChoreRecurrence = Type.Object({ chore_id: Uuid(), recurrence_rule: Nullable(RRule()) });
export type ChoreRecurrence = Static<typeof ChoreRecurrence>;

export const ChoreTrigger = Type.Object({
  chore_id: Uuid(),
  trigger_event: Nullable(Literals(CHORE_TRIGGER_EVENTS)),
  trigger_event_due_date_offset: Type.Optional(Nullable(TriggerOffset())),
  trigger_event_night_range: Type.Optional(Nullable(Literals(CHORE_NIGHT_RANGE_CODES))),
});
export type ChoreTrigger = Static<typeof ChoreTrigger>;

export const ReportPost = Type.Object({
  property_id: Uuid(),
  name: Str({ max: CHORE_NAME_MAX }),
  type: Literals(CHORE_TYPES),
  description_doc: Type.Optional(Nullable(RichTextDoc)),
  problem_images: Images(),
});
export type ReportPost = Static<typeof ReportPost>;

/** PATCH /api/v1/property_chore: move a chore (and its images) to another property. */
export const ChoreMove = Type.Object({ chore_id: Uuid(), fromPropertyId: Uuid(), toPropertyId: Uuid() });
export type ChoreMove = Static<typeof ChoreMove>;
export const ChoreMoveResponse = Type.Object({
  newProblemUrls: List(StoragePath()),
  newResolutionUrls: List(StoragePath()),
});
export type ChoreMoveResponse = Static<typeof ChoreMoveResponse>;

// ─── Notifications and logs ─────────────────────────────────────────────────────────────────────

export const EmailNotificationPost = Type.Object({
  property_id: Uuid(),
  type: Literals(EMAIL_NOTIFICATION_TYPES),
  locale: Locale(),
});
export type EmailNotificationPost = Static<typeof EmailNotificationPost>;

/** POST /api/v1/log: a client error reported by the SPA. */
export const LogPost = Type.Object({
  descriptiveSource: Str({ max: 500 }),
  message: Text(10_000),
  name: Str({ max: 200 }),
  stack: Type.Optional(Nullable(Text(50_000))),
});
export type LogPost = Static<typeof LogPost>;

// ─── Finance ────────────────────────────────────────────────────────────────────────────────────

export const TransactionInput = Type.Object({
  amount: TransactionAmount(),
  category: Literals(TRANSACTION_CATEGORIES),
  date: IsoDate(),
  expense: Literals(TRANSACTION_EXPENSES),
  method: Literals(TRANSACTION_METHODS),
  subject: Str({ max: TEXT_MAX }),
  type: Literals(TRANSACTION_TYPES),
  file_url: Type.Optional(Nullable(StoragePath())),
});
export type TransactionInput = Static<typeof TransactionInput>;

export const TransactionUpsert = Type.Object({
  transaction_id: Type.Optional(Uuid()),
  property_id: Uuid(),
  ...TransactionInput.properties,
});
export type TransactionUpsert = Static<typeof TransactionUpsert>;

export const TransactionDelete = Type.Object({ transaction_id: Uuid(), property_id: Uuid() });
export type TransactionDelete = Static<typeof TransactionDelete>;

/** Bulk upload (CSV import): §7 "bulk upload needs a transactions array". */
export const TransactionBulk = Type.Object({
  property_id: Uuid(),
  transactions: List(TransactionInput, { min: 1, max: 5000 }),
});
export type TransactionBulk = Static<typeof TransactionBulk>;

export const CommissionUpsert = Type.Object({
  property_id: Uuid(),
  company_role: Literals(COMMISSION_COMPANY_ROLES),
  furnisher: Literals(COMMISSION_FURNISHERS),
  company_percentage: Num({ min: COMPANY_PERCENTAGE_MIN, max: COMPANY_PERCENTAGE_MAX }),
  manager_value: Num({ min: 0, max: OFFER_AMOUNT_MAX }),
  manager_value_type: Literals(COMMISSION_VALUE_TYPES),
  owner_value: Num({ min: 0, max: OFFER_AMOUNT_MAX }),
  owner_value_type: Literals(COMMISSION_VALUE_TYPES),
});
export type CommissionUpsert = Static<typeof CommissionUpsert>;

export const LeaseConfigurationUpsert = Type.Object({
  property_id: Uuid(),
  current_lease_start: IsoDate(),
  current_lease_end: IsoDate(),
  lease_per_month_price: Num({ min: 0, max: OFFER_AMOUNT_MAX }),
});
export type LeaseConfigurationUpsert = Static<typeof LeaseConfigurationUpsert>;

export const CheckoutSessionCreate = Type.Object({
  type: Literals(PAYMENT_CHECKOUT_TYPES),
  /** What is paid for: the appraisal furnishing query or the property, depending on the type. */
  reference_id: Type.Optional(Uuid()),
  locale: Type.Optional(Locale()),
});
export type CheckoutSessionCreate = Static<typeof CheckoutSessionCreate>;

const checklistInput = allOptional(
  Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, Type.Boolean()])) as {
    [K in ChecklistItem]: TBoolean;
  },
);

export const ChecklistUpsert = Type.Object({ property_id: Uuid(), ...checklistInput });
export type ChecklistUpsert = Static<typeof ChecklistUpsert>;

// ─── Documents ──────────────────────────────────────────────────────────────────────────────────

/** Metadata sent with a property file upload (the PDF itself travels as multipart or base64). */
export const FileUploadMetadata = Type.Object({
  property_id: Uuid(),
  type: Literals(FILE_TYPES),
  valid_from: Type.Optional(Nullable(IsoDate())),
  valid_to: Type.Optional(Nullable(IsoDate())),
  file_name: Str({ max: 255 }),
  mime_type: Literals(FILE_MIME_TYPES, { message: 'file.pdfOnly' }),
  size: Int({
    min: 1,
    max: PDF_MAX_BYTES - 1,
    message: 'file.pdfTooLarge',
    messageParams: { max: PDF_MAX_BYTES / MB },
  }),
});
export type FileUploadMetadata = Static<typeof FileUploadMetadata>;

export const ContractRenewal = Type.Object({
  property_file_id: Uuid(),
  decision: Literals(CONTRACT_RENEWAL_DECISIONS),
});
export type ContractRenewal = Static<typeof ContractRenewal>;

export const ContractAutoRenewal = Type.Object({ property_file_id: Uuid(), auto_renewal: Type.Boolean() });
export type ContractAutoRenewal = Static<typeof ContractAutoRenewal>;

// ─── Marketplace ────────────────────────────────────────────────────────────────────────────────

/** GET /market query (§2): every filter optional; numbers arrive as strings and are converted. */
export const MarketQuery = Type.Object({
  state: Type.Optional(State()),
  city: Type.Optional(Str()),
  minPrice: Type.Optional(Num({ min: 0, max: PRICE_MAX })),
  maxPrice: Type.Optional(Num({ min: 0, max: PRICE_MAX })),
  propertyType: Type.Optional(Literals(PROPERTY_TYPES)),
  label: Type.Optional(Literals(PROPERTY_LABELS)),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  sort: Type.Optional(Literals(MARKET_SORTS, { default: 'newest' })),
  /** §9 marketing attribution kept from the landing URL; counted per source. */
  utm_source: Type.Optional(Str({ max: 100 })),
});
export type MarketQuery = Static<typeof MarketQuery>;

/** A page of results: `{ items, total, page, pageSize }`; pages start at 1, 20 items by default. */
export function Paginated<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: PAGE_SIZE }),
  });
}
export type Paginated<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A page query (`?page=`), as every admin list takes it. */
export const PageQuery = Type.Object({ page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })) });
export type PageQuery = Static<typeof PageQuery>;

// ─── The registry ───────────────────────────────────────────────────────────────────────────────

/** Every named submission of §7, by the name `checkSubmission` takes. */
export const SUBMISSION_SCHEMAS = {
  login: Login,
  register: Register,
  passwordRecovery: PasswordRecovery,
  passwordChange: PasswordChange,
  passwordReset: PasswordReset,
  profileUpdate: ProfileUpdate,
  idUpload: IdUpload,
  homeAddressUpdate: HomeAddressUpdate,
  profileDeletion: ProfileDeletion,
  submitProperty: SubmitProperty,
  submitFromListing: SubmitFromListing,
  submitAppraisal: SubmitAppraisal,
  appraisalResultUpdate: AppraisalResultUpdate,
  appraisalFeedback: AppraisalFeedbackInput,
  appraisalPresentation: AppraisalPresentation,
  copyProperty: CopyProperty,
  deleteProperty: DeleteProperty,
  propertyUpdate: PropertyUpdate,
  propertyImagePost: PropertyImagePost,
  propertyImageDelete: PropertyImageDelete,
  externalListingUpsert: ExternalListingUpsert,
  managerApplication: ManagerApplication,
  lead: LeadPost,
  tourRequest: TourRequestInsert,
  tourReview: TourReviewInsert,
  joke: JokeSubmit,
  jokeApproval: JokeApproval,
  contact: Contact,
  amenityUpsert: AmenityUpsert,
  neighborhoodInsightUpsert: NeighborhoodInsightUpsert,
  catalogueArchive: CatalogueArchive,
  itemUpsert: ItemUpsert,
  propertyItemUpsert: PropertyItemUpsert,
  deleteById: IdOnly,
  propertyCustomerUpsert: PropertyCustomerUpsert,
  propertyCustomerDelete: PropertyCustomerDelete,
  invitationCreate: InvitationCreate,
  invitationAnswer: InvitationAnswer,
  dayPlanUpsert: DayPlanUpsert,
  workerScheduleUpsert: WorkerScheduleUpsert,
  airbnbListingUpsert: AirbnbListingUpsert,
  airbnbListingHours: AirbnbListingHours,
  reservationUpdate: ReservationUpdate,
  chorePost: ChorePost,
  choreUpdate: ChoreUpdate,
  choreSolve: ChoreSolve,
  choreDelete: ChoreDelete,
  choreRecurrence: ChoreRecurrence,
  choreTrigger: ChoreTrigger,
  choreMove: ChoreMove,
  reportPost: ReportPost,
  emailNotification: EmailNotificationPost,
  log: LogPost,
  transactionUpsert: TransactionUpsert,
  transactionDelete: TransactionDelete,
  transactionBulk: TransactionBulk,
  commissionUpsert: CommissionUpsert,
  leaseConfigurationUpsert: LeaseConfigurationUpsert,
  checkoutSession: CheckoutSessionCreate,
  checklistUpsert: ChecklistUpsert,
  fileUpload: FileUploadMetadata,
  contractRenewal: ContractRenewal,
  contractAutoRenewal: ContractAutoRenewal,
  marketQuery: MarketQuery,
  pageQuery: PageQuery,
} as const;

export type SubmissionName = keyof typeof SUBMISSION_SCHEMAS;
export type Submission<N extends SubmissionName> = Static<(typeof SUBMISSION_SCHEMAS)[N]>;
