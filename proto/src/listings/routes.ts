/**
 * Listings' route table, declared once for the service (kit's `routes()`) and the SPA (`api()`):
 * every operation's method, path, params, query, body, answers and who may call it. The service's
 * use cases still check the caller themselves; `auth` here is the first gate and the document.
 */
import { Amenity, NeighborhoodInsight, PropertyExternalListing } from '../schemas/entities.ts';
import {
  AmenityUpsert,
  CopyProperty,
  ExternalListingUpsert,
  LeadPost,
  MarketQuery,
  PageQuery,
  PropertyImageDelete,
  PropertyImagePost,
  PropertyImagePostResponse,
  SubmitProperty,
  TourRequestInsert,
  TourReviewInsert,
} from '../schemas/submissions.ts';
import { MessageResponse, NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { SearchPageQuery } from '../shared/requests.ts';
import { listingsAirbnbListings } from './airbnb-listings.ts';
import { listingsStaffHome } from './staff-home.ts';
import { listingsAirbnbProfiles } from './airbnb-profiles.ts';
import { listingsGeo } from './geo.ts';
import { listingsFavourites } from './favourites.ts';
import { listingsSavedSearches } from './saved-searches.ts';
import {
  AdminPropertiesQuery,
  AdminSubmitProperty,
  ArchiveBody,
  CatalogueCreate,
  IdOrSlugParams,
  IdParams,
  ImageReorder,
  LeadsQuery,
  PropertyToursQuery,
  PropertyIdQuery,
  PropertyPatch,
  StatusChange,
  UtmQuery,
} from './requests.ts';
import {
  AmenityList,
  AmenityPage,
  ExternalListingList,
  ImagesRemoved,
  LeadCreated,
  LeadPage,
  MarketPage,
  MarketPoints,
  NeighborhoodInsightList,
  NeighborhoodInsightPage,
  PropertyDisplay,
  PropertyView,
  PropertyViewPage,
  QrSvg,
  SubmitPropertyResponse,
  TourRequestCreated,
  TourRequestPage,
  TourRequestSummary,
  PropertyTourPage,
} from './responses.ts';

/** The eligibility form (§2 /submit_property) and staff's version of it. */
export const listingsSubmission = {
  submitProperty: defineRoute({
    method: 'POST',
    path: '/submit_property',
    tags: ['property'],
    summary:
      'Submit a property (signed in: you own it; anonymous: `profile` names the owner, whose account identity creates; an email that already has an account is 409, sign in first)',
    body: SubmitProperty,
    response: { 201: SubmitPropertyResponse },
    errors: [400, 409, 502],
  }),
  adminSubmitProperty: defineRoute({
    method: 'POST',
    path: '/admin/submit_property',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Submit a property for an owner named by email (staff)',
    body: AdminSubmitProperty,
    response: { 201: SubmitPropertyResponse },
    errors: [400, 401, 403, 502],
  }),
} as const;

/** The marketplace (get_market_properties), its map, the public property page and its QR code. */
export const listingsMarket = {
  market: defineRoute({
    method: 'GET',
    path: '/market',
    tags: ['market'],
    summary: 'Published properties matching the filters, 20 a page (utm_source is counted)',
    query: MarketQuery,
    response: { 200: MarketPage },
    errors: [400],
  }),
  marketPoints: defineRoute({
    method: 'GET',
    path: '/market/points',
    tags: ['market'],
    summary: 'Map markers of the same search (every match with coordinates, at most 5,000)',
    query: MarketQuery,
    response: { 200: MarketPoints },
    errors: [400],
  }),
  displayProperty: defineRoute({
    method: 'GET',
    path: '/property/display/:idOrSlug',
    tags: ['market'],
    summary:
      'The public property page: published (or sold) properties for everyone; any status for its members and staff',
    params: IdOrSlugParams,
    query: UtmQuery,
    response: { 200: PropertyDisplay },
    errors: [400, 404],
  }),
  qrCode: defineRoute({
    method: 'GET',
    path: '/property/:id/qr.svg',
    tags: ['market'],
    summary: 'QR code (SVG) of the public page, tagged utm_source=qr',
    params: IdParams,
    response: { 200: QrSvg },
    errors: [400, 404],
  }),
} as const;

/** §7 property images: add (base64 or multipart), delete, reorder. */
export const listingsImages = {
  addImage: defineRoute({
    method: 'POST',
    path: '/property/image',
    tags: ['property'],
    auth: 'signedIn',
    summary:
      'Add an image (base64 JPEG or PNG under 2 MB) at the end of the property’s images; answers its URL',
    body: PropertyImagePost,
    response: { 201: PropertyImagePostResponse },
    errors: [400, 401, 403, 404, 502],
  }),
  uploadImage: defineRoute({
    method: 'POST',
    path: '/property/image/upload',
    tags: ['property'],
    auth: 'signedIn',
    summary: 'Add an image as multipart/form-data: fields `property_id` and `file` (JPEG or PNG under 2 MB)',
    consumes: ['multipart/form-data'],
    response: { 201: PropertyImagePostResponse },
    errors: [400, 401, 403, 404, 502],
  }),
  deleteImages: defineRoute({
    method: 'DELETE',
    path: '/property/image',
    tags: ['property'],
    auth: 'signedIn',
    summary: 'Remove images of a property (by the URLs the API answered)',
    body: PropertyImageDelete,
    response: { 200: ImagesRemoved },
    errors: [400, 401, 403, 404],
  }),
  reorderImages: defineRoute({
    method: 'PUT',
    path: '/property/:id/images',
    tags: ['property'],
    auth: 'signedIn',
    summary: 'Reorder the images of a property (the same set, in the new order)',
    params: IdParams,
    body: ImageReorder,
    response: { 200: PropertyView },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** The caller's properties, one property, its changes; and staff's lists and lifecycle actions. */
export const listingsProperties = {
  myProperties: defineRoute({
    method: 'GET',
    path: '/property',
    tags: ['property'],
    auth: 'signedIn',
    summary: "The caller's properties (any label), with funnel stage and the caller's label",
    query: PageQuery,
    response: { 200: PropertyViewPage },
    errors: [400, 401],
  }),
  getProperty: defineRoute({
    method: 'GET',
    path: '/property/:id',
    tags: ['property'],
    auth: 'signedIn',
    summary: 'One property (members whose label reads properties, and staff), with the caller’s permissions',
    params: IdParams,
    response: { 200: PropertyView },
    errors: [400, 401, 403, 404],
  }),
  updateProperty: defineRoute({
    method: 'PATCH',
    path: '/property/:id',
    tags: ['property'],
    auth: 'signedIn',
    summary: 'Change a property: owners with permission while in review or rejected; staff always',
    params: IdParams,
    body: PropertyPatch,
    response: { 200: PropertyView },
    errors: [400, 401, 403, 404, 409, 502],
  }),
  adminProperties: defineRoute({
    method: 'GET',
    path: '/admin/properties',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Every property (or one status), newest first, with owner email and funnel stage; q: words of its name, city, state or owner email',
    query: AdminPropertiesQuery,
    response: { 200: PropertyViewPage },
    errors: [400, 401, 403],
  }),
  adminGetProperty: defineRoute({
    method: 'GET',
    path: '/admin/property/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'One property as staff see it (owner email, submitted PDFs)',
    params: IdParams,
    response: { 200: PropertyView },
    errors: [400, 401, 403, 404],
  }),
  adminUpdateProperty: defineRoute({
    method: 'PATCH',
    path: '/admin/property/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Change any field of a property, in any status (staff)',
    params: IdParams,
    body: PropertyPatch,
    response: { 200: PropertyView },
    errors: [400, 401, 403, 404, 409, 502],
  }),
  changeStatus: defineRoute({
    method: 'POST',
    path: '/admin/property/:id/status',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Move a property along its lifecycle: REVISION → ACCEPTED | REJECTED, ACCEPTED → PUBLISHED, PUBLISHED → SOLD, any → DELETED',
    params: IdParams,
    body: StatusChange,
    response: { 200: PropertyView },
    errors: [400, 401, 403, 404, 409],
  }),
  copyProperty: defineRoute({
    method: 'POST',
    path: '/admin/property/copy',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Copy a property (copy_property): a new one in review with the same details and images',
    body: CopyProperty,
    response: { 201: PropertyView },
    errors: [400, 401, 403, 404, 502],
  }),
} as const;

/** Where else a property is advertised (§5 external listing types). */
export const listingsExternalListings = {
  externalListings: defineRoute({
    method: 'GET',
    path: '/property_external_listing',
    tags: ['property_external_listing'],
    auth: 'signedIn',
    summary: "A property's external listings",
    query: PropertyIdQuery,
    response: { 200: ExternalListingList },
    errors: [400, 401, 403, 404],
  }),
  upsertExternalListing: defineRoute({
    method: 'POST',
    path: '/property_external_listing',
    tags: ['property_external_listing'],
    auth: 'signedIn',
    summary: 'Add an external listing (or change one, with its id)',
    body: ExternalListingUpsert,
    response: { 201: PropertyExternalListing },
    errors: [400, 401, 403, 404],
  }),
  deleteExternalListing: defineRoute({
    method: 'DELETE',
    path: '/property_external_listing/:id',
    tags: ['property_external_listing'],
    auth: 'signedIn',
    summary: 'Remove an external listing',
    params: IdParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** Buyers: leads, tour requests (insert_tour_request_and_lead) and tour reviews. */
export const listingsBuyers = {
  postLead: defineRoute({
    method: 'POST',
    path: '/lead',
    tags: ['lead'],
    summary: 'Leave your details for a published property (lead status interested)',
    body: LeadPost,
    response: { 201: LeadCreated },
    errors: [400, 404],
  }),
  leads: defineRoute({
    method: 'GET',
    path: '/lead',
    tags: ['lead'],
    auth: 'signedIn',
    summary:
      "A property's leads (labels that read leads), or those of every property you may read (staff: all)",
    query: LeadsQuery,
    response: { 200: LeadPage },
    errors: [400, 401, 403, 404],
  }),
  requestTour: defineRoute({
    method: 'POST',
    path: '/tour_request',
    tags: ['tour_request'],
    summary: 'Ask for a tour of a published property; the lead is saved with it (preprofiled)',
    body: TourRequestInsert,
    response: { 201: TourRequestCreated },
    errors: [400, 404, 500],
  }),
  tourSummary: defineRoute({
    method: 'GET',
    path: '/tour_request/:id',
    tags: ['tour_request'],
    summary: 'The tour a review is about (public by its unguessable id)',
    params: IdParams,
    response: { 200: TourRequestSummary },
    errors: [400, 404],
  }),
  adminTourRequests: defineRoute({
    method: 'GET',
    path: '/admin/tour_request',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Every tour request, newest first; q: words of the buyer (name, email, phone) or the property name (staff)',
    query: SearchPageQuery,
    response: { 200: TourRequestPage },
    errors: [400, 401, 403],
  }),
  propertyTours: defineRoute({
    method: 'GET',
    path: '/tour_review',
    tags: ['tour_review'],
    auth: 'signedIn',
    summary:
      "A property's tours, newest first, each with its review once sent (labels that read tour reviews; staff: any)",
    query: PropertyToursQuery,
    response: { 200: PropertyTourPage },
    errors: [400, 401, 403, 404],
  }),
  reviewTour: defineRoute({
    method: 'POST',
    path: '/tour_review',
    tags: ['tour_review'],
    summary: 'Review a tour, once',
    body: TourReviewInsert,
    response: { 201: MessageResponse },
    errors: [400, 404, 409, 500],
  }),
} as const;

/** Amenities and neighborhood insights: public lists, staff upkeep (archive instead of delete). */
export const listingsCatalogues = {
  amenities: defineRoute({
    method: 'GET',
    path: '/amenity',
    tags: ['amenity'],
    summary: 'The amenity catalogue (not archived)',
    response: { 200: AmenityList },
  }),
  adminAmenities: defineRoute({
    method: 'GET',
    path: '/admin/amenity',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Every amenity, archived ones last, a page at a time; q: words of its Spanish or English name (staff)',
    query: SearchPageQuery,
    response: { 200: AmenityPage },
    errors: [400, 401, 403],
  }),
  createAmenity: defineRoute({
    method: 'POST',
    path: '/admin/amenity',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Add a amenity (staff; the server chooses its id)',
    body: CatalogueCreate,
    response: { 201: Amenity },
    errors: [400, 401, 403, 409],
  }),
  renameAmenity: defineRoute({
    method: 'PATCH',
    path: '/admin/amenity',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Rename a amenity (staff; body with its id)',
    body: AmenityUpsert,
    response: { 200: Amenity },
    errors: [400, 401, 403, 404],
  }),
  archiveAmenity: defineRoute({
    method: 'POST',
    path: '/admin/amenity/:id/archive',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Archive or restore a amenity (staff); entries are never deleted',
    params: IdParams,
    body: ArchiveBody,
    response: { 200: Amenity },
    errors: [400, 401, 403, 404],
  }),
  insights: defineRoute({
    method: 'GET',
    path: '/neighborhood_insight',
    tags: ['neighborhood_insight'],
    summary: 'The neighborhood_insight catalogue (not archived)',
    response: { 200: NeighborhoodInsightList },
  }),
  adminInsights: defineRoute({
    method: 'GET',
    path: '/admin/neighborhood_insight',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Every neighborhood_insight, archived ones last, a page at a time; q: words of its Spanish or English name (staff)',
    query: SearchPageQuery,
    response: { 200: NeighborhoodInsightPage },
    errors: [400, 401, 403],
  }),
  createInsight: defineRoute({
    method: 'POST',
    path: '/admin/neighborhood_insight',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Add a neighborhood_insight (staff; the server chooses its id)',
    body: CatalogueCreate,
    response: { 201: NeighborhoodInsight },
    errors: [400, 401, 403, 409],
  }),
  renameInsight: defineRoute({
    method: 'PATCH',
    path: '/admin/neighborhood_insight',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Rename a neighborhood_insight (staff; body with its id)',
    body: AmenityUpsert,
    response: { 200: NeighborhoodInsight },
    errors: [400, 401, 403, 404],
  }),
  archiveInsight: defineRoute({
    method: 'POST',
    path: '/admin/neighborhood_insight/:id/archive',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Archive or restore a neighborhood_insight (staff); entries are never deleted',
    params: IdParams,
    body: ArchiveBody,
    response: { 200: NeighborhoodInsight },
    errors: [400, 401, 403, 404],
  }),
} as const;

/** Every listings operation, for the SPA's client. */
export const listingsRoutes = {
  ...listingsSubmission,
  ...listingsMarket,
  ...listingsImages,
  ...listingsProperties,
  ...listingsExternalListings,
  ...listingsAirbnbListings,
  ...listingsStaffHome,
  ...listingsFavourites,
  ...listingsSavedSearches,
  ...listingsAirbnbProfiles,
  ...listingsBuyers,
  ...listingsCatalogues,
  ...listingsGeo,
} as const;
