/**
 * Every §3 entity and §7 submission is defined in the folder of the service that owns it
 * (ARCHITECTURE.md "Who owns what"), and schemas/entities.ts and schemas/submissions.ts only gather
 * them: a schema added to the wrong folder, to two folders, or back into a barrel fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

import * as appraisalEntities from '../appraisal/entities.ts';
import * as appraisalRequests from '../appraisal/requests.ts';
import * as documentsEntities from '../documents/entities.ts';
import * as documentsRequests from '../documents/requests.ts';
import * as financeEntities from '../finance/entities.ts';
import * as financeRequests from '../finance/requests.ts';
import * as identityEntities from '../identity/entities.ts';
import * as identityRequests from '../identity/requests.ts';
import * as proto from '../index.ts';
import * as listingsEntities from '../listings/entities.ts';
import * as listingsRequests from '../listings/requests.ts';
import * as maintenanceEntities from '../maintenance/entities.ts';
import * as maintenanceRequests from '../maintenance/requests.ts';
import * as notificationsEntities from '../notifications/entities.ts';
import * as notificationsRequests from '../notifications/requests.ts';
import { SERVICE_NAMES, type ServiceName } from '../routing.ts';
import * as sharedRequests from '../shared/requests.ts';
import { ENTITY_SCHEMAS } from './entities.ts';
import { SUBMISSION_SCHEMAS, type SubmissionName } from './submissions.ts';

const ENTITIES: Record<ServiceName, Record<string, unknown>> = {
  identity: identityEntities,
  listings: listingsEntities,
  appraisal: appraisalEntities,
  maintenance: maintenanceEntities,
  finance: financeEntities,
  documents: documentsEntities,
  notifications: notificationsEntities,
};
const REQUESTS: Record<ServiceName | 'shared', Record<string, unknown>> = {
  identity: identityRequests,
  listings: listingsRequests,
  appraisal: appraisalRequests,
  maintenance: maintenanceRequests,
  finance: financeRequests,
  documents: documentsRequests,
  notifications: notificationsRequests,
  shared: sharedRequests,
};

/** The owner of every table of the catalogue, as ARCHITECTURE.md's table names it. */
const ENTITY_OWNER: Record<keyof typeof ENTITY_SCHEMAS, ServiceName> = {
  profile: 'identity',
  profile_private_info: 'identity',
  property_customer: 'identity',
  property_customer_invitation: 'identity',
  property: 'listings',
  tour_request: 'listings',
  tour_review: 'listings',
  lead: 'listings',
  amenity: 'listings',
  neighborhood_insight: 'listings',
  property_neighborhood_insight: 'listings',
  property_external_listing: 'listings',
  property_airbnb_listing: 'listings',
  reservation: 'listings',
  airbnb_listing_review: 'listings',
  airbnb_profile: 'listings',
  appraisal: 'appraisal',
  appraisal_item: 'appraisal',
  appraisal_furnishing_query: 'appraisal',
  market_property: 'appraisal',
  day_plan: 'maintenance',
  day_plan_permission: 'maintenance',
  day_plan_worker_schedule: 'maintenance',
  property_chore: 'maintenance',
  property_chore_recurrence: 'maintenance',
  report: 'maintenance',
  property_checklist: 'maintenance',
  item: 'maintenance',
  property_item: 'maintenance',
  property_transaction: 'finance',
  property_commission: 'finance',
  property_lease_configuration: 'finance',
  earnings_interval: 'finance',
  payment_checkout_session: 'finance',
  property_file: 'documents',
  property_file_contract_state: 'documents',
  privacy_policy: 'documents',
  terms_and_conditions: 'documents',
  joke: 'notifications',
  email_notification: 'notifications',
  property_notification: 'notifications',
};

