/**
 * The staff audit log's actions (issue 19): every staff action and every permission-changing action
 * a service records, each with the one service that records it. The SPA names each in words
 * (web/src/features/admin-audit/i18n); a person never sees these codes.
 */
import type { ServiceName } from '../routing.ts';

export const AUDIT_ACTION_SERVICE = {
  // identity: who may do what
  STAFF_ROLE_GRANTED: 'identity',
  STAFF_ROLE_REMOVED: 'identity',
  MEMBERSHIP_SET: 'identity',
  MEMBERSHIP_REMOVED: 'identity',
  INVITATION_SENT: 'identity',
  INVITATION_ACCEPTED: 'identity',
  INVITATION_REVOKED: 'identity',
  PROFILE_DELETED: 'identity',
  PROFILE_EDITED: 'identity',
  // listings: properties, catalogues, listings on portals and Airbnb
  PROPERTY_STATUS_CHANGED: 'listings',
  PROPERTY_EDITED: 'listings',
  PROPERTY_CREATED: 'listings',
  CATALOGUE_ENTRY_CREATED: 'listings',
  CATALOGUE_ENTRY_UPDATED: 'listings',
  EXTERNAL_LISTING_CREATED: 'listings',
  EXTERNAL_LISTING_UPDATED: 'listings',
  EXTERNAL_LISTING_DELETED: 'listings',
  AIRBNB_PROFILE_CREATED: 'listings',
  AIRBNB_PROFILE_UPDATED: 'listings',
  AIRBNB_PROFILE_DELETED: 'listings',
  AIRBNB_REVIEW_CREATED: 'listings',
  AIRBNB_REVIEW_UPDATED: 'listings',
  AIRBNB_REVIEW_DELETED: 'listings',
  AIRBNB_LISTING_CREATED: 'listings',
  AIRBNB_LISTING_UPDATED: 'listings',
  AIRBNB_LISTING_DELETED: 'listings',
  RESERVATION_CREATED: 'listings',
  RESERVATION_UPDATED: 'listings',
  RESERVATION_CANCELED: 'listings',
  AIRBNB_LISTING_SYNCED: 'listings',
  // maintenance
  CHORE_CREATED: 'maintenance',
  CHORE_UPDATED: 'maintenance',
  CHORE_DELETED: 'maintenance',
  DAY_PLAN_CREATED: 'maintenance',
  DAY_PLAN_UPDATED: 'maintenance',
  DAY_PLAN_DELETED: 'maintenance',
  ITEM_CREATED: 'maintenance',
  ITEM_UPDATED: 'maintenance',
  ITEM_DELETED: 'maintenance',
  PROPERTY_ITEM_CREATED: 'maintenance',
  PROPERTY_ITEM_UPDATED: 'maintenance',
  PROPERTY_ITEM_DELETED: 'maintenance',
  CHECKLIST_SAVED: 'maintenance',
  WORKER_SCHEDULE_CREATED: 'maintenance',
  WORKER_SCHEDULE_UPDATED: 'maintenance',
  WORKER_SCHEDULE_DELETED: 'maintenance',
  // finance
  EXCHANGE_RATE_SET: 'finance',
  WITHHOLDING_TABLE_SET: 'finance',
  TRANSACTION_CREATED: 'finance',
  TRANSACTION_UPDATED: 'finance',
  TRANSACTION_DELETED: 'finance',
  TRANSACTIONS_IMPORTED: 'finance',
  TRANSACTION_RECEIPT_ATTACHED: 'finance',
  TRANSACTION_RECEIPT_REMOVED: 'finance',
  EARNINGS_MONTH_CLOSED: 'finance',
  COMMISSION_SET: 'finance',
  COMMISSION_REMOVED: 'finance',
  LEASE_SET: 'finance',
  LEASE_REMOVED: 'finance',
  // documents
  LEGAL_TEXT_UPDATED: 'documents',
  CREDIT_LIMITS_UPDATED: 'documents',
  FILE_UPLOADED: 'documents',
  FILE_DELETED: 'documents',
  CALENDAR_FEED_SHARED: 'documents',
  CALENDAR_FEED_REVOKED: 'documents',
  CONTRACT_RENEWAL_DECIDED: 'documents',
  CONTRACT_RENEWED: 'documents',
  // notifications
  JOKE_APPROVED: 'notifications',
  JOKE_UNAPPROVED: 'notifications',
  JOKE_DELETED: 'notifications',
  NOTICE_CREATED: 'notifications',
  NOTICE_DELETED: 'notifications',
  CONTACT_ANSWERED: 'notifications',
  EMAIL_NOTICE_SENT: 'notifications',
  // appraisal
  APPRAISAL_PRESENTATION_SET: 'appraisal',
  BASE_FURNISHING_SET: 'appraisal',
  BASE_FURNISHING_REMOVED: 'appraisal',
} as const satisfies Record<string, ServiceName>;

export type AuditAction = keyof typeof AUDIT_ACTION_SERVICE;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_SERVICE) as [AuditAction, ...AuditAction[]];

/** The service that records `action`. */
export const serviceOfAuditAction = (action: AuditAction): ServiceName => AUDIT_ACTION_SERVICE[action];
