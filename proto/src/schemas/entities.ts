/**
 * TypeBox schemas of every entity of spec §3, field names in snake_case exactly as §3 spells them
 * (the recurrence's camelCase fields too). They describe records as services store and return
 * them; request bodies are in submissions.ts. Bounds are the §5/§9 limits from constants.ts.
 *
 * Where §3 leaves a field's shape open the choice is documented on the field.
 */
import { Type, type Static, type TSchema } from 'typebox';

import {
  AREA_MAX,
  AREA_MIN,
  BASE_HOURS_TO_CLEAN_MAX,
  BASE_HOURS_TO_CLEAN_MIN,
  BATHROOMS_MAX,
  BATHROOMS_MIN,
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  COMPANY_PERCENTAGE_MAX,
  COMPANY_PERCENTAGE_MIN,
  COMPLETION_NOTES_MAX,
  CHORE_NAME_MAX,
  CURRENT_HOURS_TO_CLEAN_MAX,
  CURRENT_HOURS_TO_CLEAN_MIN,
  FEEDBACK_CORRECTED_PRICE_MAX,
  FEEDBACK_CORRECTED_PRICE_MIN,
  FEEDBACK_MESSAGE_MAX,
  FLOORS_MAX,
  FLOORS_MIN,
  FLOOR_DISTRIBUTION_MIN_FLOORS,
  HALF_BATHROOMS_MAX,
  HALF_BATHROOMS_MIN,
  ITEM_PRICE_MAX,
  ITEM_TEXT_MAX,
  JOKE_TEXT_MAX,
  JOKE_TEXT_MIN,
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  MAX_PROPERTY_IMAGES,
  MONTH_DAY_MAX,
  MONTH_DAY_MIN,
  NEIGHBORHOOD_INSIGHT_AMOUNT_MAX,
  NEIGHBORHOOD_INSIGHT_AMOUNT_MIN,
  PARKING_SPACES_MAX,
  PARKING_SPACES_MIN,
  PRICE_MAX,
  PRICE_MIN,
  RATE_MAX,
  RATE_MIN,
  RECURRENCE_INTERVAL_MAX,
  RECURRENCE_INTERVAL_MIN,
  REVIEW_COMMENT_MAX,
  SCORE_MAX,
  SCORE_MIN,
  SEARCH_STRING_MAX,
  SEARCH_STRING_MIN,
  TEXT_MAX,
  TOTAL_EARNED_MAX,
  TOTAL_EARNED_MIN,
  TRANSACTION_AMOUNT_MAX,
  TRANSACTION_AMOUNT_MIN,
  TRIGGER_OFFSET_DAYS_MAX,
  WEEKDAY_MAX,
  WEEKDAY_MIN,
  WORKER_HOUR_MAX,
  WORKER_HOUR_MIN,
  YEAR_BUILT_MIN,
  yearBuiltMax,
} from '../constants.ts';
import {
  APPRAISAL_FEEDBACK,
  BUDGETS,
  BUYER_PROFILES,
  CHORE_NIGHT_RANGE_CODES,
  CHORE_PLACEHOLDERS,
  CHORE_STATUSES,
  CHORE_TRIGGER_EVENTS,
  CHORE_TYPES,
  COMMISSION_COMPANY_ROLES,
  COMMISSION_FURNISHERS,
  COMMISSION_VALUE_TYPES,
  CREDIT_OPTIONS,
  DATA_SOURCES,
  DAY_PLAN_PERMISSIONS,
  EMAIL_NOTIFICATION_TYPES,
  EXTERNAL_LISTING_TYPES,
  FILE_TYPES,
  INVITATION_STATUSES,
  ITEM_CONDITIONS,
  ITEM_TYPES,
  LEAD_STATUSES,
  PAYMENT_CHECKOUT_TYPES,
  PROPERTY_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  RECURRENCE_FREQUENCIES,
  ROLE_LABELS,
  TIME_TO_BUY,
  TOUR_REVIEW_ASPECTS,
  TOUR_SELF_DESCRIPTIONS,
  TRANSACTION_CATEGORIES,
  TRANSACTION_EXPENSES,
  TRANSACTION_METHODS,
  TRANSACTION_TYPES,
} from '../enums.ts';
import { PERMISSION_ACTIONS, PERMISSION_RESOURCES, type CanFlag } from '../permissions.ts';
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
  RRule,
  State,
  Str,
  Text,
  TimeZone,
  Url,
  Uuid,
  Zip,
} from '../validation/types.ts';

