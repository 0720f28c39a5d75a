/**
 * What the appraisal service answers: the appraisal with its comparables and its short-term-rental
 * ranges, staff's page of appraisals with feedback and the model's error, the presentation, and
 * the priced furnishing list.
 */
import { Type, type Static } from 'typebox';
import { APPRAISAL_FEEDBACK, ITEM_CONDITIONS, ITEM_TYPES } from '../enums.ts';
import { Paginated } from '../shared/responses.ts';
import { Literals } from '../validation/types.ts';
import { Appraisal, AppraisalItem } from './entities.ts';

const DateTime = () => Type.String({ format: 'date-time' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A low / most likely / high triple: nightly prices and occupancy are noisy, so they travel as ranges. */
export const Range = Type.Object(
  { low: Type.Number(), mid: Type.Number(), high: Type.Number() },
  { title: 'Range' },
);
export type Range = Static<typeof Range>;

/** A listing the price was compared with, nearest first. */
export const Comparable = Type.Object(
  {
    id: Type.String(),
    latitude: Type.Number(),
    longitude: Type.Number(),
    price: Type.Number(),
    built_area: Type.Union([Type.Number(), Type.Null()]),
    distance_m: Type.Number(),
    source: Type.String(),
    listed_at: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'AppraisalComparable' },
);
export type Comparable = Static<typeof Comparable>;

/** The short-term-rental estimate as ranges, or why it is not available (no comparables near). */
export const Earnings = Type.Object(
  {
    available: Type.Boolean(),
    adr: Nullable(Range),
    occupancy: Nullable(Range),
    monthly_earnings: Nullable(Range),
    cap_rate: Nullable(Range),
    comparables_count: Type.Integer({ minimum: 0 }),
  },
  { title: 'AppraisalEarnings' },
);
export type Earnings = Static<typeof Earnings>;

/** GET /appraisal/{id}: the §3 appraisal plus what the page draws. */
export const AppraisalView = Type.Object(
  {
    ...Appraisal.properties,
    /** As the owner gave them (the address search may leave them empty). */
    state: Type.String(),
    city: Type.String(),
    /** The year from the age given (years_built, 0–500): may precede 1900. */
    year_built: Nullable(Type.Integer()),
    created_at: DateTime(),
    model_version: Type.String(),
    comparables: Type.Array(Comparable),
    earnings: Earnings,
    used: Type.Boolean(),
  },
  { title: 'AppraisalView' },
);
export type AppraisalView = Static<typeof AppraisalView>;

/** A row of /dashboard/admin/appraisal: the appraisal, its feedback and the model's error on it. */
export const AppraisalAdminRow = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    created_at: DateTime(),
    search_address_string: Type.String(),
    state: Type.String(),
    city: Type.String(),
    type: Type.String(),
    built_area: Type.Number(),
    price: Type.Number(),
    min_price: Type.Number(),
    max_price: Type.Number(),
    cap_rate: Type.Number(),
    feedback: Nullable(Literals(APPRAISAL_FEEDBACK)),
    feedback_message: Nullable(Type.String()),
    feedback_corrected_price: Nullable(Type.Number()),
    feedback_at: Nullable(DateTime()),
    /** (price − corrected price) / corrected price; null without a corrected price. */
    model_error: Nullable(Type.Number()),
    /** Whether the corrected price falls inside the 80 % range. */
    within_range: Nullable(Type.Boolean()),
  },
  { title: 'AppraisalAdminRow' },
);
export type AppraisalAdminRow = Static<typeof AppraisalAdminRow>;

/** Staff's page plus the summary of the model's errors over every corrected price. */
export const AppraisalAdminPage = Type.Object(
  {
    ...Paginated(AppraisalAdminRow).properties,
    summary: Type.Object({
      appraisals: Type.Integer({ minimum: 0 }),
      with_feedback: Type.Integer({ minimum: 0 }),
      adequate: Type.Integer({ minimum: 0 }),
      too_low: Type.Integer({ minimum: 0 }),
      too_high: Type.Integer({ minimum: 0 }),
      /** Median |model error| over corrected prices; null when none. */
      median_abs_error: Nullable(Type.Number()),
      /** Share of corrected prices inside the 80 % range; null when none. */
      range_coverage: Nullable(Type.Number()),
    }),
  },
  { title: 'AppraisalAdminPage' },
);
export type AppraisalAdminPage = Static<typeof AppraisalAdminPage>;

/** An item of the base furnishing, with the catalogue's names and price when known. */
export const AppraisalItemView = Type.Object(
  {
    ...AppraisalItem.properties,
    es_name: Nullable(Type.String()),
    en_name: Nullable(Type.String()),
    price: Nullable(Type.Number()),
  },
  { title: 'AppraisalItemView' },
);
export type AppraisalItemView = Static<typeof AppraisalItemView>;
export const AppraisalItemList = Type.Object({ items: Type.Array(AppraisalItemView) });
export type AppraisalItemList = Static<typeof AppraisalItemList>;

/** One line of the furnishing estimate: an item × how many the home's rooms need. */
export const FurnishingLine = Type.Object(
  {
    item_id: Type.String({ format: 'uuid' }),
    es_name: Type.String(),
    en_name: Type.String(),
    type: Literals(ITEM_TYPES),
    condition_type: Literals(ITEM_CONDITIONS),
    quantity: Type.Integer({ minimum: 0 }),
    unit_price: Type.Number({ minimum: 0 }),
    total: Type.Number({ minimum: 0 }),
  },
  { title: 'FurnishingLine' },
);
export type FurnishingLine = Static<typeof FurnishingLine>;

/** /dashboard/purchases/appraisal_furnishing_query/{id}: the priced list for the appraised home. */
export const FurnishingEstimate = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    appraisal_id: Type.String({ format: 'uuid' }),
    search_address_string: Type.String(),
    bedrooms: Type.Integer(),
    bathrooms: Type.Integer(),
    lines: Type.Array(FurnishingLine),
    total: Type.Number({ minimum: 0 }),
    created_at: DateTime(),
  },
  { title: 'FurnishingEstimate' },
);
export type FurnishingEstimate = Static<typeof FurnishingEstimate>;

/** The offer shown on the shareable presentation page and its PDF. */
export const PresentationView = Type.Object(
  {
    appraisal_id: Type.String({ format: 'uuid' }),
    offer_price: Type.Number(),
    monthly_payment: Type.Number(),
    advance_payment: Type.Number(),
    sale_commission_percentage: Type.Number(),
    manager_rent_percentage: Type.Number(),
    terms: Type.String(),
    created_at: DateTime(),
  },
  { title: 'PresentationView' },
);
export type PresentationView = Static<typeof PresentationView>;

/** The presentation PDF's bytes (application/pdf). */
export const PresentationPdf = Type.Unsafe<Blob>({
  type: 'string',
  format: 'binary',
  title: 'PresentationPdf',
});