/** The service that takes every named submission; the generic page query and delete-by-id are shared. */
const SUBMISSION_OWNER: Record<SubmissionName, ServiceName | 'shared'> = {
  login: 'identity',
  register: 'identity',
  passwordRecovery: 'identity',
  passwordChange: 'identity',
  passwordReset: 'identity',
  profileUpdate: 'identity',
  idUpload: 'identity',
  homeAddressUpdate: 'identity',
  profileDeletion: 'identity',
  propertyCustomerUpsert: 'identity',
  propertyCustomerDelete: 'identity',
  invitationCreate: 'identity',
  invitationAnswer: 'identity',
  submitProperty: 'listings',
  submitFromListing: 'listings',
  copyProperty: 'listings',
  propertyStatusChange: 'listings',
  propertyUpdate: 'listings',
  propertyImagePost: 'listings',
  propertyImageDelete: 'listings',
  externalListingUpsert: 'listings',
  lead: 'listings',
  tourRequest: 'listings',
  tourReview: 'listings',
  amenityUpsert: 'listings',
  neighborhoodInsightUpsert: 'listings',
  catalogueArchive: 'listings',
  airbnbListingUpsert: 'listings',
  airbnbListingHours: 'listings',
  reservationUpdate: 'listings',
  marketQuery: 'listings',
  submitAppraisal: 'appraisal',
  appraisalResultUpdate: 'appraisal',
  appraisalFeedback: 'appraisal',
  appraisalPresentation: 'appraisal',
  dayPlanUpsert: 'maintenance',
  workerScheduleUpsert: 'maintenance',
  chorePost: 'maintenance',
  choreUpdate: 'maintenance',
  choreSolve: 'maintenance',
  choreDelete: 'maintenance',
  choreRecurrence: 'maintenance',
  choreTrigger: 'maintenance',
  choreMove: 'maintenance',
  reportPost: 'maintenance',
  itemUpsert: 'maintenance',
  propertyItemUpsert: 'maintenance',
  checklistUpsert: 'maintenance',
  transactionUpsert: 'finance',
  transactionDelete: 'finance',
  transactionBulk: 'finance',
  commissionUpsert: 'finance',
  leaseConfigurationUpsert: 'finance',
  checkoutSession: 'finance',
  fileUpload: 'documents',
  contractRenewal: 'documents',
  contractAutoRenewal: 'documents',
  managerApplication: 'notifications',
  joke: 'notifications',
  jokeApproval: 'notifications',
  contact: 'notifications',
  emailNotification: 'notifications',
  log: 'notifications',
  deleteById: 'shared',
  pageQuery: 'shared',
};

/** The folders whose module exports this very schema object. */
const holders = <K extends string>(modules: Record<K, Record<string, unknown>>, schema: unknown): K[] =>
  (Object.keys(modules) as K[]).filter((key) => Object.values(modules[key]).includes(schema));

const SRC = path.resolve(import.meta.dirname, '..');

describe('every contract lives in the folder of the service that owns it', () => {
  it.each(Object.entries(ENTITY_SCHEMAS))('entity %s is exported by its owner alone', (table, schema) => {
    expect(holders(ENTITIES, schema)).toEqual([ENTITY_OWNER[table as keyof typeof ENTITY_SCHEMAS]]);
  });

  it.each(Object.entries(SUBMISSION_SCHEMAS))(
    'submission %s is exported by its owner alone',
    (name, schema) => {
      expect(holders(REQUESTS, schema)).toEqual([SUBMISSION_OWNER[name as SubmissionName]]);
    },
  );

  it('the package entry exports every entity and submission, the very same schema', () => {
    const exported = new Set(Object.values(proto));
    const missing = [...Object.entries(ENTITY_SCHEMAS), ...Object.entries(SUBMISSION_SCHEMAS)]
      .filter(([, schema]) => !exported.has(schema))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it.each(SERVICE_NAMES.flatMap((s) => [`${s}/entities.ts`, `${s}/requests.ts`]))(
    '%s defines its schemas: it imports nothing from the schemas/ barrels',
    (file) => {
      const source = readFileSync(path.join(SRC, file), 'utf8');
      expect(source).not.toMatch(/from '\.\.\/schemas\//);
    },
  );
});
