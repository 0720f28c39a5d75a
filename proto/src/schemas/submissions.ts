/**
 * Every named submission of spec §7, as one import: each form is defined in the requests.ts of the
 * service that takes it (e.g. Register in identity/requests.ts, ChorePost in
 * maintenance/requests.ts), the page query in shared/requests.ts. This file re-exports them, so
 * `@casona/proto/schemas/submissions` keeps working, and lists them by the name `checkSubmission`
 * (validation/check.ts) takes; the rules across fields are in validation/rules.ts.
 */
import type { Static } from 'typebox';

import * as appraisal from '../appraisal/requests.ts';
import * as documents from '../documents/requests.ts';
import * as finance from '../finance/requests.ts';
import * as identity from '../identity/requests.ts';
import * as listings from '../listings/requests.ts';
import * as maintenance from '../maintenance/requests.ts';
import * as notifications from '../notifications/requests.ts';
import * as shared from '../shared/requests.ts';

export * from '../appraisal/requests.ts';
export * from '../documents/requests.ts';
export * from '../finance/requests.ts';
export {
  HomeAddressUpdate,
  IdUpload,
  InvitationAnswer,
  InvitationCreate,
  Login,
  PasswordChange,
  PasswordRecovery,
  PasswordReset,
  ProfileDeletion,
  ProfilePicture,
  ProfileUpdate,
  PropertyCustomerDelete,
  PropertyCustomerUpsert,
  Register,
} from '../identity/requests.ts';
export {
  AirbnbListingHours,
  AirbnbListingUpsert,
  AmenityUpsert,
  CatalogueArchive,
  CopyProperty,
  ExternalListingUpsert,
  LeadPost,
  MarketQuery,
  NeighborhoodInsightUpsert,
  NewProfile,
  PropertyImageDelete,
  PropertyImageDeleteResponse,
  PropertyImagePost,
  PropertyImagePostResponse,
  PropertyNeighborhoodInsightInput,
  PropertyUpdate,
  ReservationUpdate,
  SubmitFromListing,
  SubmitProperty,
  SubmittedFile,
  TourRequestInsert,
  TourReviewInsert,
} from '../listings/requests.ts';
export * from '../maintenance/requests.ts';
export {
  Contact,
  EmailNotificationPost,
  JokeApproval,
  JokeSubmit,
  LogPost,
  ManagerApplication,
} from '../notifications/requests.ts';
export { IdOnly, PageQuery } from '../shared/requests.ts';
export { Paginated } from '../shared/responses.ts';
export { Base64Image, Base64Pdf } from '../shared/fields.ts';

// ─── The registry ───────────────────────────────────────────────────────────────────────────────

/** Every named submission of §7, by the name `checkSubmission` takes. */
export const SUBMISSION_SCHEMAS = {
  login: identity.Login,
  register: identity.Register,
  passwordRecovery: identity.PasswordRecovery,
  passwordChange: identity.PasswordChange,
  passwordReset: identity.PasswordReset,
  profileUpdate: identity.ProfileUpdate,
  idUpload: identity.IdUpload,
  homeAddressUpdate: identity.HomeAddressUpdate,
  profileDeletion: identity.ProfileDeletion,
  submitProperty: listings.SubmitProperty,
  submitFromListing: listings.SubmitFromListing,
  submitAppraisal: appraisal.SubmitAppraisal,
  appraisalResultUpdate: appraisal.AppraisalResultUpdate,
  appraisalFeedback: appraisal.AppraisalFeedbackInput,
  appraisalPresentation: appraisal.AppraisalPresentation,
  copyProperty: listings.CopyProperty,
  propertyStatusChange: listings.StatusChange,
  propertyUpdate: listings.PropertyUpdate,
  propertyImagePost: listings.PropertyImagePost,
  propertyImageDelete: listings.PropertyImageDelete,
  externalListingUpsert: listings.ExternalListingUpsert,
  managerApplication: notifications.ManagerApplication,
  lead: listings.LeadPost,
  tourRequest: listings.TourRequestInsert,
  tourReview: listings.TourReviewInsert,
  joke: notifications.JokeSubmit,
  jokeApproval: notifications.JokeApproval,
  contact: notifications.Contact,
  amenityUpsert: listings.AmenityUpsert,
  neighborhoodInsightUpsert: listings.NeighborhoodInsightUpsert,
  catalogueArchive: listings.CatalogueArchive,
  itemUpsert: maintenance.ItemUpsert,
  propertyItemUpsert: maintenance.PropertyItemUpsert,
  deleteById: shared.IdOnly,
  propertyCustomerUpsert: identity.PropertyCustomerUpsert,
  propertyCustomerDelete: identity.PropertyCustomerDelete,
  invitationCreate: identity.InvitationCreate,
  invitationAnswer: identity.InvitationAnswer,
  dayPlanUpsert: maintenance.DayPlanUpsert,
  workerScheduleUpsert: maintenance.WorkerScheduleUpsert,
  airbnbListingUpsert: listings.AirbnbListingUpsert,
  airbnbListingHours: listings.AirbnbListingHours,
  reservationUpdate: listings.ReservationUpdate,
  chorePost: maintenance.ChorePost,
  choreUpdate: maintenance.ChoreUpdate,
  choreSolve: maintenance.ChoreSolve,
  choreDelete: maintenance.ChoreDelete,
  choreRecurrence: maintenance.ChoreRecurrence,
  choreTrigger: maintenance.ChoreTrigger,
  choreMove: maintenance.ChoreMove,
  reportPost: maintenance.ReportPost,
  emailNotification: notifications.EmailNotificationPost,
  log: notifications.LogPost,
  transactionUpsert: finance.TransactionUpsert,
  transactionDelete: finance.TransactionDelete,
  transactionBulk: finance.TransactionBulk,
  commissionUpsert: finance.CommissionUpsert,
  leaseConfigurationUpsert: finance.LeaseConfigurationUpsert,
  checkoutSession: finance.CheckoutSessionCreate,
  checklistUpsert: maintenance.ChecklistUpsert,
  fileUpload: documents.FileUploadMetadata,
  contractRenewal: documents.ContractRenewal,
  contractAutoRenewal: documents.ContractAutoRenewal,
  marketQuery: listings.MarketQuery,
  pageQuery: shared.PageQuery,
} as const;

export type SubmissionName = keyof typeof SUBMISSION_SCHEMAS;
export type Submission<N extends SubmissionName> = Static<(typeof SUBMISSION_SCHEMAS)[N]>;
