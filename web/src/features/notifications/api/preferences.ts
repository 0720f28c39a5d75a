import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  notificationPreferenceRoutes,
  type NotificationPreference,
} from '@casona/proto/notifications/preferences';

import { api } from '../../../lib/api/client.ts';
import { notificationsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/notification_preference — the signed-in person's channels per kind of notice. */
export const preferencesOptions = () =>
  queryOptions({
    queryKey: notificationsKeys.preferences(),
    queryFn: ({ signal }) => api(notificationPreferenceRoutes.get, { signal }),
  });
export const usePreferences = () => useQuery(preferencesOptions());

/** PUT /api/v1/notification_preference — the categories sent change, the others keep theirs. */
export function useSavePreference() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...notificationsKeys.preferences(), 'save'],
    mutationFn: (preference: NotificationPreference) =>
      api(notificationPreferenceRoutes.put, { body: { preferences: [preference] } }),
    onSuccess: (answer) => client.setQueryData(notificationsKeys.preferences(), answer),
  });
}
