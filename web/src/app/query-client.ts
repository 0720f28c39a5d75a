import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

import { SessionExpiredError } from '../lib/api/errors.ts';
import { retryUnlessClientError } from '../lib/api/retry.ts';
import { sendToLogin } from './navigation.ts';

/** The one app-level reaction to transport errors: an expired session goes to /login?redirect=…. */
function onError(error: unknown): void {
  if (error instanceof SessionExpiredError) sendToLogin('expired');
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // Client errors (4xx) will not fix themselves; retry only what may be transient.
      retry: retryUnlessClientError,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
