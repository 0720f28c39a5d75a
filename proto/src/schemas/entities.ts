/**
 * Every entity of spec §3, as one import: each is defined in the folder of the service that owns
 * it (ARCHITECTURE.md "Who owns what"), e.g. Property in listings/entities.ts, PropertyChore in
 * maintenance/entities.ts. This file only re-exports them, so `@casona/proto/schemas/entities`
 * keeps working, and lists them by table name. Request bodies are in submissions.ts.
 */
import * as appraisal from '../appraisal/entities.ts';
import * as documents from '../documents/entities.ts';
import * as finance from '../finance/entities.ts';
import * as identity from '../identity/entities.ts';
import * as listings from '../listings/entities.ts';
import * as maintenance from '../maintenance/entities.ts';
import * as notifications from '../notifications/entities.ts';

export * from '../appraisal/entities.ts';
export * from '../documents/entities.ts';
export * from '../finance/entities.ts';
export * from '../identity/entities.ts';
export * from '../listings/entities.ts';
export * from '../maintenance/entities.ts';
export { EmailNotification, Joke, PropertyNotification } from '../notifications/entities.ts';
export { YearBuilt } from '../shared/fields.ts';

/** Every entity schema by table name, for docs and the JSON-schema round-trip test. */
export const ENTITY_SCHEMAS = {
  property: listings.Property,
  appraisal: appraisal.Appraisal,
  appraisal_item: appraisal.AppraisalItem,
  appraisal_furnishing_query: appraisal.AppraisalFurnishingQuery,
  profile: identity.Profile,
  profile_private_info: identity.ProfilePrivateInfo,
  property_customer: identity.PropertyCustomer,
  property_customer_invitation: identity.PropertyCustomerInvitation,
  tour_request: listings.TourRequest,
  tour_review: listings.TourReview,
  lead: listings.Lead,
  day_plan: maintenance.DayPlan,
  day_plan_permission: maintenance.DayPlanPermissionGrant,
  day_plan_worker_schedule: maintenance.DayPlanWorkerSchedule,
  property_airbnb_listing: listings.PropertyAirbnbListing,
  reservation: listings.Reservation,
  airbnb_listing_review: listings.AirbnbListingReview,
  airbnb_profile: listings.AirbnbProfile,
  property_chore: maintenance.PropertyChore,
  property_chore_recurrence: maintenance.PropertyChoreRecurrence,
  report: maintenance.Report,
  property_transaction: finance.PropertyTransaction,
  property_file: documents.PropertyFile,
  property_file_contract_state: documents.PropertyFileContractState,
  property_commission: finance.PropertyCommission,
  property_lease_configuration: finance.PropertyLeaseConfiguration,
  property_checklist: maintenance.PropertyChecklist,
  item: maintenance.Item,
  property_item: maintenance.PropertyItem,
  amenity: listings.Amenity,
  neighborhood_insight: listings.NeighborhoodInsight,
  property_neighborhood_insight: listings.PropertyNeighborhoodInsight,
  property_external_listing: listings.PropertyExternalListing,
  joke: notifications.Joke,
  email_notification: notifications.EmailNotification,
  property_notification: notifications.PropertyNotification,
  privacy_policy: documents.PrivacyPolicy,
  terms_and_conditions: documents.TermsAndConditions,
  earnings_interval: finance.EarningsInterval,
  payment_checkout_session: finance.PaymentCheckoutSession,
  market_property: appraisal.MarketProperty,
} as const;