// ─── Shared pieces ──────────────────────────────────────────────────────────────────────────────

/** Money amounts with no rule of their own: non-negative, up to a billion. */
const MONEY_MAX = 1_000_000_000;
const Money = () => Num({ min: 0, max: MONEY_MAX });
/** Storage keys and signed links can be long. */
const STORAGE_PATH_MAX = 2048;
const StoragePath = () => Str({ max: STORAGE_PATH_MAX, description: 'Object-storage key or URL' });
/** Markdown documents (notifications, legal texts). */
const MARKDOWN_MAX = 200_000;
const Markdown = () => Str({ max: MARKDOWN_MAX });
const Latitude = () => Num({ min: LATITUDE_MIN, max: LATITUDE_MAX });
const Longitude = () => Num({ min: LONGITUDE_MIN, max: LONGITUDE_MAX });
const Rate = () => Num({ min: RATE_MIN, max: RATE_MAX });
const Price = () => Num({ min: PRICE_MIN, max: PRICE_MAX, message: 'validation.price' });
const Count = (min: number, max: number) => Int({ min, max });
/** year_built: 1900 up to the current year. The schema holds the floor; `checkYearBuilt` the moving ceiling. */
export const YearBuilt = () =>
  Int({
    min: YEAR_BUILT_MIN,
    max: 9999,
    message: 'validation.yearBuilt',
    messageParams: { min: YEAR_BUILT_MIN, max: yearBuiltMax() },
  });

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

// ─── Profiles ───────────────────────────────────────────────────────────────────────────────────

export const Profile = Type.Object(
  {
    id: Uuid(),
    email: Email(),
    name: Str(),
    img_url: Nullable(StoragePath()),
    /** §3 "data source": how the person signs in (email and password, or Google). */
    data_source: Literals(DATA_SOURCES),
    locale: Locale(),
    phone_number: Nullable(Phone()),
  },
  { title: 'Profile' },
);
export type Profile = Static<typeof Profile>;

export const ProfilePrivateInfo = Type.Object(
  {
    profile_id: Uuid(),
    home_address_string: Nullable(Str({ max: SEARCH_STRING_MAX })),
    home_latitude: Nullable(Latitude()),
    home_longitude: Nullable(Longitude()),
    home_place_id: Nullable(Str()),
    id_url: Nullable(StoragePath()),
    phone_number: Nullable(Phone()),
    /** The payment provider's customer id (§3), e.g. Stripe's `cus_…`. */
    stripe_customer_id: Nullable(Str({ max: 255 })),
  },
  { title: 'ProfilePrivateInfo' },
);
export type ProfilePrivateInfo = Static<typeof ProfilePrivateInfo>;

// ─── Memberships ────────────────────────────────────────────────────────────────────────────────

/** Every can_* column of property_customer, in matrix order. */
export const CAN_FLAGS: readonly CanFlag[] = PERMISSION_RESOURCES.flatMap((resource) =>
  PERMISSION_ACTIONS.map((action): CanFlag => `can_${action}_${resource}`),
);

const canFlagProperties = Object.fromEntries(CAN_FLAGS.map((flag) => [flag, Type.Boolean()])) as {
  [F in CanFlag]: ReturnType<typeof Type.Boolean>;
};

/** An ally or secondary client of a property: its role label and the label's fixed can_* flags. */
export const PropertyCustomer = Type.Object(
  {
    profile_id: Uuid(),
    property_id: Uuid(),
    label: Literals(ROLE_LABELS),
    ...canFlagProperties,
  },
  { title: 'PropertyCustomer' },
);
export type PropertyCustomer = Static<typeof PropertyCustomer>;

/**
 * An invitation to join a property with a label. `email` is whom it was sent to; `profile_id` is
 * null while that email has no account, and set when it registers.
 */
