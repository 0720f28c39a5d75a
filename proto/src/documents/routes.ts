/**
 * Every operation of the documents service, declared once for the service (kit's `routes()`) and
 * the SPA (`api()`): property files (upload, list, download, delete, the status checklist, the
 * deadline calendar), contracts, the legal texts with their acceptance, and "apta para crédito".
 */
import { Type } from 'typebox';
import { NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { ContractRenewal } from './requests.ts';
import {
  AppAcceptancePost,
  CalendarFeedBody,
  CalendarFeedParams,
  CreditEligibilityQuery,
  CreditLimitsPut,
  FileDownloadQuery,
  FileStatusQuery,
  LegalTextPost,
  PropertyFileParams,
  PropertyFileQuery,
} from './requests.ts';
import { PrivacyPolicy, PropertyFileContractState, TermsAndConditions } from './entities.ts';
import {
  AppAcceptanceView,
  CalendarFeedView,
  CreditEligibilityView,
  CreditLimitsView,
  FileDownloadLink,
  JobRun,
  PropertyFileList,
  PropertyFileStatusList,
  PropertyFileView,
} from './responses.ts';

/** §3 property_file under §6's `file` permission (staff: every property). */
export const propertyFiles = {
  upload: defineRoute({
    method: 'POST',
    path: '/property_file',
    tags: ['property_file'],
    auth: 'signedIn',
    summary:
      'Upload a property file as multipart/form-data: fields property_id, type, valid_from, valid_to and the PDF (under 4 MB) as `file`',
    consumes: ['multipart/form-data'],
    response: { 201: PropertyFileView },
    errors: [400, 401, 403, 413, 502, 503],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/property_file',
    tags: ['property_file'],
    auth: 'signedIn',
    summary: "A property's files, newest first, each with where it stands today",
    query: PropertyFileQuery,
    response: { 200: PropertyFileList },
    errors: [400, 401, 403],
  }),
  download: defineRoute({
    method: 'GET',
    path: '/property_file/:id/download',
    tags: ['property_file'],
    auth: 'signedIn',
    summary:
      'Redirect (302) to a signed link to the PDF that works for a minute; with ?as=json (or Accept: application/json) answer the link as { url, expires_at } instead, for the SPA to navigate to',
    params: PropertyFileParams,
    query: FileDownloadQuery,
    response: { 200: FileDownloadLink, 302: NoContent },
    errors: [400, 401, 403, 404],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/property_file/:id',
    tags: ['property_file'],
    auth: 'signedIn',
    summary: 'Delete a file: the stored object first, then the row',
    params: PropertyFileParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404, 502],
  }),
  status: defineRoute({
    method: 'GET',
    path: '/property_file/status',
    tags: ['property_file'],
    auth: 'signedIn',
    summary:
      "/dashboard/status: each required file present, valid, expiring or missing, the contracts' renewal, and the funnel stage explained — for one property or every property the caller may see",
    query: FileStatusQuery,
    response: { 200: PropertyFileStatusList },
    errors: [400, 401, 403],
  }),
  reminder: defineRoute({
    method: 'POST',
    path: '/property_file/pub_sub/reminder',
    tags: ['property_file'],
    auth: 'staff',
    summary:
      'Run the expiry reminders now (also daily): warnings at three months, one month and on the day, each once; expired files marked',
    response: { 200: JobRun },
    errors: [401, 403],
  }),
  calendarFeed: defineRoute({
    method: 'GET',
    path: '/property_file/calendar_feed',
    tags: ['property_file'],
    auth: 'signedIn',
    summary: "The address of the property's deadline calendar (null when none is active)",
    query: PropertyFileQuery,
    response: { 200: CalendarFeedView },
    errors: [400, 401, 403],
  }),
  rotateCalendarFeed: defineRoute({
    method: 'POST',
    path: '/property_file/calendar_feed',
    tags: ['property_file'],
    auth: 'signedIn',
    summary: 'Create the deadline calendar address, or replace it (the old address stops working)',
    body: CalendarFeedBody,
    response: { 200: CalendarFeedView },
    errors: [400, 401, 403],
  }),
  revokeCalendarFeed: defineRoute({
    method: 'DELETE',
    path: '/property_file/calendar_feed',
    tags: ['property_file'],
    auth: 'signedIn',
    summary: 'Revoke the deadline calendar address',
    query: PropertyFileQuery,
    response: { 204: NoContent },
    errors: [400, 401, 403],
  }),
  calendar: defineRoute({
    method: 'GET',
    path: '/property_file/calendar/:token',
    tags: ['property_file'],
    summary: "iCalendar (text/calendar) of every deadline of a property's files, at its secret address",
    params: CalendarFeedParams,
    response: { 200: Type.String({ description: 'text/calendar' }) },
    errors: [400, 404],
  }),
} as const;

