import { useQueries, useQuery } from '@tanstack/react-query';
import { financeCommissions } from '@casona/proto/finance/routes';
import { listingsBuyers, listingsProperties } from '@casona/proto/listings/routes';

import { api } from '../../../lib/api/client.ts';
import { performanceKeys } from '../../../lib/api/query-keys.ts';
import { statementOptions } from './performance.ts';

/** GET /api/v1/property/{id} (listings) — the offered, wished and market prices and the publication day. */
export const useSaleProperty = (propertyId: string) =>
  useQuery({
    queryKey: performanceKeys.property(propertyId),
    queryFn: ({ signal }) => api(listingsProperties.getProperty, { params: { id: propertyId }, signal }),
    enabled: propertyId !== '',
  });

/** GET /api/v1/property_commission — the company's role and percentage, when terms exist. */
export const useSaleTerms = (propertyId: string) =>
  useQuery({
    queryKey: performanceKeys.saleTerms(propertyId),
    queryFn: ({ signal }) =>
      api(financeCommissions.commission, { query: { property_id: propertyId }, signal }),
    enabled: propertyId !== '',
  });

/** The owner statements of the given months (the stays the estimate starts from). */
export const useStatements = (propertyId: string, months: readonly string[], enabled: boolean) =>
  useQueries({
    queries: months.map((month) => ({
      ...statementOptions(propertyId, month),
      enabled: enabled && propertyId !== '',
    })),
  });

/** GET /api/v1/property_commission/estimate — six months of a commission that falls each month. */
export const useSaleEstimate = (propertyId: string, adr: number, nights: string) =>
  useQuery({
    queryKey: performanceKeys.saleEstimate(propertyId, adr, nights),
    queryFn: ({ signal }) =>
      api(financeCommissions.commissionEstimate, { query: { average_daily_rate: adr, nights }, signal }),
    enabled: adr > 0 && nights !== '',
  });

/** GET /api/v1/tour_review?property_id= (listings) — the property's tours, each with its review once sent. */
export const usePropertyTours = (propertyId: string, page: number, enabled: boolean) =>
  useQuery({
    queryKey: performanceKeys.tours(propertyId, page),
    queryFn: ({ signal }) =>
      api(listingsBuyers.propertyTours, { query: { property_id: propertyId, page }, signal }),
    enabled: enabled && propertyId !== '',
  });