export const PropertyCustomerInvitation = Type.Object(
  {
    id: Uuid(),
    invited_by: Uuid(),
    email: Email(),
    label: Literals(ROLE_LABELS),
    locale: Locale(),
    profile_id: Nullable(Uuid()),
    property_id: Uuid(),
    status: Literals(INVITATION_STATUSES),
  },
  { title: 'PropertyCustomerInvitation' },
);
export type PropertyCustomerInvitation = Static<typeof PropertyCustomerInvitation>;

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

// ─── Day plans ──────────────────────────────────────────────────────────────────────────────────

export const DayPlanPermissionGrant = Type.Object(
  {
    id: Uuid(),
    day_plan_id: Uuid(),
    permission: Literals(DAY_PLAN_PERMISSIONS),
    permission_created_by: Uuid(),
    profile_id: Uuid(),
  },
  { title: 'DayPlanPermissionGrant' },
);
export type DayPlanPermissionGrant = Static<typeof DayPlanPermissionGrant>;

/** When a worker is due at a listing on the plan's day (hour in the plan's time zone). */
export const DayPlanWorkerSchedule = Type.Object(
  {
    id: Uuid(),
    day_plan_id: Uuid(),
    profile_id: Uuid(),
    hour: Count(WORKER_HOUR_MIN, WORKER_HOUR_MAX),
    property_airbnb_listing_id: Uuid(),
  },
  { title: 'DayPlanWorkerSchedule' },
);
export type DayPlanWorkerSchedule = Static<typeof DayPlanWorkerSchedule>;

export const DayPlan = Type.Object(
  {
    id: Uuid(),
    created_by: Uuid(),
    schedule_date: IsoDate(),
    timezone: TimeZone(),
    permissions: List(DayPlanPermissionGrant),
    /** Property ids on the plan. */
    properties: List(Uuid(), { uniqueItems: true }),
    /** Worker profile ids on the plan. */
    workers: List(Uuid(), { uniqueItems: true }),
    worker_schedules: List(DayPlanWorkerSchedule),
  },
  { title: 'DayPlan' },
);
export type DayPlan = Static<typeof DayPlan>;

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
 * A reservation of an Airbnb listing. The calendar feed gives dates and the confirmation code;
 * amounts arrive later from the payout report, so they are nullable. Amounts are in the listing's currency.
 */
