import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { maintenanceItems } from '@casona/proto/maintenance/items';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { itemsKeys } from '../../../lib/api/query-keys.ts';

/** GET /api/v1/property_checklist?property_id= — §6 property read. */
export const checklistOptions = (propertyId: string) =>
  queryOptions({
    queryKey: itemsKeys.checklist(propertyId),
    queryFn: ({ signal }) => api(maintenanceItems.checklist, { query: { property_id: propertyId }, signal }),
    retry: false,
  });
export const useChecklist = (propertyId: string) => useQuery(checklistOptions(propertyId));

/** PUT /api/v1/property_checklist — checks left out keep their value. */
export function useSaveChecklist() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: itemsKeys.saveChecklist(),
    mutationFn: (body: RouteBody<typeof maintenanceItems.saveChecklist>) =>
      api(maintenanceItems.saveChecklist, { body }),
    onSuccess: (answer) => client.setQueryData(itemsKeys.checklist(answer.property_id), answer),
  });
}
