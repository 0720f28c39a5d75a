/**
 * Every enumerated value of the product spec (§4 states, §5 validation, §6 roles, §9 constants).
 *
 * Values are spelled exactly as the spec spells them: they are stored in databases, carried in
 * events and sent by the SPA, so renaming one is a breaking change of the contract.
 * Each enum is a readonly tuple (usable with `Type.Union(X.map(v => Type.Literal(v)))` or
 * `Type.Enum`) plus the union type of its members. Human labels live here only where the spec
 * itself gives one; every other visible string belongs to the message catalogue (`i18n/`).
 */

/** Labels for the two product languages, keyed by lower-case language tag as the i18n catalogue is. */
export type LocalizedLabel = { readonly es: string; readonly en: string };

/** True when `value` is a member of `values`; narrows unknown input (query strings, CSV cells). */
export function isOneOf<const T extends readonly string[]>(values: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

// ─── Languages and money (§1, §5, §9) ──────────────────────────────────────────────────────────

export const LOCALES = ['EN', 'ES'] as const;
export type Locale = (typeof LOCALES)[number];
/** Each language named in its own language, as a language picker shows it (§1 "English and Spanish (Español)"). */
export const LOCALE_LABELS: Readonly<Record<Locale, string>> = { EN: 'English', ES: 'Español' };

export const CURRENCIES = ['MXN', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

// ─── Time zones (§5, §9) ───────────────────────────────────────────────────────────────────────

/** IANA names accepted by validation (§5): the nine Mexican zones plus UTC. */
export const TIME_ZONES = [
  'America/Cancun',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Hermosillo',
  'America/Matamoros',
  'America/Mazatlan',
  'America/Mexico_City',
  'America/Ojinaga',
  'America/Tijuana',
  'UTC',
] as const;
export type TimeZone = (typeof TIME_ZONES)[number];

/** Zones offered in pickers (§9), in the spec's order; UTC is accepted but never offered. */
export const TIME_ZONE_OPTIONS = [
  { value: 'America/Cancun', label: { es: 'Cancún', en: 'Cancun' } },
  { value: 'America/Ciudad_Juarez', label: { es: 'Ciudad Juárez', en: 'Ciudad Juarez' } },
  { value: 'America/Chihuahua', label: { es: 'Chihuahua', en: 'Chihuahua' } },
  { value: 'America/Hermosillo', label: { es: 'Hermosillo', en: 'Hermosillo' } },
  { value: 'America/Matamoros', label: { es: 'Matamoros', en: 'Matamoros' } },
  { value: 'America/Mazatlan', label: { es: 'Mazatlán', en: 'Mazatlan' } },
  { value: 'America/Mexico_City', label: { es: 'Ciudad de México', en: 'Mexico City' } },
  { value: 'America/Ojinaga', label: { es: 'Ojinaga', en: 'Ojinaga' } },
  { value: 'America/Tijuana', label: { es: 'Tijuana', en: 'Tijuana' } },
] as const satisfies readonly { value: TimeZone; label: LocalizedLabel }[];
export type OfferedTimeZone = (typeof TIME_ZONE_OPTIONS)[number]['value'];

// ─── Property (§3, §4, §5) ─────────────────────────────────────────────────────────────────────

export const PROPERTY_STATUSES = [
  'REVISION',
  'ACCEPTED',
  'REJECTED',
  'PUBLISHED',
  'SOLD',
  'DELETED',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** §4 names REVISION "in_review" in the UI. */
export const PROPERTY_STATUS_LABELS: Readonly<Record<PropertyStatus, LocalizedLabel>> = {
  REVISION: { es: 'En revisión', en: 'In review' },
  ACCEPTED: { es: 'Aceptada', en: 'Accepted' },
  REJECTED: { es: 'Rechazada', en: 'Rejected' },
  PUBLISHED: { es: 'Publicada', en: 'Published' },
  SOLD: { es: 'Vendida', en: 'Sold' },
  DELETED: { es: 'Eliminada', en: 'Deleted' },
};
/** §4: owners with permission may update details only while the property is in one of these statuses. */
export const OWNER_EDITABLE_PROPERTY_STATUSES = [
  'REVISION',
  'REJECTED',
] as const satisfies readonly PropertyStatus[];
/**
 * §5 dangerous actions: moving a property to one of these statuses (rejecting it, marking it sold,
 * deleting it) needs the type-to-confirm phrase — the property's name — checked by the server too.
 */
export const CONFIRMED_PROPERTY_STATUSES = [
  'REJECTED',
  'SOLD',
  'DELETED',
] as const satisfies readonly PropertyStatus[];

export const PROPERTY_LABELS = ['NEW', 'NONE', 'RESERVED', 'SOLD', 'SOON', 'VACATIONAL_RENT'] as const;
export type PropertyLabel = (typeof PROPERTY_LABELS)[number];

export const PROPERTY_TYPES = ['APARTMENT', 'GATED_COMMUNITY_HOUSE', 'HOUSE'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Marketplace orderings (`/market?sort=`): newest published first, or by price. */
/** price_m2_asc: the lowest price per m² of built area first (issue 16). */
export const MARKET_SORTS = ['newest', 'price_asc', 'price_desc', 'price_m2_asc'] as const;
export type MarketSort = (typeof MARKET_SORTS)[number];

/** §4, in funnel order: each stage is the first one whose requirement is still missing. */
export const FUNNEL_STAGES = ['revision', 'signing', 'setup', 'live'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const EXTERNAL_LISTING_TYPES = [
  'CLASCO',
  'EASYAVISO',
  'EASYBROKER',
  'INMUEBLES24',
  'MONOPOLIO',
  'PROPIEDADES',
  'VIVANUNCIOS',
] as const;
export type ExternalListingType = (typeof EXTERNAL_LISTING_TYPES)[number];
/** The portals by the names they advertise under (the same in both languages). */
export const EXTERNAL_LISTING_TYPE_LABELS: Readonly<Record<ExternalListingType, LocalizedLabel>> = {
  CLASCO: { es: 'Clasco', en: 'Clasco' },
  EASYAVISO: { es: 'EasyAviso', en: 'EasyAviso' },
  EASYBROKER: { es: 'EasyBroker', en: 'EasyBroker' },
  INMUEBLES24: { es: 'Inmuebles24', en: 'Inmuebles24' },
  MONOPOLIO: { es: 'Monopolio', en: 'Monopolio' },
  PROPIEDADES: { es: 'Propiedades.com', en: 'Propiedades.com' },
  VIVANUNCIOS: { es: 'Vivanuncios', en: 'Vivanuncios' },
};

// ─── Appraisal (§4) ────────────────────────────────────────────────────────────────────────────

export const APPRAISAL_FEEDBACK = ['ADEQUATE', 'TOO_LOW', 'TOO_HIGH'] as const;
export type AppraisalFeedback = (typeof APPRAISAL_FEEDBACK)[number];

// ─── Buyers: leads, tours and reviews (§4, §5, §9) ─────────────────────────────────────────────

/** §4: a lead is `interested` when created and becomes `preprofiled` once the tour form is filled. */
export const LEAD_STATUSES = ['interested', 'preprofiled'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const BUYER_PROFILES = ['INVESTOR', 'JUST_LOOKING', 'TO_LIVE'] as const;
export type BuyerProfile = (typeof BUYER_PROFILES)[number];

/**
 * §9 budget ranges, in millions of MXN; the code is the spec's spelling, `max: null` is open-ended.
 * The four below 2.5 million come first (#16): the marketplace's homes start at 300 thousand, and a
 * tour form offers the ranges around the home's own price (web's tours/budget.ts).
 */
export const BUDGET_RANGES = [
  {
    code: '0.3-0.5',
    minMxn: 300_000,
    maxMxn: 500_000,
    label: { es: '300 - 500 mil', en: '300 - 500 thousand' },
  },
  {
    code: '0.5-1',
    minMxn: 500_000,
    maxMxn: 1_000_000,
    label: { es: '500 mil - 1 millón', en: '500 thousand - 1 million' },
  },
  {
    code: '1-1.5',
    minMxn: 1_000_000,
    maxMxn: 1_500_000,
    label: { es: '1 - 1.5 millones', en: '1 - 1.5 million' },
  },
  {
    code: '1.5-2.5',
    minMxn: 1_500_000,
    maxMxn: 2_500_000,
    label: { es: '1.5 - 2.5 millones', en: '1.5 - 2.5 million' },
  },
  {
    code: '2.5-5',
    minMxn: 2_500_000,
    maxMxn: 5_000_000,
    label: { es: '2.5 - 5 millones', en: '2.5 - 5 million' },
  },
  {
    code: '5-7.5',
    minMxn: 5_000_000,
    maxMxn: 7_500_000,
    label: { es: '5 - 7.5 millones', en: '5 - 7.5 million' },
  },
  {
    code: '7.5-9',
    minMxn: 7_500_000,
    maxMxn: 9_000_000,
    label: { es: '7.5 - 9 millones', en: '7.5 - 9 million' },
  },
  { code: '9+', minMxn: 9_000_000, maxMxn: null, label: { es: 'Más de 9 millones', en: 'Over 9 million' } },
] as const satisfies readonly {
  code: string;
  minMxn: number;
  maxMxn: number | null;
  label: LocalizedLabel;
}[];
export const BUDGETS = [
  '0.3-0.5',
  '0.5-1',
  '1-1.5',
  '1.5-2.5',
  '2.5-5',
  '5-7.5',
  '7.5-9',
  '9+',
] as const satisfies readonly (typeof BUDGET_RANGES)[number]['code'][];
export type Budget = (typeof BUDGETS)[number];

export const CREDIT_OPTIONS = [
  'APPROVED_CREDIT',
  'COFINAVIT',
  'NEED_HELP',
  'INFONAVIT',
  'OWN_RESOURCES',
] as const;
export type CreditOption = (typeof CREDIT_OPTIONS)[number];

/** §9 time to buy, in months; `maxMonths: null` is open-ended. */
export const TIME_TO_BUY_RANGES = [
  { code: '1-3', minMonths: 1, maxMonths: 3, label: { es: '1 - 3 meses', en: '1 - 3 months' } },
  { code: '3-6', minMonths: 3, maxMonths: 6, label: { es: '3 - 6 meses', en: '3 - 6 months' } },
  { code: '6+', minMonths: 6, maxMonths: null, label: { es: 'Más de 6 meses', en: 'Over 6 months' } },
] as const satisfies readonly {
  code: string;
  minMonths: number;
  maxMonths: number | null;
  label: LocalizedLabel;
}[];
export const TIME_TO_BUY = [
  '1-3',
  '3-6',
  '6+',
] as const satisfies readonly (typeof TIME_TO_BUY_RANGES)[number]['code'][];
export type TimeToBuy = (typeof TIME_TO_BUY)[number];

export const TOUR_SELF_DESCRIPTIONS = [
  'HAS_DOUBT',
  'MORE_OPTIONS',
  'TIME_TO_THINK',
  'VISIT_AGAIN_LATER',
] as const;
export type TourSelfDescription = (typeof TOUR_SELF_DESCRIPTIONS)[number];

/** What a tour review says was liked or disliked (§5). */
export const TOUR_REVIEW_ASPECTS = ['DISTRIBUTION', 'LOCATION', 'STATE', 'PRICE'] as const;
export type TourReviewAspect = (typeof TOUR_REVIEW_ASPECTS)[number];

// ─── People, roles and memberships (§5, §6) ────────────────────────────────────────────────────

/** Product roles as §6 lists them: descriptive personas, not stored permissions. */
export const PRODUCT_ROLES = [
  'owner',
  'manager',
  'administrator',
  'customer',
  'ally',
  'worker',
  'realtor',
  'real_estate_agency',
  'guest',
  'tour_guide',
] as const;
export type ProductRole = (typeof PRODUCT_ROLES)[number];

/**
 * Company-wide roles held by the company's own people (§1 "company staff and administrators").
 * ADMIN opens the admin pages and `/api/v1/admin/*`; STAFF may edit accepted or published properties (§4).
 */
export const STAFF_ROLES = ['ADMIN', 'STAFF'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Per-property role labels (§6); each carries a fixed set of can_* flags (see `permissions.ts`). */
export const ROLE_LABELS = [
  'MANAGER',
  'OWNER',
  'OWNER_AIRBNB',
  'OWNER_MANAGER',
  'OWNER_REALTOR',
  'OWNER_SUB_LEASE',
  'WORKER',
  'OTHER',
] as const;
export type RoleLabel = (typeof ROLE_LABELS)[number];
export const ROLE_LABEL_LABELS: Readonly<Record<RoleLabel, LocalizedLabel>> = {
  MANAGER: { es: 'Administrador', en: 'Manager' },
  OWNER: { es: 'Propietario', en: 'Owner' },
  OWNER_AIRBNB: { es: 'Propietario (Airbnb)', en: 'Owner (Airbnb)' },
  OWNER_MANAGER: { es: 'Propietario administrador', en: 'Owner manager' },
  OWNER_REALTOR: { es: 'Propietario (inmobiliaria)', en: 'Owner (realtor)' },
  OWNER_SUB_LEASE: { es: 'Propietario (subarrendamiento)', en: 'Owner (sublease)' },
  WORKER: { es: 'Trabajador', en: 'Worker' },
  OTHER: { es: 'Otro', en: 'Other' },
};

/** §6 manager-type roles. */
export const MANAGER_ROLE_LABELS = ['MANAGER', 'OWNER_MANAGER'] as const satisfies readonly RoleLabel[];
export type ManagerRoleLabel = (typeof MANAGER_ROLE_LABELS)[number];

/** §6 roles an owner or manager may assign to staff of a property (day plans, chores). */
export const ASSIGNABLE_STAFF_ROLES = ['MANAGER', 'WORKER'] as const satisfies readonly RoleLabel[];
export type AssignableStaffRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];

/** Labels whose holder owns the property; §5 allows one owner per property. */
export const OWNER_ROLE_LABELS = [
  'OWNER',
  'OWNER_AIRBNB',
  'OWNER_MANAGER',
  'OWNER_REALTOR',
  'OWNER_SUB_LEASE',
] as const satisfies readonly RoleLabel[];
export type OwnerRoleLabel = (typeof OWNER_ROLE_LABELS)[number];

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED', 'REVOKED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
/** §4: an accepted invitation is shown as "Active". */
export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, LocalizedLabel>> = {
  PENDING: { es: 'Pendiente', en: 'Pending' },
  ACCEPTED: { es: 'Activa', en: 'Active' },
  REJECTED: { es: 'Rechazada', en: 'Rejected' },
  REVOKED: { es: 'Revocada', en: 'Revoked' },
};

/** §5 where a registration came from. */
export const REGISTRATION_SOURCES = ['submit_property', 'register'] as const;
export type RegistrationSource = (typeof REGISTRATION_SOURCES)[number];

/** §3 profile "data source": how the person signs in (§6 "Google login is recognised from the user's metadata"). */
export const DATA_SOURCES = ['email', 'google'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

// ─── Maintenance: chores, reports, day plans (§2, §4, §5, §9) ──────────────────────────────────

export const CHORE_STATUSES = ['PENDING', 'SOLVED'] as const;
export type ChoreStatus = (typeof CHORE_STATUSES)[number];

export const CHORE_TYPES = [
  'AIR_CONDITIONING',
  'MASONRY',
  'DIRTY_AREA',
  'LINEN',
  'CARPENTRY',
  'LOCK_SMITHING',
  'SUPPLY_PURCHASE',
  'PROPERTY_DAMAGE',
  'ELECTRICITY',
  'MISSING_ITEM',
  'BLACK_SMITHING',
  'GARDENING',
  'FOUND_ITEM',
  'PAINTING',
  'PLUMBING',
  'UPHOLSTERY',
  'GENERAL',
] as const;
export type ChoreType = (typeof CHORE_TYPES)[number];

/**
 * Status labels. §4: the solved label is worded in the feminine for type GENERAL (a "tarea"),
 * masculine otherwise (a "reporte"/"problema"); English has no gender.
 */
export const CHORE_STATUS_LABELS: Readonly<Record<ChoreStatus, LocalizedLabel>> = {
  PENDING: { es: 'Pendiente', en: 'Pending' },
  SOLVED: { es: 'Resuelto', en: 'Solved' },
};
export const CHORE_SOLVED_LABEL_FEMININE: LocalizedLabel = { es: 'Resuelta', en: 'Solved' };
export function choreStatusLabel(status: ChoreStatus, type: ChoreType): LocalizedLabel {
  return status === 'SOLVED' && type === 'GENERAL'
    ? CHORE_SOLVED_LABEL_FEMININE
    : CHORE_STATUS_LABELS[status];
}

/** Reservation events that copy a chore template (§4). */
export const CHORE_TRIGGER_EVENTS = ['CHECK_IN', 'CHECK_OUT', 'RESERVATION_ADDED'] as const;
export type ChoreTriggerEvent = (typeof CHORE_TRIGGER_EVENTS)[number];

/**
 * §4 night ranges, half-open [min, max). The code is PostgreSQL's canonical int4range text, so a
 * stored range round-trips unchanged; `max: null` is unbounded.
 */
export const CHORE_NIGHT_RANGES = [
  { code: '[1,3)', min: 1, max: 3 },
  { code: '[3,8)', min: 3, max: 8 },
  { code: '[8,28)', min: 8, max: 28 },
  { code: '[28,)', min: 28, max: null },
] as const satisfies readonly { code: string; min: number; max: number | null }[];
export const CHORE_NIGHT_RANGE_CODES = [
  '[1,3)',
  '[3,8)',
  '[8,28)',
  '[28,)',
] as const satisfies readonly (typeof CHORE_NIGHT_RANGES)[number]['code'][];
export type ChoreNightRange = (typeof CHORE_NIGHT_RANGE_CODES)[number];

/** The night range a reservation of `nights` nights falls in, or undefined (0 nights). */
export function nightRangeOf(nights: number): ChoreNightRange | undefined {
  return CHORE_NIGHT_RANGES.find((r) => nights >= r.min && (r.max === null || nights < r.max))?.code;
}

export const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RecurrenceFrequency = (typeof RECURRENCE_FREQUENCIES)[number];

/** §4 chore list filter on due date; `with_due_date` comes with a date range. */
export const CHORE_DUE_DATE_FILTERS = [
  'all',
  'recurring',
  'with_due_date',
  'without_due_date',
  'with_trigger_event',
] as const;
export type ChoreDueDateFilter = (typeof CHORE_DUE_DATE_FILTERS)[number];

/** §4 chore list filter on assignee; any other value is a profile id. */
export const CHORE_ASSIGNEE_FILTERS = ['all', 'free'] as const;
export type ChoreAssigneeFilter = (typeof CHORE_ASSIGNEE_FILTERS)[number];

/** Inline placeholder chips of the chore description editor (§2), filled from the triggering reservation. */
export const CHORE_PLACEHOLDERS = [
  'property_name',
  'listing_name',
  'guest_quantity',
  'check_in',
  'check_out',
  'confirmation_code',
  'nights',
  'total_earned',
] as const;
export type ChorePlaceholder = (typeof CHORE_PLACEHOLDERS)[number];

export const DAY_PLAN_PERMISSIONS = ['EDITOR', 'VIEW'] as const;
export type DayPlanPermission = (typeof DAY_PLAN_PERMISSIONS)[number];

/** §9 catalogue item types and the condition deciding how many of an item a furnishing needs. */
export const ITEM_TYPES = [
  'ACCESSORY',
  'APPLIANCE',
  'CLEANING',
  'ENTERTAINMENT',
  'FURNITURE',
  'LINEN',
  'PRODUCT',
  'UTENSIL',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ITEM_CONDITIONS = [
  'ALWAYS',
  'BATHROOM',
  'BEDROOM',
  'BEDROOM_DOUBLE',
  'BEDROOM_KING',
  'BEDROOM_QUEEN',
  'BEDROOM_SINGLE',
] as const;
export type ItemCondition = (typeof ITEM_CONDITIONS)[number];

// ─── Documents (§4, §9) ────────────────────────────────────────────────────────────────────────

export const FILE_TYPES = [
  'ELECTRICITY_BILL',
  'EXCLUSIVITY_CONTRACT',
  'LEASE_CONTRACT',
  'LEGALLY_VERIFIED',
  'PREDIAL',
  'PROPERTY_DEEDS',
  'PURCHASE_OFFER',
  'REGISTRATION_TICKET',
  'WATER_BILL',
] as const;
export type FileType = (typeof FILE_TYPES)[number];
/** How a person reads each file type (emails, the status page, the deadline calendar). */
export const FILE_TYPE_LABELS: Readonly<Record<FileType, LocalizedLabel>> = {
  ELECTRICITY_BILL: { es: 'Recibo de luz', en: 'Electricity bill' },
  EXCLUSIVITY_CONTRACT: { es: 'Contrato de exclusividad', en: 'Exclusivity contract' },
  LEASE_CONTRACT: { es: 'Contrato de arrendamiento', en: 'Lease contract' },
  LEGALLY_VERIFIED: { es: 'Verificación legal', en: 'Legal verification' },
  PREDIAL: { es: 'Predial', en: 'Property tax (predial)' },
  PROPERTY_DEEDS: { es: 'Escrituras', en: 'Property deeds' },
  PURCHASE_OFFER: { es: 'Oferta de compra', en: 'Purchase offer' },
  REGISTRATION_TICKET: { es: 'Boleta de registro', en: 'Registration ticket' },
  WATER_BILL: { es: 'Recibo de agua', en: 'Water bill' },
};

/** §9: files with a validity period, warned about ahead of `valid_to`. */
export const EXPIRING_FILE_TYPES = [
  'PROPERTY_DEEDS',
  'REGISTRATION_TICKET',
] as const satisfies readonly FileType[];
/** §9: files an owner must provide (the "miscellaneous files" of the revision funnel stage). */
export const REQUIRED_FILE_TYPES = [
  'ELECTRICITY_BILL',
  'PREDIAL',
  'PROPERTY_DEEDS',
  'REGISTRATION_TICKET',
  'WATER_BILL',
] as const satisfies readonly FileType[];
/** §7: uploading one of these sends CONTRACT_UPLOADED, anything else MISCELLANEOUS_FILE_SUBMITTED. */
export const CONTRACT_FILE_TYPES = [
  'EXCLUSIVITY_CONTRACT',
  'LEASE_CONTRACT',
] as const satisfies readonly FileType[];

/** §4 an owner's answer to a contract renewal. */
export const CONTRACT_RENEWAL_DECISIONS = ['accepted', 'rejected'] as const;
export type ContractRenewalDecision = (typeof CONTRACT_RENEWAL_DECISIONS)[number];

/**
 * §9 the warnings an expiring file gets before its valid_to: three months ahead, one month ahead,
 * and on the day (each sent once).
 */
export const EXPIRY_WARNINGS = ['THREE_MONTHS', 'ONE_MONTH', 'DAY'] as const;
export type ExpiryWarning = (typeof EXPIRY_WARNINGS)[number];

/** Where a required file stands on a property's checklist (/dashboard/status). */
export const FILE_STANDINGS = ['VALID', 'EXPIRING', 'EXPIRED', 'MISSING'] as const;
export type FileStanding = (typeof FILE_STANDINGS)[number];

/** The mortgage programs of "apta para crédito" (§9 credit options INFONAVIT and COFINAVIT). */
export const CREDIT_PROGRAMS = ['INFONAVIT', 'COFINAVIT'] as const satisfies readonly CreditOption[];
export type CreditProgram = (typeof CREDIT_PROGRAMS)[number];

/** The legal texts a profile accepts (§3 privacy_policy, terms_and_conditions). */
export const LEGAL_TEXT_KINDS = ['privacy_policy', 'terms_and_conditions'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

// ─── Notifications (§7, §9) ────────────────────────────────────────────────────────────────────

export const EMAIL_NOTIFICATION_TYPES = [
  'MISCELLANEOUS_FILE_SUBMITTED',
  'CONTRACT_UPLOADED',
  'PROPERTY_PUBLISHED',
  'AIRBNB_LISTING_SUBMITTED',
  'PROPERTY_SOLD',
] as const;
export type EmailNotificationType = (typeof EMAIL_NOTIFICATION_TYPES)[number];

// ─── Finance (§5, §9) ──────────────────────────────────────────────────────────────────────────

export const TRANSACTION_CATEGORIES = [
  'BUILDING_FEE',
  'CLEANING',
  'ELECTRICITY',
  'EQUIPMENT',
  'INITIAL_SETUP',
  'MAINTENANCE',
  'MISCELLANEOUS',
  'MOBILITY',
  'MORTGAGE',
  'OTHER',
  'PREDIAL',
  'RENT',
  'SERVICES',
  'SUPPLIES',
  'STAFF',
  'TAXES',
  'WATER',
] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];

export const TRANSACTION_METHODS = ['CASH', 'CREDIT_CARD', 'DEBIT_CARD', 'WIRE_TRANSFER'] as const;
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];

export const TRANSACTION_TYPES = ['EGRESS', 'INCOME'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_EXPENSES = ['CAPEX', 'OPEX'] as const;
export type TransactionExpense = (typeof TRANSACTION_EXPENSES)[number];

/** §9 groups of the performance reports' cost breakdown. */
export const COST_GROUPS = ['capex', 'opex', 'mortgage', 'taxes', 'services'] as const;
export type CostGroup = (typeof COST_GROUPS)[number];

export const COMMISSION_COMPANY_ROLES = ['MANAGING', 'SELLING', 'MANAGING_AND_SELLING'] as const;
export type CommissionCompanyRole = (typeof COMMISSION_COMPANY_ROLES)[number];

/** Who furnishes the property; the rent value depends on it (§9). */
export const COMMISSION_FURNISHERS = ['COMPANY', 'OWNER'] as const;
export type CommissionFurnisher = (typeof COMMISSION_FURNISHERS)[number];

export const COMMISSION_VALUE_TYPES = ['FIXED', 'PERCENTAGE'] as const;
export type CommissionValueType = (typeof COMMISSION_VALUE_TYPES)[number];

/** §4 earnings report granularity. */
export const EARNINGS_PERIODS = ['week', 'month'] as const;
export type EarningsPeriod = (typeof EARNINGS_PERIODS)[number];

/**
 * Checkout session types (§3, §7: "a card-payment checkout session with a type"): what people pay
 * the company for. The spec does not list them; issue 14 names two: the furnishing package of an
 * appraisal furnishing query (/dashboard/purchases/appraisal_furnishing_query/{id}) and the first
 * month paid in advance of a property's lease (§1 "first month paid in advance"). One-off payments
 * only: OXXO and SPEI cannot pay a subscription.
 */
export const PAYMENT_CHECKOUT_TYPES = ['APPRAISAL_FURNISHING_QUERY', 'FIRST_MONTH_IN_ADVANCE'] as const;
export type PaymentCheckoutType = (typeof PAYMENT_CHECKOUT_TYPES)[number];
