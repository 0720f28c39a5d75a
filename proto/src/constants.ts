/**
 * Business constants and limits of the product spec (§5 validation rules, §9 business constants).
 *
 * Server validation, the SPA's forms and the domain functions all read these, so a limit changes
 * in one place. Ranges are inclusive unless a name says otherwise. Sizes are binary megabytes,
 * as browsers and the upload middleware count them.
 */
import type { Currency, Locale, TimeZone } from './enums.ts';

const MB = 1024 * 1024;

// ─── Defaults (§5, §9) ─────────────────────────────────────────────────────────────────────────

/** §5 a string with no rule of its own is 1 to 500 characters. */
export const DEFAULT_STRING_MIN = 1;
export const DEFAULT_STRING_MAX = 500;
/** §5 a number with no rule of its own is 1 to 10,000. */
export const DEFAULT_NUMBER_MIN = 1;
export const DEFAULT_NUMBER_MAX = 10_000;
/** §5 numeric strings (yearly expenses…) allow thousands commas and decimals; empty means this. */
export const NUMERIC_STRING_DEFAULT = '0';
/** §9 general free-text limit (notes, messages, item texts). */
export const TEXT_MAX = 300;

/**
 * Stored profile locale (§5 'EN' | 'ES') when none is chosen: Spanish first, the platform is
 * Mexican. The message language ('es' | 'en') default lives in i18n as DEFAULT_LOCALE.
 */
export const DEFAULT_PROFILE_LOCALE: Locale = 'ES';
export const DEFAULT_CURRENCY: Currency = 'MXN';
/** Where most properties are, and the zone used when a property has none. */
export const DEFAULT_TIME_ZONE: TimeZone = 'America/Mexico_City';

// ─── Accounts and contact data (§5) ────────────────────────────────────────────────────────────

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;
/** Mexican phone numbers: exactly 10 digits, no country code. */
export const PHONE_DIGITS = 10;
/** Mexican postal codes: exactly 5 digits. */
export const ZIP_DIGITS = 5;
/** §5 only one profile picture per profile. */
export const MAX_PROFILE_PICTURES = 1;

// ─── Money (§9) ────────────────────────────────────────────────────────────────────────────────

/** Property price (submission, listing expected price, appraisal prices) in MXN. */
export const PRICE_MIN = 300_000;
export const PRICE_MAX = 100_000_000;

// ─── Images and files (§5, §9) ─────────────────────────────────────────────────────────────────

/** At most 30 images on a property, both on submission and on update. */
export const MAX_PROPERTY_IMAGES = 30;
export const IMAGE_MAX_BYTES = 2 * MB;
export const PDF_MAX_BYTES = 4 * MB;
/** The SPA re-encodes every uploaded photo as JPEG at this quality before sending it. */
export const IMAGE_JPEG_QUALITY = 0.3;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
/** §5 property files are PDF only. */
export const FILE_MIME_TYPES = ['application/pdf'] as const;

// ─── Property submission and update (§5) ───────────────────────────────────────────────────────

export const BATHROOMS_MIN = 1;
export const BATHROOMS_MAX = 100;
export const BEDROOMS_MIN = 1;
export const BEDROOMS_MAX = 100;
export const HALF_BATHROOMS_MIN = 0;
export const HALF_BATHROOMS_MAX = 100;
export const PARKING_SPACES_MIN = 0;
export const PARKING_SPACES_MAX = 100;
/** built_area and total_area, m². */
export const AREA_MIN = 1;
export const AREA_MAX = 100_000;
export const FLOORS_MIN = 1;
export const FLOORS_MAX = 50;
/** A floor_distribution lists at least one floor. */
export const FLOOR_DISTRIBUTION_MIN_FLOORS = 1;
export const YEAR_BUILT_MIN = 1900;
/** year_built may not be in the future; it moves with the calendar, so it is a function. */
export function yearBuiltMax(now: Date = new Date()): number {
  return now.getFullYear();
}
/** Neighborhood insight amount on a property (e.g. minutes, places nearby). */
export const NEIGHBORHOOD_INSIGHT_AMOUNT_MIN = 0;
export const NEIGHBORHOOD_INSIGHT_AMOUNT_MAX = 100;

// ─── Appraisal (§5, §9) ────────────────────────────────────────────────────────────────────────

