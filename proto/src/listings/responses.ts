/**
 * What the listings API answers (issue 6): marketplace cards, the public property page, the owner's
 * and staff's property views, leads and tour requests, and the small answers of its forms. Field
 * names are the entities' snake_case. Every image field is an absolute public URL; money is MXN,
 * with `price_usd` at the configured rate.
 */
import { Type, type Static } from 'typebox';

import { MAX_PROPERTY_IMAGES } from '../constants.ts';
import {
  CREDIT_PROGRAMS,
  FILE_TYPES,
  FUNNEL_STAGES,
  LEAD_STATUSES,
  PROPERTY_LABELS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  ROLE_LABELS,
} from '../enums.ts';
import {
  Amenity,
  CAN_FLAGS,
  FloorDistribution,
  NeighborhoodInsight,
  NeighborhoodInsightAmount,
  Property,
  PropertyDescription,
  PropertyExternalListing,
  TourRequest,
  TourReview,
} from '../schemas/entities.ts';
import { Paginated } from '../schemas/submissions.ts';
import {
  Email,
  Int,
  IsoDateTime,
  Literals,
  Nullable,
  Num,
  Phone,
  State,
  Str,
  TimeZone,
  Url,
  Uuid,
  Zip,
} from '../validation/types.ts';

const Money = () => Num({ min: 0, max: 1_000_000_000 });
const Images = () => Type.Array(Url(), { maxItems: MAX_PROPERTY_IMAGES });

/** One property in the marketplace list (only PUBLISHED properties are listed). */
export const MarketCard = Type.Object(
  {
    id: Uuid(),
    slug: Str({ max: 200 }),
    name: Str(),
    label: Literals(PROPERTY_LABELS),
    type: Literals(PROPERTY_TYPES),
    price: Money(),
    price_usd: Money(),
    cap_rate: Nullable(Num({ min: 0, max: 1 })),
    bedrooms: Int({ min: 0, max: 100 }),
    bathrooms: Int({ min: 0, max: 100 }),
    half_bathrooms: Int({ min: 0, max: 100 }),
    parking_spaces: Int({ min: 0, max: 100 }),
    built_area: Num({ min: 0, max: 100_000 }),
    total_area: Num({ min: 0, max: 100_000 }),
    city: Str(),
    state: State(),
    latitude: Nullable(Num({ min: -90, max: 90 })),
    longitude: Nullable(Num({ min: -180, max: 180 })),
    /** The first picture; null when the property has none (the SPA draws its own placeholder). */
    image_url: Nullable(Url()),
    published_at: Nullable(IsoDateTime()),
    /**
     * "Apta para crédito Infonavit / Cofinavit" (issue 15): eligible pending appraisal, as documents
     * last judged it (deeds valid, predial and water bill current, type and price within the limits).
     */
    credit_eligible: Type.Boolean(),
    /** The programs it qualifies for; empty when not eligible. */
    credit_programs: Type.Array(Literals(CREDIT_PROGRAMS)),
  },
  { title: 'MarketCard' },
);
export type MarketCard = Static<typeof MarketCard>;

export const MarketPage = Paginated(MarketCard);
export type MarketPage = Static<typeof MarketPage>;

/** A map marker: the whole filtered result set, capped (MARKET_POINTS_MAX). */
export const MarketPoint = Type.Object(
  {
    id: Uuid(),
    slug: Str({ max: 200 }),
    latitude: Num({ min: -90, max: 90 }),
    longitude: Num({ min: -180, max: 180 }),
    price: Money(),
  },
  { title: 'MarketPoint' },
);
export type MarketPoint = Static<typeof MarketPoint>;
export const MarketPoints = Type.Object({ items: Type.Array(MarketPoint) }, { title: 'MarketPoints' });
export type MarketPoints = Static<typeof MarketPoints>;
/** The map shows at most this many markers per search. */
export const MARKET_POINTS_MAX = 5000;

const CatalogueName = { id: Uuid(), en_name: Str({ max: 300 }), es_name: Str({ max: 300 }) };

