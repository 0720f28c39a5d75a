import { queryOptions, useQuery } from '@tanstack/react-query';

import { listingsProperties } from '@casona/proto/listings/routes';

import { api } from './client.ts';
import { retryUnlessClientError } from './retry.ts';
import { propertiesKeys } from './query-keys.ts';

/** GET /api/v1/property/{id} — one property of the caller, with the caller's can_* flags. */
export const getProperty = (id: string, signal?: AbortSignal) =>
  api(listingsProperties.getProperty, { params: { id }, signal });

export const propertyOptions = (id: string) =>
  queryOptions({
    queryKey: propertiesKeys.mine.one(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    retry: retryUnlessClientError,
  });

export const useProperty = (id: string) => useQuery(propertyOptions(id));