export const Reservation = Type.Object(
  {
    id: Uuid(),
    property_airbnb_listing_id: Uuid(),
    check_in: IsoDate(),
    check_out: IsoDate(),
    cleaning_fee: Fee(),
    confirmation_code: Str({ max: 50 }),
    guest_amount: Nullable(Int({ min: 0, max: 100 })),
    guest_service_fee: Fee(),
    host_service_fee: Fee(),
    is_canceled: Type.Boolean(),
    pet_fee: Fee(),
    /** Number of nights. */
    night_amount: Int({ min: 0, max: 3660 }),
    /** Can be negative (discounts). */
    nightly_rate_adjustment: Nullable(Num({ min: -MONEY_MAX, max: MONEY_MAX })),
    occupancy_taxes: Fee(),
    remitted_occupancy_tax: Fee(),
    total_earned: Earned(),
    total_paid: Earned(),
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

// ─── Chores and reports ─────────────────────────────────────────────────────────────────────────

const RichTextMark = Type.Object({
  type: Type.Literal('link'),
  attrs: Type.Object({ href: Url() }),
});

/** An inline node of the chore description: text (optionally linked), a placeholder chip or a line break. */
export const RichTextInline = Type.Union([
  Type.Object({
    type: Type.Literal('text'),
    text: Str({ max: 10_000 }),
    marks: Type.Optional(List(RichTextMark, { max: 1 })),
  }),
  Type.Object({
    type: Type.Literal('placeholder'),
    attrs: Type.Object({ name: Literals(CHORE_PLACEHOLDERS) }),
  }),
  Type.Object({ type: Type.Literal('hard_break') }),
]);
export type RichTextInline = Static<typeof RichTextInline>;

export const RichTextParagraph = Type.Object({
  type: Type.Literal('paragraph'),
  content: Type.Optional(List(RichTextInline, { max: 2000 })),
});

/**
 * description_doc: the rich-text document of a chore (§2): paragraphs of text, links and
 * placeholder chips, in the editor's (ProseMirror) JSON shape.
 */
export const RichTextDoc = Type.Object(
  {
    type: Type.Literal('doc'),
    content: List(RichTextParagraph, { max: 500 }),
  },
  { title: 'RichTextDoc', 'x-message': 'validation.richText' },
);
export type RichTextDoc = Static<typeof RichTextDoc>;

const ImagePaths = () => List(StoragePath(), { max: MAX_PROPERTY_IMAGES });
const PublicLinks = () => List(Url(), { max: MAX_PROPERTY_IMAGES });

/**
 * Days between the trigger event and the copy's due date: negative before the event, 0 the same
 * day, positive after (§4 "an offset of 0 to 14 days (before, same day or after)").
 */
export const TriggerOffset = () => Int({ min: -TRIGGER_OFFSET_DAYS_MAX, max: TRIGGER_OFFSET_DAYS_MAX });

export const PropertyChore = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    name: Str({ max: CHORE_NAME_MAX }),
    type: Literals(CHORE_TYPES),
    status: Literals(CHORE_STATUSES),
    description_doc: Nullable(RichTextDoc),
    due_date: Nullable(IsoDate()),
    assigned_to: Nullable(Uuid()),
    created_by: Uuid(),
    completion_notes: Nullable(Text(COMPLETION_NOTES_MAX)),
    next_occurrence: Nullable(IsoDate()),
    problem_img_urls: ImagePaths(),
    resolution_img_urls: ImagePaths(),
    public_problem_img_urls: PublicLinks(),
    public_resolution_img_urls: PublicLinks(),
    public_urls_generated_at: Nullable(IsoDateTime()),
    trigger_event: Nullable(Literals(CHORE_TRIGGER_EVENTS)),
    trigger_event_due_date_offset: Nullable(TriggerOffset()),
    trigger_event_night_range: Nullable(Literals(CHORE_NIGHT_RANGE_CODES)),
    recurrence_rule: Nullable(RRule()),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyChore' },
);
export type PropertyChore = Static<typeof PropertyChore>;

/** The structured form of a chore's recurrence (field names as §3 spells them). */
export const PropertyChoreRecurrence = Type.Object(
  {
    chore_id: Uuid(),
    frequency: Literals(RECURRENCE_FREQUENCIES),
    interval: Count(RECURRENCE_INTERVAL_MIN, RECURRENCE_INTERVAL_MAX),
    byWeekDay: Nullable(List(Count(WEEKDAY_MIN, WEEKDAY_MAX), { max: 7, uniqueItems: true })),
    byMonthDay: Nullable(List(Count(MONTH_DAY_MIN, MONTH_DAY_MAX), { max: 31, uniqueItems: true })),
    dtStart: IsoDateTime(),
  },
  { title: 'PropertyChoreRecurrence' },
);
export type PropertyChoreRecurrence = Static<typeof PropertyChoreRecurrence>;

/**
 * A report: a problem someone found at a property. Stored like a chore (same table in the
 * maintenance service); `reported_by` is the chore's creator and `resolution_comments` its completion notes.
 */
export const Report = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    name: Str({ max: CHORE_NAME_MAX }),
    type: Literals(CHORE_TYPES),
    status: Literals(CHORE_STATUSES),
    description_doc: Nullable(RichTextDoc),
    reported_by: Uuid(),
    assigned_to: Nullable(Uuid()),
    problem_img_urls: List(StoragePath(), { min: 1, max: MAX_PROPERTY_IMAGES, message: 'image.required' }),
    resolution_img_urls: ImagePaths(),
    public_problem_img_urls: PublicLinks(),
    public_resolution_img_urls: PublicLinks(),
    resolution_comments: Nullable(Text(COMPLETION_NOTES_MAX)),
    created_at: IsoDateTime(),
  },
  { title: 'Report' },
);
export type Report = Static<typeof Report>;

// ─── Finance ────────────────────────────────────────────────────────────────────────────────────

export const TransactionAmount = () => Num({ min: TRANSACTION_AMOUNT_MIN, max: TRANSACTION_AMOUNT_MAX });