/** Appraisal from an address asks for realistic areas, stricter than a property's 1 m². */
export const APPRAISAL_AREA_MIN = 30;
export const APPRAISAL_AREA_MAX = 100_000;
export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;
/** The address search string typed by the owner. */
export const SEARCH_STRING_MIN = 1;
export const SEARCH_STRING_MAX = 300;
/** Age of the building in years (the appraisal asks for age, not year built). */
export const YEARS_BUILT_MIN = 0;
export const YEARS_BUILT_MAX = 500;
/** cap_rate and occupation_rate are fractions. */
export const RATE_MIN = 0;
export const RATE_MAX = 1;
/** Purchase offer: amounts up to 1e9 MXN, percentages 0-100. */
export const OFFER_AMOUNT_MAX = 1_000_000_000;
export const PERCENTAGE_MIN = 0;
export const PERCENTAGE_MAX = 100;
/** Owner feedback on the appraised price. */
export const FEEDBACK_MESSAGE_MAX = 300;
export const FEEDBACK_CORRECTED_PRICE_MIN = 0;
export const FEEDBACK_CORRECTED_PRICE_MAX = 100_000_000;

/** §9 default bullets of an appraisal presentation; months are counted from Airbnb publication. */
export const APPRAISAL_FIRST_PAYMENT_DAY = 1;
export const APPRAISAL_PAYMENT_WITHIN_FIRST_DAYS = 5;
export const APPRAISAL_PREPARATION_WEEKS_MAX = 3;

/** §1 creating a listing from an Airbnb link takes 1 to 2 minutes (shown while it runs). */
export const LISTING_IMPORT_MINUTES_MIN = 1;
export const LISTING_IMPORT_MINUTES_MAX = 2;

// ─── Visitors, managers, catalogue (§5) ────────────────────────────────────────────────────────

/** Joke box and contact form text. */
export const CONTACT_TEXT_MIN = 1;
export const CONTACT_TEXT_MAX = 1500;
export const JOKE_TEXT_MIN = 1;
export const JOKE_TEXT_MAX = 1500;
/** Manager application name. */
export const MANAGER_NAME_MIN = 1;
export const MANAGER_NAME_MAX = 1500;
/** Item names, descriptions, note (and property item note / en_name): up to 300. */
export const ITEM_TEXT_MAX = 300;
export const ITEM_PRICE_MAX = 10_000_000;

// ─── Tours (§5, §9) ────────────────────────────────────────────────────────────────────────────

export const REVIEW_COMMENT_MAX = 200;
/** property_score and tour_guide_score. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

// ─── Airbnb listings and reservations (§5) ─────────────────────────────────────────────────────

export const BASE_HOURS_TO_CLEAN_MIN = 1;
export const BASE_HOURS_TO_CLEAN_MAX = 24;
export const CURRENT_HOURS_TO_CLEAN_MIN = 0;
export const CURRENT_HOURS_TO_CLEAN_MAX = 24;
export const TOTAL_EARNED_MIN = 0;
export const TOTAL_EARNED_MAX = 10_000_000_000;

// ─── Chores, reports, day plans (§4, §5, §9) ───────────────────────────────────────────────────

export const CHORE_NAME_MAX = 100;
export const COMPLETION_NOTES_MAX = 300;
/** A chore or report needs at least one problem image, and solving it at least one more. */
export const CHORE_MIN_PROBLEM_IMAGES = 1;
export const CHORE_MIN_RESOLUTION_IMAGES = 1;
/** Days between the trigger event and the copied chore's due date (before, same day or after). */
export const TRIGGER_OFFSET_DAYS_MIN = 0;
export const TRIGGER_OFFSET_DAYS_MAX = 14;
export const RECURRENCE_INTERVAL_MIN = 1;
export const RECURRENCE_INTERVAL_MAX = 100;
/** RRULE BYDAY as numbers, 0 = Sunday (JavaScript `Date#getDay`). */
export const WEEKDAY_MIN = 0;
export const WEEKDAY_MAX = 6;
export const MONTH_DAY_MIN = 1;
export const MONTH_DAY_MAX = 31;
/** A recurrence rule is rejected unless it contains each of these parts. */
export const RECURRENCE_RULE_REQUIRED_PARTS = ['FREQ=', 'INTERVAL='] as const;
/** Worker schedule start hour in a day plan. */
export const WORKER_HOUR_MIN = 0;
export const WORKER_HOUR_MAX = 23;

