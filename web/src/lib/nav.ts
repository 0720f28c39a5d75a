/**
 * Routes describe their place in the dashboard sidebar as static data, so the sidebar is built
 * from the route tree itself and a new section cannot be forgotten in the menu.
 */
import type { PermissionAction, PermissionResource } from '@casona/proto/permissions';

export type NavGroup = 'general' | 'properties' | 'account' | 'admin';

/** Who sees an entry: property role labels group into these audiences; `admin` is the staff role. */
export type NavAudience = 'owner' | 'manager' | 'worker' | 'admin';

export type NavEntry = {
  group: NavGroup;
  /** Key under `sections.` in the catalogue: `sections.<key>.title` and `.description`. */
  key: SectionKey;
  audiences: readonly NavAudience[];
  order: number;
};

/** Sections with a screen: the dashboard and admin pages. */
export const SECTION_KEYS = [
  'home',
  'ally',
  'lead',
  'profile',
  'changePassword',
  'adminAmenity',
  'adminJoke',
  'adminNeighborhoodInsight',
  'adminProperty',
  'adminPropertyCustomer',
  'adminProperties',
  'adminRole',
  'adminSubmitProperty',
  'adminTourRequest',
  'propertyDetails',
  'adminMail',
  'adminContact',
  'adminManagerApplication',
  'adminNotifications',
  'propertyAirbnb',
  'adminAirbnbProfile',
  'adminItem',
  'propertyItem',
  'propertyChecklist',
  'planning',
  'dayPlan',
  'maintenanceChore',
  'maintenanceChoreSchedule',
  'maintenanceReport',
  'worker',
  'workerProperty',
  'purchases',
  'purchaseFurnishing',
  'documentStatus',
  'propertyFiles',
  'adminLegalText',
  'performanceRent',
  'propertyTransactions',
  'propertyCommission',
  'propertyLease',
  'performanceSale',
  'adminAppraisal',
  'announcement',
  'notificationPreferences',
  'favourites',
  'savedSearches',
  'adminTransaction',
  'adminPayment',
  'adminAirbnbListing',
  'adminAudit',
  'adminChore',
  'adminDayPlan',
  'adminExpiringFile',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/**
 * What a section's screen asks of the person's property role labels (proto's `can()`): its entry,
 * and every link to it, shows only when one of their labels may (issue 16 item 5). An owner cannot
 * read leads, so "Interesados" never leads them to a denial; a manager reads no files, so no
 * "Documentos". Staff administrators see every section. Sections not listed need only a session.
 */
export const SECTION_NEEDS: Partial<Record<SectionKey, readonly [PermissionResource, PermissionAction]>> = {
  lead: ['lead', 'select'],
  documentStatus: ['file', 'select'],
  propertyItem: ['item', 'select'],
  maintenanceChore: ['chore', 'select'],
  maintenanceChoreSchedule: ['chore', 'select'],
  maintenanceReport: ['chore', 'select'],
  performanceRent: ['earnings', 'select'],
  planning: ['day_plan', 'select'],
  ally: ['customer', 'select'],
  worker: ['chore', 'select'],
  workerProperty: ['chore', 'select'],
  propertyTransactions: ['transaction', 'select'],
  propertyFiles: ['file', 'select'],
  propertyAirbnb: ['airbnb_listing', 'select'],
  propertyCommission: ['commission', 'select'],
  propertyLease: ['lease_config', 'select'],
  performanceSale: ['commission', 'select'],
  announcement: ['external_listing', 'select'],
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    nav?: NavEntry;
    /** Section shown by a generic page (title and description from the catalogue). */
    section?: SectionKey;
  }
}