export const PropertyTransaction = Type.Object(
  {
    transaction_id: Uuid(),
    property_id: Uuid(),
    amount: TransactionAmount(),
    category: Literals(TRANSACTION_CATEGORIES),
    date: IsoDate(),
    expense: Literals(TRANSACTION_EXPENSES),
    method: Literals(TRANSACTION_METHODS),
    subject: Str({ max: TEXT_MAX }),
    type: Literals(TRANSACTION_TYPES),
    file_url: Nullable(StoragePath()),
  },
  { title: 'PropertyTransaction' },
);
export type PropertyTransaction = Static<typeof PropertyTransaction>;

export const PropertyCommission = Type.Object(
  {
    property_id: Uuid(),
    company_role: Literals(COMMISSION_COMPANY_ROLES),
    furnisher: Literals(COMMISSION_FURNISHERS),
    company_percentage: Num({ min: COMPANY_PERCENTAGE_MIN, max: COMPANY_PERCENTAGE_MAX }),
    /** An amount per month when FIXED, a percentage (0–100) when PERCENTAGE. */
    manager_value: Money(),
    manager_value_type: Literals(COMMISSION_VALUE_TYPES),
    owner_value: Money(),
    owner_value_type: Literals(COMMISSION_VALUE_TYPES),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyCommission' },
);
export type PropertyCommission = Static<typeof PropertyCommission>;

export const PropertyLeaseConfiguration = Type.Object(
  {
    property_id: Uuid(),
    current_lease_start: IsoDate(),
    current_lease_end: IsoDate(),
    lease_per_month_price: Money(),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyLeaseConfiguration' },
);
export type PropertyLeaseConfiguration = Static<typeof PropertyLeaseConfiguration>;

export const EarningsInterval = Type.Object(
  {
    acquired_income_mxn: Money(),
    acquired_income_usd: Money(),
    upcoming_income_mxn: Money(),
    upcoming_income_usd: Money(),
    interval_start: IsoDate(),
    interval_end: IsoDate(),
    total_reservations: Int({ min: 0, max: 100_000 }),
    total_expense: Money(),
  },
  { title: 'EarningsInterval' },
);
export type EarningsInterval = Static<typeof EarningsInterval>;

/** A card-payment checkout session: where to send the person to pay. */
export const PaymentCheckoutSession = Type.Object(
  {
    id: Str({ max: 255 }),
    type: Literals(PAYMENT_CHECKOUT_TYPES),
    url: Url(),
  },
  { title: 'PaymentCheckoutSession' },
);
export type PaymentCheckoutSession = Static<typeof PaymentCheckoutSession>;

// ─── Documents ──────────────────────────────────────────────────────────────────────────────────

export const PropertyFile = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    type: Literals(FILE_TYPES),
    url: StoragePath(),
    valid_from: Nullable(IsoDate()),
    valid_to: Nullable(IsoDate()),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyFile' },
);
export type PropertyFile = Static<typeof PropertyFile>;

export const PropertyFileContractState = Type.Object(
  {
    property_file_id: Uuid(),
    auto_renewal: Type.Boolean(),
    auto_renewal_state_set_at: Nullable(IsoDateTime()),
  },
  { title: 'PropertyFileContractState' },
);
export type PropertyFileContractState = Static<typeof PropertyFileContractState>;

// ─── Checklist ──────────────────────────────────────────────────────────────────────────────────

/** The checks of a property inspection (§3), one boolean column each. */
export const CHECKLIST_ITEMS = [
  'air_conditioning',
  'lights',
  'sockets',
  'doors',
  'gas_leaks_tank',
  'gas_leaks_stove',
  'gas_leaks_boiler',
  'water_leaks_bathrooms',
  'water_leaks_tally',
  'water_leaks_washbasin',
  'water_leaks_water_tank',
  'oven',
  'paint',
  'power_supply_label',
  'roof_waterproof',
  'stove',
  'subsoil_dry',
  'watering_cans_and_drains',
  'washbasin_drains',
  'windows',
] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];

const checklistProperties = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, Type.Boolean()])) as {
  [K in ChecklistItem]: ReturnType<typeof Type.Boolean>;
};

export const PropertyChecklist = Type.Object(
  { property_id: Uuid(), ...checklistProperties },
  { title: 'PropertyChecklist' },
);
export type PropertyChecklist = Static<typeof PropertyChecklist>;

// ─── Catalogue ──────────────────────────────────────────────────────────────────────────────────

