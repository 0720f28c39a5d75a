import { queryOptions, useQuery } from '@tanstack/react-query';

import { documentsStaffHome } from '@casona/proto/documents/staff-home';
import { financePayments } from '@casona/proto/finance/payments';
import { listingsProperties } from '@casona/proto/listings/routes';
import { listingsStaffHome } from '@casona/proto/listings/staff-home';
import { whatsappAdminRoutes } from '@casona/proto/notifications/preferences';
import { notificationAdmin } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';

/**
 * The staff home's sources (issue 19), each read from the service that owns it. A source the
 * caller may not read (403) or that is down is simply not shown: no retry on a client error.
 */
const staffHomeKeys = {
  all: ['staffHome'] as const,
  inReview: () => [...staffHomeKeys.all, 'inReview'] as const,
  calendars: () => [...staffHomeKeys.all, 'calendars'] as const,
  documents: () => [...staffHomeKeys.all, 'documents'] as const,
  emails: () => [...staffHomeKeys.all, 'emails'] as const,
  whatsapp: () => [...staffHomeKeys.all, 'whatsapp'] as const,
  contacts: () => [...staffHomeKeys.all, 'contacts'] as const,
  payments: () => [...staffHomeKeys.all, 'payments'] as const,
};

const common = { retry: false, staleTime: 30_000 } as const;

/** GET /admin/properties?status=REVISION — properties waiting for a decision, newest first. */
export const useInReview = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.inReview(),
      queryFn: ({ signal }) =>
        api(listingsProperties.adminProperties, { query: { page: 1, status: 'REVISION' }, signal }),
      ...common,
    }),
  );

/** GET /property_airbnb_listing/attention — stale or failing Airbnb calendars of any property. */
export const useCalendarsNeedingAttention = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.calendars(),
      queryFn: ({ signal }) => api(listingsStaffHome.attentionAirbnbListings, { signal }),
      ...common,
    }),
  );

/**
 * GET /property_file/expiring?page=1 — files expiring within three months or expired, counted in
 * all: the first page of staff's list of them (/dashboard/admin/expiring_file).
 */
export const useExpiringDocuments = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.documents(),
      queryFn: ({ signal }) => api(documentsStaffHome.expiringFiles, { query: { page: 1 }, signal }),
      ...common,
    }),
  );

/** GET /admin/email_notification?status=FAILED — every failed email (counted exactly), newest first. */
export const useFailedEmails = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.emails(),
      queryFn: ({ signal }) =>
        api(notificationAdmin.deliveries, { query: { page: 1, status: 'FAILED' }, signal }),
      ...common,
    }),
  );

/** GET /admin/whatsapp_message?status=FAILED — every WhatsApp message that failed (counted exactly), newest first. */
export const useFailedWhatsapp = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.whatsapp(),
      queryFn: ({ signal }) =>
        api(whatsappAdminRoutes.deliveries, { query: { page: 1, status: 'FAILED' }, signal }),
      ...common,
    }),
  );

/** GET /admin/contact?answered=false — contact messages nobody marked answered yet, newest first. */
export const useUnansweredContacts = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.contacts(),
      queryFn: ({ signal }) =>
        api(notificationAdmin.contacts, { query: { page: 1, answered: false }, signal }),
      ...common,
    }),
  );

/** GET /stripe/payment/failed — every failed payment, latest failure first (finance, staff only). */
export const useFailedPayments = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.payments(),
      queryFn: ({ signal }) => api(financePayments.failedPayments, { query: { page: 1 }, signal }),
      ...common,
    }),
  );
