/**
 * The contract types the SPA sends and receives, re-exported from proto (types only: nothing here
 * reaches the bundle). The SPA never writes its own API types.
 */
export type {
  Contact,
  JokeSubmit,
  LeadPost,
  Login,
  LogPost,
  ManagerApplication,
  MarketQuery,
  Paginated,
  PasswordRecovery,
  ProfileUpdate,
  Register,
  SubmitFromListing,
  SubmitProperty,
  TourRequestInsert,
  TourReviewInsert,
  AppraisalFeedbackInput,
  ProfileDeletion,
} from '@casona/proto/schemas/submissions';
export type { Profile, Property, Appraisal, MarketProperty } from '@casona/proto/schemas/entities';
export type { Locale, PropertyType, PropertyLabel, Currency, StaffRole } from '@casona/proto/enums';