export const Item = Type.Object(
  {
    item_id: Uuid(),
    en_name: Text(ITEM_TEXT_MAX),
    es_name: Str({ max: ITEM_TEXT_MAX }),
    en_description: Text(ITEM_TEXT_MAX),
    es_description: Str({ max: ITEM_TEXT_MAX }),
    note: Nullable(Text(ITEM_TEXT_MAX)),
    img_url: Url(),
    price: Num({ min: 0, max: ITEM_PRICE_MAX }),
    type: Literals(ITEM_TYPES),
    url: Url(),
  },
  { title: 'Item' },
);
export type Item = Static<typeof Item>;

export const PropertyItem = Type.Object(
  {
    id: Uuid(),
    item_id: Uuid(),
    property_id: Uuid(),
    quantity: Int({ min: 0, max: 10_000 }),
    created_at: IsoDateTime(),
    updated_at: IsoDateTime(),
  },
  { title: 'PropertyItem' },
);
export type PropertyItem = Static<typeof PropertyItem>;

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

// ─── Notifications and legal texts ──────────────────────────────────────────────────────────────

export const Joke = Type.Object(
  {
    joke_id: Uuid(),
    text: Str({ min: JOKE_TEXT_MIN, max: JOKE_TEXT_MAX }),
    locale: Locale(),
    approved: Type.Boolean(),
  },
  { title: 'Joke' },
);
export type Joke = Static<typeof Joke>;

export const EmailNotification = Type.Object(
  { id: Uuid(), property_id: Uuid(), type: Literals(EMAIL_NOTIFICATION_TYPES) },
  { title: 'EmailNotification' },
);
export type EmailNotification = Static<typeof EmailNotification>;

/** A notice on a property's dashboard, shown in the reader's locale. */
export const PropertyNotification = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    en_markdown: Markdown(),
    es_markdown: Markdown(),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyNotification' },
);
export type PropertyNotification = Static<typeof PropertyNotification>;

const LegalText = (id: string) =>
  Type.Object(
    { id: Uuid(), en_markdown: Markdown(), es_markdown: Markdown(), created_at: IsoDateTime() },
    { title: id },
  );

export const PrivacyPolicy = LegalText('PrivacyPolicy');
export type PrivacyPolicy = Static<typeof PrivacyPolicy>;
export const TermsAndConditions = LegalText('TermsAndConditions');
export type TermsAndConditions = Static<typeof TermsAndConditions>;

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

/** Every entity schema by table name, for docs and the JSON-schema round-trip test. */
export const ENTITY_SCHEMAS = {
  property: Property,
  appraisal: Appraisal,
  appraisal_item: AppraisalItem,
  appraisal_furnishing_query: AppraisalFurnishingQuery,
  profile: Profile,
  profile_private_info: ProfilePrivateInfo,
  property_customer: PropertyCustomer,
  property_customer_invitation: PropertyCustomerInvitation,
  tour_request: TourRequest,
  tour_review: TourReview,
  lead: Lead,
  day_plan: DayPlan,
  day_plan_permission: DayPlanPermissionGrant,
  day_plan_worker_schedule: DayPlanWorkerSchedule,
  property_airbnb_listing: PropertyAirbnbListing,
  reservation: Reservation,
  airbnb_listing_review: AirbnbListingReview,
  airbnb_profile: AirbnbProfile,
  property_chore: PropertyChore,
  property_chore_recurrence: PropertyChoreRecurrence,
  report: Report,
  property_transaction: PropertyTransaction,
  property_file: PropertyFile,
  property_file_contract_state: PropertyFileContractState,
  property_commission: PropertyCommission,
  property_lease_configuration: PropertyLeaseConfiguration,
  property_checklist: PropertyChecklist,
  item: Item,
  property_item: PropertyItem,
  amenity: Amenity,
  neighborhood_insight: NeighborhoodInsight,
  property_neighborhood_insight: PropertyNeighborhoodInsight,
  property_external_listing: PropertyExternalListing,
  joke: Joke,
  email_notification: EmailNotification,
  property_notification: PropertyNotification,
  privacy_policy: PrivacyPolicy,
  terms_and_conditions: TermsAndConditions,
  earnings_interval: EarningsInterval,
  payment_checkout_session: PaymentCheckoutSession,
  market_property: MarketProperty,
} as const;
