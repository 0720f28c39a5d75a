import { mutationOptions, useMutation } from '@tanstack/react-query';

import type { JokeSubmit } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/joke — the joke box; approved jokes are shown later by the notifications service. */
export const postJoke = (body: JokeSubmit) => request<void>('POST', 'joke', { body });
export const postJokeOptions = () =>
  mutationOptions({ mutationKey: landingKeys.postJoke(), mutationFn: postJoke });
export const usePostJoke = () => useMutation(postJokeOptions());
