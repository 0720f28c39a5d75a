/**
 * Every operation of the appraisal service, declared once for the service (kit's `routes()`) and
 * the SPA (`api()`): the appraisal and its feedback, the presentation, staff's page, the base
 * furnishing and the furnishing estimate.
 */

import { Created, NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { AppraisalItem } from './entities.ts';
import {
  AdminAppraisalQuery,
  AppraisalFeedbackInput,
  AppraisalItemKey,
  AppraisalParams,
  AppraisalPresentation,
  FurnishingQueryInput,
  PresentationPdfQuery,
  SubmitAppraisal,
} from './requests.ts';
import {
  AppraisalAdminPage,
  AppraisalItemList,
  AppraisalView,
  FurnishingEstimate,
  PresentationPdf,
  PresentationView,
} from './responses.ts';

/** §3 appraisal: anyone may appraise from the landing; the id is the link that opens it. */
export const appraisals = {
  create: defineRoute({
    method: 'POST',
    path: '/appraisal',
    tags: ['appraisal'],
    auth: 'public',
    summary:
      "Appraise a home from its address or a map pin (§5 rules): the price with its calibrated 80 % range, the comparables used, and the short-term-rental ADR, occupancy, earnings and cap rate as ranges; 400 'Unsupported area' outside the data's coverage",
    body: SubmitAppraisal,
    response: { 201: AppraisalView },
    errors: [400, 429],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/appraisal/:id',
    tags: ['appraisal'],
    auth: 'public',
    summary: 'An appraisal by its id (the link is the capability: /appraisal/{id} is shareable)',
    params: AppraisalParams,
    response: { 200: AppraisalView },
    errors: [400, 404],
  }),
  feedback: defineRoute({
    method: 'POST',
    path: '/appraisal/feedback',
    tags: ['appraisal'],
    auth: 'public',
    summary:
      "The owner's opinion of the price (ADEQUATE, TOO_LOW, TOO_HIGH; a message up to 300 and a corrected price 0–1e8, optional); an appraisal made by a signed-in owner takes feedback only from them or staff",
    body: AppraisalFeedbackInput,
    response: { 200: AppraisalView },
    errors: [400, 403, 404],
  }),
  presentation: defineRoute({
    method: 'POST',
    path: '/appraisal/presentation',
    tags: ['appraisal'],
    auth: 'staff',
    summary: "Offer the owner a presentation (§5 'Offer'): a shareable page and a PDF",
    body: AppraisalPresentation,
    response: { 200: PresentationView },
    errors: [400, 401, 403, 404],
  }),
  presentationPdf: defineRoute({
    method: 'GET',
    path: '/appraisal/:id/presentation/pdf',
    tags: ['appraisal'],
    auth: 'public',
    summary:
      "The presentation as a PDF for the owner, in Spanish or English (?lang=, else the caller's): the price and its range, the earnings as ranges, the offer and its terms, and how payments work (404 until staff offer one)",
    params: AppraisalParams,
    query: PresentationPdfQuery,
    response: { 200: PresentationPdf },
    errors: [400, 404],
  }),
  getPresentation: defineRoute({
    method: 'GET',
    path: '/appraisal/:id/presentation',
    tags: ['appraisal'],
    auth: 'public',
    summary: "An appraisal's presentation (404 until staff offer one)",
    params: AppraisalParams,
    response: { 200: PresentationView },
    errors: [400, 404],
  }),
} as const;

/** /dashboard/admin/appraisal: every appraisal with its feedback and the model's error on it. */
export const appraisalAdmin = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/appraisal',
    tags: ['appraisal'],
    auth: 'staff',
    summary:
      "Appraisals newest first, 20 a page, each with its feedback and the model's error against the corrected price, and the error summary over all",
    query: AdminAppraisalQuery,
    response: { 200: AppraisalAdminPage },
    errors: [400, 401, 403],
  }),
} as const;

/** §3 appraisal_item: the base furnishing per condition (room kind), kept by staff. */
export const appraisalItems = {
  list: defineRoute({
    method: 'GET',
    path: '/appraisal_item',
    tags: ['appraisal_item'],
    auth: 'staff',
    summary: 'The base furnishing: each item with how many every condition needs, with its catalogue price',
    response: { 200: AppraisalItemList },
    errors: [401, 403],
  }),
  upsert: defineRoute({
    method: 'PUT',
    path: '/appraisal_item',
    tags: ['appraisal_item'],
    auth: 'staff',
    summary: 'Set how many of a catalogue item a condition needs',
    body: AppraisalItem,
    response: { 200: AppraisalItemList },
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/appraisal_item',
    tags: ['appraisal_item'],
    auth: 'staff',
    summary: 'Remove an item from the base furnishing of a condition',
    body: AppraisalItemKey,
    response: { 204: NoContent },
    errors: [400, 401, 403],
  }),
} as const;

/** §3 appraisal_furnishing_query: what furnishing an appraised home would cost. */
export const furnishingQueries = {
  create: defineRoute({
    method: 'POST',
    path: '/appraisal_furnishing_query',
    tags: ['appraisal_furnishing_query'],
    auth: 'signedIn',
    summary: 'Ask for the furnishing estimate of an appraisal (its id answers)',
    body: FurnishingQueryInput,
    response: { 201: Created },
    errors: [400, 401, 403, 404],
  }),
  get: defineRoute({
    method: 'GET',
    path: '/appraisal_furnishing_query/:id',
    tags: ['appraisal_furnishing_query'],
    auth: 'signedIn',
    summary:
      "The priced list: the base furnishing's items × the home's rooms (bedrooms, bathrooms, always), at the catalogue's prices",
    params: AppraisalParams,
    response: { 200: FurnishingEstimate },
    errors: [400, 401, 403, 404],
  }),
} as const;

export const APPRAISAL_ROUTE_TABLES = { appraisals, appraisalAdmin, appraisalItems, furnishingQueries };
