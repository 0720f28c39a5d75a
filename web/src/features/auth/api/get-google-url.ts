import { queryOptions, useQuery } from '@tanstack/react-query';

import { identityAuth } from '@casona/proto/identity/routes';

import { api } from '../../../lib/api/client.ts';
import { buildUrl } from '../../../lib/api/transport.ts';
import { authKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/auth/providers — which sign-in providers identity has configured. */
export const getProviders = (signal?: AbortSignal) =>
  api(identityAuth.providers, { signal, anonymous: true });

export const providersOptions = () =>
  queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: 10 * 60_000,
    retry: false,
  });
export const useProviders = () => useQuery(providersOptions());

/** GET /api/v1/auth/google/start — a 302 to Google; identity comes back to /login with the tokens. */
export const googleStartUrl = (redirect: string, locale: 'ES' | 'EN') =>
  buildUrl('auth/google/start', { redirect, locale });
