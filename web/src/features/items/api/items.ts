import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

import type { ItemType } from '@casona/proto/enums';
import { maintenanceItems } from '@casona/proto/maintenance/items';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { itemsKeys } from '../../../lib/api/query-keys.ts';

export type ItemFilter = { page: number; search?: string; type?: ItemType };

/** GET /api/v1/admin/item — the catalogue by page (staff). */
export const adminItemsOptions = (filter: ItemFilter) =>
  queryOptions({
    queryKey: itemsKeys.catalogue.list(filter),
    queryFn: ({ signal }) =>
      api(maintenanceItems.adminItems, {
        query: {
          page: filter.page,
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.type ? { type: filter.type } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const useAdminItems = (filter: ItemFilter) => useQuery(adminItemsOptions(filter));

/** GET /api/v1/item?search= — up to 10 catalogue items to pick from. */
export const itemSearchOptions = (search: string) =>
  queryOptions({
    queryKey: itemsKeys.catalogue.search(search),
    queryFn: ({ signal }) => api(maintenanceItems.searchItems, { query: search ? { search } : {}, signal }),
    staleTime: 60_000,
  });
export const useItemSearch = (search: string) => useQuery(itemSearchOptions(search));

/** POST /api/v1/admin/item — add or change a catalogue item. */
export const saveItemOptions = () =>
  mutationOptions({
    mutationKey: itemsKeys.catalogue.save(),
    mutationFn: (body: RouteBody<typeof maintenanceItems.upsertItem>) =>
      api(maintenanceItems.upsertItem, { body }),
  });
export function useSaveItem() {
  const client = useQueryClient();
  return useMutation({
    ...saveItemOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsKeys.catalogue.all() }),
  });
}

/** DELETE /api/v1/admin/item/{id} — 409 while a property has it. */
export function useDeleteItem() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: itemsKeys.catalogue.delete(),
    mutationFn: (id: string) => api(maintenanceItems.deleteItem, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: itemsKeys.catalogue.all() }),
  });
}
