import { notificationForms } from '@casona/proto/notifications/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '../../../lib/api/client.ts';
import type { Locale } from '../../../lib/api/contracts.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/joke?locale= — approved jokes in a language, newest first (public). */
export const getApprovedJokes = (locale: Locale, signal?: AbortSignal) =>
  api(notificationForms.jokes, { query: { locale }, signal, anonymous: true });

export const approvedJokesOptions = (locale: Locale) =>
  queryOptions({
    queryKey: landingKeys.jokes.approved(locale),
    queryFn: ({ signal }) => getApprovedJokes(locale, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
export const useApprovedJokes = (locale: Locale) => useQuery(approvedJokesOptions(locale));
