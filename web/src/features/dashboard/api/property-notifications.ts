import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { propertyNotifications } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';
import { sharedKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property_notification?page= — notices of every property the person may read
 * (§6 notification select), newest first, with this profile's read state.
 */
export const getPropertyNotifications = (page: number, signal?: AbortSignal) =>
  api(propertyNotifications.list, { query: { page }, signal });

export const propertyNotificationsOptions = (page: number) =>
  queryOptions({
    queryKey: sharedKeys.propertyNotifications.list(page),
    queryFn: ({ signal }) => getPropertyNotifications(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const usePropertyNotifications = (page: number) => useQuery(propertyNotificationsOptions(page));

/** GET /api/v1/property_notification/unread_count — the badge in the dashboard menu. */
export const getUnreadCount = (signal?: AbortSignal) => api(propertyNotifications.unreadCount, { signal });

export const unreadCountOptions = () =>
  queryOptions({
    queryKey: sharedKeys.propertyNotifications.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: 60_000,
    retry: false,
  });
export const useUnreadCount = () => useQuery(unreadCountOptions());

/** POST /api/v1/property_notification/{id}/read — read by this profile (204). */
export const markNotificationRead = (id: string) => api(propertyNotifications.markRead, { params: { id } });

export const markNotificationReadOptions = () =>
  mutationOptions({ mutationKey: sharedKeys.propertyNotifications.read(), mutationFn: markNotificationRead });
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    ...markNotificationReadOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.propertyNotifications.all() }),
  });
}