/** Yearly and monthly figures of a property at its asking price (null until staff set the cap rate). */
export const EstimatedEarnings = Type.Object(
  {
    monthly_income_mxn: Nullable(Money()),
    yearly_income_mxn: Nullable(Money()),
    yearly_expenses_mxn: Money(),
    cap_rate: Nullable(Num({ min: 0, max: 1 })),
    /**
     * true when there is no cap rate because the short-term-rental comparables do not cover the
     * property's area (outside Mexico City, or no location): the page says the estimate is not
     * available (issue 18). Absent otherwise.
     */
    not_available: Type.Optional(Type.Boolean()),
  },
  { title: 'EstimatedEarnings' },
);
export type EstimatedEarnings = Static<typeof EstimatedEarnings>;

/** The public property page (GET /property/display/{id or slug}). */
export const PropertyDisplay = Type.Object(
  {
    ...MarketCard.properties,
    status: Literals(PROPERTY_STATUSES),
    description: Nullable(PropertyDescription),
    floors: Int({ min: 1, max: 50 }),
    floor_distribution: Nullable(FloorDistribution),
    terraces: Int({ min: 0, max: 100 }),
    year_built: Nullable(Int({ min: 1900, max: 9999 })),
    street: Str(),
    /** The colonia (issue 16); null when none was given. */
    neighborhood: Type.Optional(Nullable(Str())),
    zip: Zip(),
    timezone: TimeZone(),
    images: Images(),
    amenities: Type.Array(Type.Object(CatalogueName)),
    neighborhood_insights: Type.Array(Type.Object({ ...CatalogueName, amount: NeighborhoodInsightAmount() })),
    main_airbnb_listing_url: Nullable(Url()),
    estimated_earnings: EstimatedEarnings,
    /** The QR code (SVG) that opens this page with utm_source=qr. */
    qr_url: Url(),
  },
  { title: 'PropertyDisplay' },
);
export type PropertyDisplay = Static<typeof PropertyDisplay>;

const canFlagProperties = Object.fromEntries(CAN_FLAGS.map((flag) => [flag, Type.Boolean()])) as {
  [F in (typeof CAN_FLAGS)[number]]: ReturnType<typeof Type.Boolean>;
};

/**
 * A property as its members and staff see it: the §3 entity (img_urls as public URLs), the images,
 * the funnel stage and the caller's label. `permissions` comes with a single property.
 */
export const PropertyView = Type.Object(
  {
    ...Property.properties,
    images: Images(),
    neighborhood_insights: Type.Array(
      Type.Object({ neighborhood_insight_id: Uuid(), amount: NeighborhoodInsightAmount() }),
    ),
    main_airbnb_listing_url: Nullable(Url()),
    funnel_stage: Literals(FUNNEL_STAGES),
    /** The caller's label on the property; null for staff who hold none. */
    role_label: Nullable(Literals(ROLE_LABELS)),
    permissions: Type.Optional(Type.Object(canFlagProperties)),
    /** Staff views: the owner's email (from identity's profile events, or as submitted). */
    owner_email: Type.Optional(Nullable(Email())),
    /** Staff's single-property view: the PDFs sent with the submission, as presigned links (15 min). */
    submitted_files: Type.Optional(Type.Array(Type.Object({ type: Literals(FILE_TYPES), url: Url() }))),
    /** The listing link the property was created from (/submit_from_listing) and when; null when none. */
    source_listing: Type.Optional(Nullable(Type.Object({ url: Url(), created_at: IsoDateTime() }))),
  },
  { title: 'PropertyView' },
);
export type PropertyView = Static<typeof PropertyView>;

export const PropertyViewPage = Paginated(PropertyView);
export type PropertyViewPage = Static<typeof PropertyViewPage>;

/** 201 of POST /submit_property. */
export const SubmitPropertyResponse = Type.Object(
  {
    property_id: Uuid(),
    slug: Str({ max: 200 }),
    status: Type.Literal('REVISION'),
    /** True when the submission named an email without an account: identity creates it and emails a link. */
    account_created: Type.Boolean(),
    message: Type.String(),
  },
  { title: 'SubmitPropertyResponse' },
);
export type SubmitPropertyResponse = Static<typeof SubmitPropertyResponse>;

