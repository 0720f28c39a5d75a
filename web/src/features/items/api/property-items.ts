import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { maintenanceItems } from '@casona/proto/maintenance/items';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { itemsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property_item?property_id=&page= — a property's items (§6 item read). */
export const propertyItemsOptions = (propertyId: string, page: number) =>
  queryOptions({
    queryKey: itemsKeys.ofProperty.list(propertyId, page),
    queryFn: ({ signal }) =>
      api(maintenanceItems.propertyItems, { query: { property_id: propertyId, page }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
export const usePropertyItems = (propertyId: string, page: number) =>
  useQuery(propertyItemsOptions(propertyId, page));

/** POST /api/v1/property_item — upsert_property_item. */
export function useSavePropertyItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: itemsKeys.ofProperty.save(),
    mutationFn: (body: RouteBody<typeof maintenanceItems.upsertPropertyItem>) =>
      api(maintenanceItems.upsertPropertyItem, { body }),
    onSuccess: (answer) =>
      client.invalidateQueries({ queryKey: itemsKeys.ofProperty.all(answer.property_id) }),
  });
}

export function useDeletePropertyItem(propertyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: itemsKeys.ofProperty.delete(),
    mutationFn: (id: string) => api(maintenanceItems.deletePropertyItem, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsKeys.ofProperty.all(propertyId) }),
  });
}
