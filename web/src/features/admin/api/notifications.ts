import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { notificationAdmin, propertyNotifications } from '@casona/proto/notifications/routes';
import type { EmailStatus } from '@casona/proto/notifications/entities';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { adminKeys, sharedKeys } from '../../../lib/api/query-keys.ts';

type Filter = { page: number; property_id?: string };
/** The notices' page, property and search (the notice's words or the property's name; accents and case ignored). */
type NoticeFilter = Filter & { q?: string };

/** GET /api/v1/property_notification?property_id=&page=&q= — staff see every property's notices. */
export const getNotifications = (filter: NoticeFilter, signal?: AbortSignal) =>
  api(propertyNotifications.list, { query: filter, signal });

export const notificationsOptions = (filter: NoticeFilter) =>
  queryOptions({
    queryKey: sharedKeys.propertyNotifications.staff(filter),
    queryFn: ({ signal }) => getNotifications(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useNotifications = (filter: NoticeFilter) => useQuery(notificationsOptions(filter));

/** POST /api/v1/property_notification — a notice for a property, in Spanish and English. */
export const postNotification = (body: RouteBody<typeof propertyNotifications.create>) =>
  api(propertyNotifications.create, { body });
/** DELETE /api/v1/property_notification/{id} (staff). */
export const deleteNotification = (id: string) => api(propertyNotifications.remove, { params: { id } });

export const postNotificationOptions = () =>
  mutationOptions({ mutationKey: sharedKeys.propertyNotifications.post(), mutationFn: postNotification });
export const deleteNotificationOptions = () =>
  mutationOptions({ mutationKey: sharedKeys.propertyNotifications.delete(), mutationFn: deleteNotification });

export function usePostNotification() {
  const client = useQueryClient();
  return useMutation({
    ...postNotificationOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.propertyNotifications.all() }),
  });
}
export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    ...deleteNotificationOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.propertyNotifications.all() }),
  });
}

/** The email log's page, property, state and search (recipient, template or last error). */
type DeliveryFilter = Filter & { status?: EmailStatus; q?: string };

/** GET /api/v1/admin/email_notification?page=&property_id=&status=&q= — every email sent, with its delivery state. */
export const getEmailDeliveries = (filter: DeliveryFilter, signal?: AbortSignal) =>
  api(notificationAdmin.deliveries, { query: filter, signal });

export const emailDeliveriesOptions = (filter: DeliveryFilter) =>
  queryOptions({
    queryKey: adminKeys.emailDeliveries(filter),
    queryFn: ({ signal }) => getEmailDeliveries(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useEmailDeliveries = (filter: DeliveryFilter) => useQuery(emailDeliveriesOptions(filter));
