import { notificationForms } from '@casona/proto/notifications/routes';
import type { JokeSubmit } from '@casona/proto/schemas/submissions';
import { mutationOptions, useMutation } from '@tanstack/react-query';

import { api } from '../../../lib/api/client.ts';
import { landingKeys } from '../../../lib/api/query-keys.ts';

/** POST /api/v1/joke — the joke box; approved jokes are shown later by the notifications service. */
export const postJoke = (body: JokeSubmit) => api(notificationForms.submitJoke, { body });
export const postJokeOptions = () =>
  mutationOptions({ mutationKey: landingKeys.postJoke(), mutationFn: postJoke });
export const usePostJoke = () => useMutation(postJokeOptions());
