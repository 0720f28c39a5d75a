import type { StaffRole } from './enums.ts';

/**
 * Which service owns which `/api/v1/<family>` path (ARCHITECTURE.md, "Who owns what"). The gateway
 * routes by this table in every deployment; the longest matching family wins, so
 * `admin/joke` goes to notifications while `admin/property` goes to listings.
 */
export const SERVICE_NAMES = [
  'identity',
  'listings',
  'appraisal',
  'maintenance',
  'finance',
  'documents',
  'notifications',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const API_FAMILIES: Readonly<Record<string, ServiceName>> = {
  // identity: accounts, sessions, profiles, memberships, invitations, staff roles
  auth: 'identity',
  profile: 'identity',
  profile_private_info: 'identity',
  property_customer: 'identity',
  property_customer_invitation: 'identity',
  'admin/role': 'identity',
  'admin/property_customer': 'identity',
  // the staff audit log, gathered from every service's audit.entry.recorded events (#19)
  'admin/audit_entry': 'identity',
  // the public demonstration's read-only session (§2 /demo)
  demo: 'identity',

  // listings: properties, marketplace, tours, leads, Airbnb listings and reservations
  property: 'listings',
  market: 'listings',
  submit_property: 'listings',
  lead: 'listings',
  tour_request: 'listings',
  tour_review: 'listings',
  amenity: 'listings',
  neighborhood_insight: 'listings',
  property_external_listing: 'listings',
  property_airbnb_listing: 'listings',
  property_airbnb_listing_reservation: 'listings',
  property_airbnb_listing_block: 'listings',
  airbnb_profile: 'listings',
  'admin/property': 'listings',
  'admin/properties': 'listings',
  'admin/amenity': 'listings',
  'admin/neighborhood_insight': 'listings',
  'admin/airbnb_profile': 'listings',
  'admin/submit_property': 'listings',
  'admin/tour_request': 'listings',
  'admin/airbnb_listing': 'listings',
  geo: 'listings',
  favourite: 'listings',
  saved_search: 'listings',

  // appraisal: appraisals, comparables, furnishing queries, offers
  appraisal: 'appraisal',
  appraisal_item: 'appraisal',
  appraisal_furnishing_query: 'appraisal',
  'admin/appraisal': 'appraisal',
  // the listing-link intake (issue 18): the streamed read of an Airbnb link and its submission's email
  'property/from_room_id': 'appraisal',
  'email/submit_from_listing': 'appraisal',

  // maintenance: chores and reports, day plans, items, checklists
  property_chore: 'maintenance',
  day_plan: 'maintenance',
  day_plan_worker_schedule: 'maintenance',
  item: 'maintenance',
  property_item: 'maintenance',
  property_checklist: 'maintenance',
  'admin/item': 'maintenance',
  'admin/day_plan': 'maintenance',
  'admin/chore': 'maintenance',

  // finance: transactions, commissions, leases, earnings, payments
  property_transaction: 'finance',
  property_commission: 'finance',
  property_lease_configuration: 'finance',
  earnings: 'finance',
  stripe: 'finance',
  'admin/transaction': 'finance',
  'admin/payment': 'finance',
  exchange_rate: 'finance',
  withholding_rate: 'finance',
  owner_tax_profile: 'finance',

  // documents: property files, contracts, legal texts and their acceptance, credit eligibility
  property_file: 'documents',
  property_file_contract_state: 'documents',
  privacy_policy: 'documents',
  terms_and_conditions: 'documents',
  app_acceptance: 'documents',
  credit_eligibility: 'documents',

  // notifications: email, in-app notifications, contact, jokes, manager applications, client logs
  email_notification: 'notifications',
  property_notification: 'notifications',
  'email/wanna_be_manager': 'notifications',
  'email/unsubscribe': 'notifications',
  contact: 'notifications',
  joke: 'notifications',
  log: 'notifications',
  'admin/joke': 'notifications',
  'admin/mail': 'notifications',
  'admin/manager_application': 'notifications',
  'admin/contact': 'notifications',
  'admin/email_notification': 'notifications',
  notification_preference: 'notifications',
  'admin/whatsapp_message': 'notifications',
};

const familiesLongestFirst = Object.keys(API_FAMILIES).sort((a, b) => b.length - a.length);

/** Paths under this prefix are the back office: only company staff pass the gateway (below). */
export const ADMIN_FAMILY_PREFIX = 'admin/';

/**
 * Which company staff roles may use each back-office family, checked by the gateway and by the
 * owning service alike. Staff (the company's employees, PRODUCT.md "company staff") run the daily
 * back office: property review and editing, catalogues, submissions on behalf of owners, tour
 * requests, memberships, appraisals, maintenance, transactions, the inbox of forms and the delivery
 * log. Two families stay with administrators, because each would let staff become more than staff:
 * `admin/role` grants staff roles, and `admin/mail` shows every email sent, password-reset links
 * included.
 */
export const ADMIN_FAMILY_STAFF_ROLES: Readonly<Record<string, readonly StaffRole[]>> = {
  'admin/role': ['ADMIN'],
  'admin/mail': ['ADMIN'],
  'admin/property_customer': ['ADMIN', 'STAFF'],
  'admin/audit_entry': ['ADMIN', 'STAFF'],
  'admin/property': ['ADMIN', 'STAFF'],
  'admin/properties': ['ADMIN', 'STAFF'],
  'admin/amenity': ['ADMIN', 'STAFF'],
  'admin/neighborhood_insight': ['ADMIN', 'STAFF'],
  'admin/airbnb_profile': ['ADMIN', 'STAFF'],
  'admin/submit_property': ['ADMIN', 'STAFF'],
  'admin/tour_request': ['ADMIN', 'STAFF'],
  'admin/airbnb_listing': ['ADMIN', 'STAFF'],
  'admin/appraisal': ['ADMIN', 'STAFF'],
  'admin/item': ['ADMIN', 'STAFF'],
  'admin/day_plan': ['ADMIN', 'STAFF'],
  'admin/chore': ['ADMIN', 'STAFF'],
  'admin/transaction': ['ADMIN', 'STAFF'],
  'admin/payment': ['ADMIN', 'STAFF'],
  'admin/joke': ['ADMIN', 'STAFF'],
  'admin/manager_application': ['ADMIN', 'STAFF'],
  'admin/contact': ['ADMIN', 'STAFF'],
  'admin/email_notification': ['ADMIN', 'STAFF'],
  'admin/whatsapp_message': ['ADMIN', 'STAFF'],
};

/**
 * Whether a caller with `role` (null: not staff) may use the back-office `family`; a family
 * missing from ADMIN_FAMILY_STAFF_ROLES is for administrators only.
 */
export function mayUseAdminFamily(family: string, role: StaffRole | null): boolean {
  if (role === null) return false;
  return (ADMIN_FAMILY_STAFF_ROLES[family] ?? ['ADMIN']).includes(role);
}

/**
 * The family and owning service of a path below `/api/v1/`, e.g. `property/display/42` →
 * `{ family: 'property', service: 'listings' }`; undefined when no service owns it.
 */
export function routeOf(pathBelowApi: string): { family: string; service: ServiceName } | undefined {
  const path = pathBelowApi.replace(/^\/+/, '').split('?')[0]!;
  for (const family of familiesLongestFirst) {
    if (path === family || path.startsWith(`${family}/`)) return { family, service: API_FAMILIES[family]! };
  }
  return undefined;
}

export const familiesOf = (service: ServiceName): string[] =>
  Object.entries(API_FAMILIES)
    .filter(([, owner]) => owner === service)
    .map(([family]) => family);

/**
 * Every page of the SPA (its router's full paths, `$name` a path parameter). The gateway answers
 * these with the app and 200, and any other path with the app's not-found page and HTTP 404
 * (issue 16 item 8), so search engines and link checkers see a missing page as missing.
 * `web/src/app/router.spec.ts` fails when the SPA's route table and this list differ: a new page
 * adds its path here.
 */
export const SPA_PATHS = [
  '/',
  '/appraisal/$id',
  '/dashboard',
  '/dashboard/admin/airbnb_listing',
  '/dashboard/admin/airbnb_profile',
  '/dashboard/admin/appraisal',
  '/dashboard/admin/audit',
  '/dashboard/admin/amenity',
  '/dashboard/admin/chore',
  '/dashboard/admin/day_plan',
  '/dashboard/admin/contact',
  '/dashboard/admin/item',
  '/dashboard/admin/joke',
  '/dashboard/admin/legal_text',
  '/dashboard/admin/expiring_file',
  '/dashboard/admin/mail',
  '/dashboard/admin/manager_application',
  '/dashboard/admin/neighborhood_insight',
  '/dashboard/admin/notifications',
  '/dashboard/admin/payment',
  '/dashboard/admin/properties',
  '/dashboard/admin/property/$id',
  '/dashboard/admin/property_customer',
  '/dashboard/admin/role',
  '/dashboard/admin/submit_property',
  '/dashboard/admin/tour_request',
  '/dashboard/admin/transaction',
  '/dashboard/ally',
  '/dashboard/announcement',
  '/dashboard/favourites',
  '/dashboard/saved_searches',
  '/dashboard/lead',
  '/dashboard/maintenance/chore',
  '/dashboard/maintenance/chore_schedule',
  '/dashboard/maintenance/report',
  '/dashboard/performance/rent',
  '/dashboard/performance/sale',
  '/dashboard/planning',
  '/dashboard/planning/day_plan/$id',
  '/dashboard/profile',
  '/dashboard/profile/change_password',
  '/dashboard/profile/notifications',
  '/dashboard/property/$id',
  '/dashboard/property/$id/airbnb',
  '/dashboard/property/$id/checklist',
  '/dashboard/property/$id/files',
  '/dashboard/property/$id/transactions',
  '/dashboard/property/$id/commission',
  '/dashboard/property/$id/lease',
  '/dashboard/property_item',
  '/dashboard/purchases',
  '/dashboard/purchases/appraisal_furnishing_query/$id',
  '/dashboard/status',
  '/dashboard/worker',
  '/dashboard/worker/property',
  '/demo',
  '/demo/ally',
  '/demo/maintenance/chore',
  '/demo/maintenance/report',
  '/demo/performance/rent',
  '/demo/performance/sale',
  '/demo/status',
  '/lead',
  '/login',
  '/logout',
  '/market',
  '/privacy_policy',
  '/property/$id',
  '/r',
  '/recover_password',
  '/register',
  '/reset_password',
  '/submit_from_listing',
  '/submit_property',
  '/terms_and_conditions',
  '/tour_request',
  '/tour_review',
  '/unsubscribe',
] as const;

const SPA_PATTERNS: readonly RegExp[] = SPA_PATHS.map(
  (spaPath) => new RegExp(`^${spaPath.replace(/\$[A-Za-z_]+/g, '[^/]+').replace(/\//g, '\\/')}/?$`),
);

/** Whether a browser path (no query string) is one of the SPA's pages. */
export function isSpaPath(pathname: string): boolean {
  return SPA_PATTERNS.some((pattern) => pattern.test(pathname));
}
