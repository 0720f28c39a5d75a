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
  airbnb_profile: 'listings',
  'email/submit_from_listing': 'listings',
  'admin/property': 'listings',
  'admin/properties': 'listings',
  'admin/amenity': 'listings',
  'admin/neighborhood_insight': 'listings',
  'admin/airbnb_profile': 'listings',
  'admin/submit_property': 'listings',
  'admin/tour_request': 'listings',

  // appraisal: appraisals, comparables, furnishing queries, offers
  appraisal: 'appraisal',
  appraisal_item: 'appraisal',
  appraisal_furnishing_query: 'appraisal',
  app_acceptance: 'appraisal',
  'admin/appraisal': 'appraisal',

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

  // documents: property files, contracts, legal texts
  property_file: 'documents',
  property_file_contract_state: 'documents',
  privacy_policy: 'documents',
  terms_and_conditions: 'documents',

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
};

const familiesLongestFirst = Object.keys(API_FAMILIES).sort((a, b) => b.length - a.length);

/** Paths under this prefix require the administrator check at the gateway. */
export const ADMIN_FAMILY_PREFIX = 'admin/';

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
