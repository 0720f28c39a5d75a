import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import type { PageOf, PropertyNotificationRow } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { sharedKeys } from '../../../lib/api/query-keys.ts';

/**
 * GET /api/v1/property_notification?page= — notices of every property the person may read
 * (§6 notification select), newest first, with this profile's read state.
 */
export const getPropertyNotifications = (page: number, signal?: AbortSignal) =>
  request<PageOf<PropertyNotificationRow>>('GET', 'property_notification', { query: { page }, signal });

export const propertyNotificationsOptions = (page: number) =>
  queryOptions({
    queryKey: sharedKeys.propertyNotifications.list(page),
    queryFn: ({ signal }) => getPropertyNotifications(page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const usePropertyNotifications = (page: number) => useQuery(propertyNotificationsOptions(page));

/** GET /api/v1/property_notification/unread_count — the badge in the dashboard menu. */
export const getUnreadCount = (signal?: AbortSignal) =>
  request<{ count: number }>('GET', 'property_notification/unread_count', { signal });

export const unreadCountOptions = () =>
  queryOptions({
    queryKey: sharedKeys.propertyNotifications.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: 60_000,
    retry: false,
  });
export const useUnreadCount = () => useQuery(unreadCountOptions());

/** POST /api/v1/property_notification/{id}/read — read by this profile (204). */
export const markNotificationRead = (id: string) =>
  request<void>('POST', `property_notification/${encodeURIComponent(id)}/read`);

export const markNotificationReadOptions = () =>
  mutationOptions({ mutationKey: sharedKeys.propertyNotifications.read(), mutationFn: markNotificationRead });
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    ...markNotificationReadOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: sharedKeys.propertyNotifications.all() }),
  });
}
