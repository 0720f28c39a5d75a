import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { listingsProperties } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { propertiesKeys } from '../../../lib/api/query-keys.ts';

/** PATCH /api/v1/property/{id} — owners while REVISION/REJECTED (with update permission); 403 otherwise. */
export const patchProperty = (
  body: RouteBody<typeof listingsProperties.updateProperty> & { property_id: string },
) => api(listingsProperties.updateProperty, { params: { id: body.property_id }, body });
export const patchPropertyOptions = () =>
  mutationOptions({ mutationKey: propertiesKeys.mine.update(), mutationFn: patchProperty });
export const usePatchProperty = () => {
  const client = useQueryClient();
  return useMutation({
    ...patchPropertyOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: propertiesKeys.mine.all() }),
  });
};
