import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import type { JokeRow, PageOf } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { adminKeys, landingKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/admin/joke?approved=&page= — jokes waiting for approval, or approved ones. */
export const getJokes = (approved: boolean, page: number, signal?: AbortSignal) =>
  request<PageOf<JokeRow>>('GET', 'admin/joke', { query: { approved, page }, signal });

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
  request<JokeRow>('PATCH', `admin/joke/${encodeURIComponent(joke_id)}`, { body: { approved } });
/** DELETE /api/v1/admin/joke/{joke_id}. */
export const deleteJoke = (jokeId: string) =>
  request<void>('DELETE', `admin/joke/${encodeURIComponent(jokeId)}`);

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
