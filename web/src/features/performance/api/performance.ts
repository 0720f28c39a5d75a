import { queryOptions, useQuery } from '@tanstack/react-query';

import { financeEarnings } from '@casona/proto/finance/routes';
import { financeStatements } from '@casona/proto/finance/statements';

import { api } from '../../../lib/api/client.ts';
import { performanceKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/earnings — month intervals of acquired and upcoming income (MXN, USD) and expenses. */
export const earningsOptions = (propertyId: string, from: string, to: string) =>
  queryOptions({
    queryKey: performanceKeys.earnings(propertyId, from, to),
    queryFn: ({ signal }) =>
      api(financeEarnings.earnings, {
        query: { property_id: propertyId, interval: 'month', from, to },
        signal,
      }),
  });
export const useEarnings = (propertyId: string, from: string, to: string) =>
  useQuery({ ...earningsOptions(propertyId, from, to), enabled: propertyId !== '' });

/** GET /api/v1/earnings/statement — the owner statement of a month (as sent, or a draft). */
export const statementOptions = (propertyId: string, month: string) =>
  queryOptions({
    queryKey: performanceKeys.statement(propertyId, month),
    queryFn: ({ signal }) =>
      api(financeStatements.statement, { query: { property_id: propertyId, month }, signal }),
  });
export const useStatement = (propertyId: string, month: string) =>
  useQuery({ ...statementOptions(propertyId, month), enabled: propertyId !== '' });
