/**
 * The contract types the SPA sends and receives, re-exported from proto (types only: nothing here
 * reaches the bundle). The SPA never writes its own API types: a call's body and answer come from
 * its route definition (`RouteBody<typeof route>`, `RouteAnswer<typeof route>`, see client.ts),
 * and the entities and views below are the schemas those definitions are built from.
 */
export type {
  LeadPost,
  Login,
  MarketQuery,
  Paginated,
  PasswordRecovery,
  ProfileUpdate,
  Register,
  SubmitProperty,
  TourRequestInsert,
  TourReviewInsert,
  ProfileDeletion,
  PasswordReset,
  InvitationCreate,
  InvitationAnswer,
  PropertyCustomerUpsert,
  PropertyCustomerDelete,
  IdUpload,
  HomeAddressUpdate,
  EmailNotificationPost,
  PropertyUpdate,
  PropertyImagePost,
  PropertyImageDelete,
  AmenityUpsert,
  NeighborhoodInsightUpsert,
  CatalogueArchive,
  ExternalListingUpsert,
} from '@casona/proto/schemas/submissions';
export type {
  Profile,
  Property,
  MarketProperty,
  Amenity,
  NeighborhoodInsight,
  Floor,
  TourRequest,
} from '@casona/proto/schemas/entities';
export type {
  Locale,
  PropertyType,
  PropertyLabel,
  Currency,
  StaffRole,
  InvitationStatus,
  PropertyStatus,
  FunnelStage,
  RoleLabel,
  MarketSort,
} from '@casona/proto/enums';
export type {
  MarketCard,
  MarketPoint,
  MarketPoints,
  PropertyDisplay,
  PropertyView,
  SubmitPropertyResponse,
  LeadView,
  TourRequestSummary,
  TourRequestView,
} from '@casona/proto/schemas/listings';
export type { TourRequestCreated } from '@casona/proto/listings/responses';
export type {
  MemberView,
  InvitationView,
  StaffMember,
  PrivateInfoView,
  IdFileLink,
  ProfileView,
} from '@casona/proto/identity/responses';
export type {
  MailSummary,
  MailView,
  PropertyNotificationView,
  ContactView,
  ManagerApplicationView,
  DeliveryView,
} from '@casona/proto/notifications/responses';