/** §3 property_file_contract_state: the owner's renewal decision and the daily renewal job. */
export const contractStates = {
  decide: defineRoute({
    method: 'POST',
    path: '/property_file_contract_state',
    tags: ['property_file_contract_state'],
    auth: 'signedIn',
    summary: 'Accept or reject the automatic renewal of an exclusivity or lease contract',
    body: ContractRenewal,
    response: { 200: PropertyFileContractState },
    errors: [400, 401, 403, 404],
  }),
  autoRenew: defineRoute({
    method: 'POST',
    path: '/property_file_contract_state/pub_sub/contract_renewal',
    tags: ['property_file_contract_state'],
    auth: 'staff',
    summary: 'Run auto_renew_contracts now (also daily): auto-renewing contracts at their end are extended',
    response: { 200: JobRun },
    errors: [401, 403],
  }),
} as const;

/** §3 privacy_policy and terms_and_conditions, versioned; app_acceptance records who accepted which. */
export const legalTexts = {
  privacyPolicy: defineRoute({
    method: 'GET',
    path: '/privacy_policy',
    tags: ['privacy_policy'],
    summary: 'The latest privacy policy (markdown in English and Spanish)',
    response: { 200: PrivacyPolicy },
    errors: [404],
  }),
  publishPrivacyPolicy: defineRoute({
    method: 'POST',
    path: '/privacy_policy',
    tags: ['privacy_policy'],
    auth: 'staff',
    summary: 'Publish a new version of the privacy policy; every profile is asked to accept it again',
    body: LegalTextPost,
    response: { 201: PrivacyPolicy },
    errors: [400, 401, 403],
  }),
  termsAndConditions: defineRoute({
    method: 'GET',
    path: '/terms_and_conditions',
    tags: ['terms_and_conditions'],
    summary: 'The latest terms and conditions (markdown in English and Spanish)',
    response: { 200: TermsAndConditions },
    errors: [404],
  }),
  publishTermsAndConditions: defineRoute({
    method: 'POST',
    path: '/terms_and_conditions',
    tags: ['terms_and_conditions'],
    auth: 'staff',
    summary: 'Publish a new version of the terms and conditions; every profile is asked to accept it again',
    body: LegalTextPost,
    response: { 201: TermsAndConditions },
    errors: [400, 401, 403],
  }),
  acceptance: defineRoute({
    method: 'GET',
    path: '/app_acceptance',
    tags: ['app_acceptance'],
    auth: 'signedIn',
    summary: 'Which versions the caller accepted, and whether a newer one must be accepted',
    response: { 200: AppAcceptanceView },
    errors: [401, 403],
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/app_acceptance',
    tags: ['app_acceptance'],
    auth: 'signedIn',
    summary: 'Accept the latest privacy policy and terms (409 when a newer version was published)',
    body: AppAcceptancePost,
    response: { 200: AppAcceptanceView },
    errors: [400, 401, 403, 404, 409],
  }),
} as const;

/** "Apta para crédito INFONAVIT / COFINAVIT": the verdict with its reasons, and the limits table. */
export const creditEligibility = {
  eligibility: defineRoute({
    method: 'GET',
    path: '/credit_eligibility',
    tags: ['credit_eligibility'],
    summary:
      'Whether a property is eligible pending appraisal, with every condition (public for published properties, else file readers)',
    query: CreditEligibilityQuery,
    response: { 200: CreditEligibilityView },
    errors: [400, 401, 403, 404],
  }),
  limits: defineRoute({
    method: 'GET',
    path: '/credit_eligibility/limits',
    tags: ['credit_eligibility'],
    summary: 'The published INFONAVIT / COFINAVIT limits the verdict uses, with their source and date',
    response: { 200: CreditLimitsView },
    errors: [],
  }),
  putLimits: defineRoute({
    method: 'PUT',
    path: '/credit_eligibility/limits',
    tags: ['credit_eligibility'],
    auth: 'staff',
    summary: 'Replace the limits table (staff), naming its source and publication date',
    body: CreditLimitsPut,
    response: { 200: CreditLimitsView },
    errors: [400, 401, 403],
  }),
} as const;
