import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import { notificationAdmin } from '@casona/proto/notifications/routes';

import { api } from '../../../lib/api/client.ts';
import { compact } from '../../../lib/search.ts';
import { adminKeys, landingKeys } from '../../../lib/api/query-keys.ts';

export type JokeFilter = { approved: boolean; page: number; q?: string | undefined };

/** GET /api/v1/admin/joke?approved=&page=&q= — jokes waiting for approval, or approved ones. */
export const getJokes = (filter: JokeFilter, signal?: AbortSignal) =>
  api(notificationAdmin.jokes, { query: compact(filter), signal });

export const jokesOptions = (filter: JokeFilter) =>
  queryOptions({
    queryKey: adminKeys.jokes.list(filter),
    queryFn: ({ signal }) => getJokes(filter, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useJokes = (filter: JokeFilter) => useQuery(jokesOptions(filter));

/** PATCH /api/v1/admin/joke/{joke_id} { approved } — approve, or take back an approval. */
export const patchJoke = ({ joke_id, approved }: { joke_id: string; approved: boolean }) =>
  api(notificationAdmin.approveJoke, { params: { joke_id }, body: { approved } });
/** DELETE /api/v1/admin/joke/{joke_id}. */
export const deleteJoke = (jokeId: string) =>
  api(notificationAdmin.deleteJoke, { params: { joke_id: jokeId } });

export const patchJokeOptions = () =>
  mutationOptions({ mutationKey: adminKeys.jokes.patch(), mutationFn: patchJoke });
export const deleteJokeOptions = () =>
  mutationOptions({ mutationKey: adminKeys.jokes.delete(), mutationFn: deleteJoke });

export function usePatchJoke() {
  const client = useQueryClient();
  return useMutation({
    ...patchJokeOptions(),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.jokes.all() }),
        client.invalidateQueries({ queryKey: landingKeys.jokes.all() }),
      ]),
  });
}
export function useDeleteJoke() {
  const client = useQueryClient();
  return useMutation({
    ...deleteJokeOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.jokes.all() }),
  });
}
