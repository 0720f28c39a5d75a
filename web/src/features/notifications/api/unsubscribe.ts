import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { notificationEmail } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';
import { notificationsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/email/unsubscribe?token= — whose link it is and whether they already opted out. */
export const getUnsubscribe = (token: string, signal?: AbortSignal) =>
  api(notificationEmail.unsubscribeState, { query: { token }, signal, anonymous: true });

export const unsubscribeOptions = (token: string) =>
  queryOptions({
    queryKey: notificationsKeys.unsubscribe.status(token),
    queryFn: ({ signal }) => getUnsubscribe(token, signal),
    retry: false,
  });
export const useUnsubscribeState = (token: string) => useQuery(unsubscribeOptions(token));

/** POST /api/v1/email/unsubscribe { token } — no more non-transactional email to that address. */
export const postUnsubscribe = (token: string) =>
  api(notificationEmail.unsubscribe, { body: { token }, anonymous: true });

export const postUnsubscribeOptions = () =>
  mutationOptions({ mutationKey: notificationsKeys.unsubscribe.confirm(), mutationFn: postUnsubscribe });
export function usePostUnsubscribe() {
  const client = useQueryClient();
  return useMutation({
    ...postUnsubscribeOptions(),
    onSuccess: (_answer, token) =>
      client.invalidateQueries({ queryKey: notificationsKeys.unsubscribe.status(token) }),
  });
}
