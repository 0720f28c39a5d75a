import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { listingsProperties } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { propertiesKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property?page= — the signed-in person's properties (any status), with funnel stage and label. */
export const getProperties = (page: number, signal?: AbortSignal) =>
  api(listingsProperties.myProperties, { query: { page }, signal });

export const propertiesOptions = (page: number) =>
  queryOptions({
    queryKey: propertiesKeys.mine.page(page),
    queryFn: ({ signal }) => getProperties(page, signal),
    placeholderData: keepPreviousData,
  });

export const useProperties = (page: number) => useQuery(propertiesOptions(page));