/** Signed links to chore images, shared with people outside the app, live 12 hours… */
export const SIGNED_CHORE_LINK_SECONDS = 43_200;
/** …and are regenerated when absent or at least this old, so a shown link is never expired. */
export const PUBLIC_LINK_REFRESH_HOURS = 12;

/** Rich-text editor undo history (§9). */
export const EDITOR_HISTORY_DEPTH = 100;
export const EDITOR_HISTORY_GROUP_DELAY_MS = 500;

// ─── Finance (§5, §9) ──────────────────────────────────────────────────────────────────────────

/** Transaction amount, also per CSV row. */
export const TRANSACTION_AMOUNT_MIN = 1;
export const TRANSACTION_AMOUNT_MAX = 100_000;
export const COMPANY_PERCENTAGE_MIN = 0;
export const COMPANY_PERCENTAGE_MAX = 100;
/** §1/§9 a manager may receive up to 66% of rents. */
export const MANAGER_MAX_RENT_SHARE = 0.66;

/**
 * §9 commission estimate: average daily rate × nights × 0.85, at a rate of 0.2 minus 0.015 per
 * interval index (the sale commission falls the longer a sale takes), for at most six intervals.
 */
export const COMMISSION_ESTIMATE_FACTOR = 0.85;
export const COMMISSION_ESTIMATE_BASE_RATE = 0.2;
export const COMMISSION_ESTIMATE_RATE_STEP = 0.015;
export const COMMISSION_ESTIMATE_MAX_ENTRIES = 6;

/** §9 averages used to turn daily figures into monthly or yearly ones. */
export const AVERAGE_DAYS_PER_MONTH = 30.4;
export const HOURS_PER_DAY = 24;
export const MONTHS_PER_YEAR = 12;
export const WEEKS_PER_YEAR = 52;

// ─── Documents (§9) ────────────────────────────────────────────────────────────────────────────

/** Expiring files (deeds, registration ticket) are warned about this many months before valid_to. */
export const EXPIRING_WARNING_MONTHS = 3;
/** The second warning, a month before valid_to; the third comes on the day. */
export const EXPIRING_LAST_WARNING_MONTHS = 1;
/** A property file's download link works this long (seconds): long enough to open, too short to share. */
export const FILE_LINK_TTL_SECONDS = 60;

// ─── Memberships (§4, §5) ──────────────────────────────────────────────────────────────────────

export const MAX_PENDING_INVITATIONS_PER_ALLY = 1;
export const MAX_OWNERS_PER_PROPERTY = 1;

// ─── Lists, dates and maps (§9) ────────────────────────────────────────────────────────────────

export const PAGE_SIZE = 20;
export const PAGE_QUERY_PARAM = 'page';
/** Marketing attribution kept from the landing URL. */
export const UTM_SOURCE_PARAM = 'utm_source';
/** Calendars and weekly earnings start on Monday (date-fns `weekStartsOn`). */
export const WEEK_STARTS_ON = 1;
/**
 * Long date formats as Unicode/date-fns patterns. The spec spells the Spanish one
 * `d de MMMM yyyy`; "de" is quoted because unquoted `d`/`e` are pattern letters.
 */
export const DATE_FORMATS = { es: "d 'de' MMMM yyyy", en: 'MMMM d, yyyy' } as const;

/** Radius of the surroundings shown around a property. */
export const SURROUNDINGS_RADIUS_M = 500;
/** Mean Earth radius for haversine distances. */
export const EARTH_RADIUS_KM = 6371;
/** Markers closer than this are clustered on the marketplace map. */
export const CLUSTER_RADIUS_KM = 50;
/** Public maps shift a property's pin by this much (~500 m) so the exact address is not exposed. */
export const MAP_OFFSET_DEGREES = 0.0045;

/**
 * §9 "notification constant 4, item constant 10": how many property notifications a dashboard
 * shows at once and how many catalogue items an item search returns. The spec's other numbers
 * (15 and 6, 11 and 15, 180) come without meaning and are deliberately not reproduced; the contact
 * WhatsApp number, social links and the payment provider key are configuration, not contract.
 */
export const NOTIFICATIONS_SHOWN = 4;
export const ITEM_SEARCH_LIMIT = 10;