export const AmenityView = Amenity;
export const NeighborhoodInsightView = NeighborhoodInsight;
export const AmenityList = Type.Object({ items: Type.Array(Amenity) }, { title: 'AmenityList' });
export const NeighborhoodInsightList = Type.Object(
  { items: Type.Array(NeighborhoodInsight) },
  { title: 'NeighborhoodInsightList' },
);
/** Staff's pages of each catalogue (archived entries last). */
export const AmenityPage = Paginated(Amenity);
export const NeighborhoodInsightPage = Paginated(NeighborhoodInsight);

export const LeadView = Type.Object(
  {
    id: Uuid(),
    email: Email(),
    name: Str(),
    phone_number: Phone(),
    property_id: Uuid(),
    property_name: Str(),
    tour_request_id: Nullable(Uuid()),
    status: Literals(LEAD_STATUSES),
    created_at: IsoDateTime(),
  },
  { title: 'LeadView' },
);
export type LeadView = Static<typeof LeadView>;
export const LeadPage = Paginated(LeadView);

/** What the tour review page needs to know about the tour (GET /tour_request/{id}). */
export const TourRequestSummary = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    property_name: Str(),
    property_slug: Str({ max: 200 }),
    tour_time: IsoDateTime(),
    reviewed: Type.Boolean(),
  },
  { title: 'TourRequestSummary' },
);
export type TourRequestSummary = Static<typeof TourRequestSummary>;

/** Staff's list of tour requests. */
export const TourRequestView = Type.Object(
  {
    ...TourRequest.properties,
    property_name: Str(),
    lead_id: Nullable(Uuid()),
    reviewed: Type.Boolean(),
    created_at: IsoDateTime(),
  },
  { title: 'TourRequestView' },
);
export type TourRequestView = Static<typeof TourRequestView>;
export const TourRequestPage = Paginated(TourRequestView);

/**
 * A tour of a property as its members with tour review read see it (§6 "tour review"): when it is,
 * the buyer's answers to the tour form and the review once sent; never who the buyer is, which is
 * lead data (§6: OWNER "cannot … read leads").
 */
export const PropertyTourView = Type.Object(
  {
    id: Uuid(),
    tour_time: IsoDateTime(),
    created_at: IsoDateTime(),
    budget: TourRequest.properties.budget,
    buyer_profile: TourRequest.properties.buyer_profile,
    credit_option: TourRequest.properties.credit_option,
    time_to_buy: TourRequest.properties.time_to_buy,
    review: Nullable(
      Type.Object({
        liked: TourReview.properties.liked,
        disliked: TourReview.properties.disliked,
        property_score: TourReview.properties.property_score,
        tour_guide_score: TourReview.properties.tour_guide_score,
        self_description: TourReview.properties.self_description,
        comment: TourReview.properties.comment,
        created_at: IsoDateTime(),
      }),
    ),
  },
  { title: 'PropertyTourView' },
);
export type PropertyTourView = Static<typeof PropertyTourView>;
export const PropertyTourPage = Paginated(PropertyTourView);

/** 201 of POST /lead. */
export const LeadCreated = Type.Object({ id: Type.String(), message: Type.String() });
export type LeadCreated = Static<typeof LeadCreated>;

/** 201 of POST /tour_request: the tour request and the lead saved with it. */
export const TourRequestCreated = Type.Object({
  tour_request_id: Type.String(),
  lead_id: Type.String(),
  message: Type.String(),
});
export type TourRequestCreated = Static<typeof TourRequestCreated>;

/** 200 of DELETE /property/image. */
export const ImagesRemoved = Type.Object({ success: Type.Literal(true) });

/** A property's external listings (GET /property_external_listing). */
export const ExternalListingList = Type.Object({ items: Type.Array(PropertyExternalListing) });
export type ExternalListingList = Static<typeof ExternalListingList>;

/** The QR code of a property's public page, as SVG text. */
export const QrSvg = Type.String({ description: 'image/svg+xml' });
