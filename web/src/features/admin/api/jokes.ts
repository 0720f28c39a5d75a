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
import { adminKeys, landingKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/joke?approved=&page= — jokes waiting for approval, or approved ones. */
export const getJokes = (approved: boolean, page: number, signal?: AbortSignal) =>
  api(notificationAdmin.jokes, { query: { approved, page }, signal });

export const jokesOptions = (approved: boolean, page: number) =>
  queryOptions({
    queryKey: adminKeys.jokes.list(approved, page),
    queryFn: ({ signal }) => getJokes(approved, page, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const useJokes = (approved: boolean, page: number) => useQuery(jokesOptions(approved, page));

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
