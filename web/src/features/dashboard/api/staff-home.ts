import { queryOptions, useQuery } from '@tanstack/react-query';

import { documentsStaffHome } from '@casona/proto/documents/staff-home';
import { listingsProperties } from '@casona/proto/listings/routes';
import { listingsStaffHome } from '@casona/proto/listings/staff-home';
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
  contacts: () => [...staffHomeKeys.all, 'contacts'] as const,
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

/** GET /property_file/expiring — files expiring within three months or expired. */
export const useExpiringDocuments = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.documents(),
      queryFn: ({ signal }) => api(documentsStaffHome.expiringFiles, { signal }),
      ...common,
    }),
  );

/** GET /admin/email_notification?page=1 — the newest emails; the card counts the failed ones among them. */
export const useRecentEmails = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.emails(),
      queryFn: ({ signal }) => api(notificationAdmin.deliveries, { query: { page: 1 }, signal }),
      ...common,
    }),
  );

/** GET /admin/contact?page=1 — the newest contact messages. */
export const useRecentContacts = () =>
  useQuery(
    queryOptions({
      queryKey: staffHomeKeys.contacts(),
      queryFn: ({ signal }) => api(notificationAdmin.contacts, { query: { page: 1 }, signal }),
      ...common,
    }),
  );
