import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { PropertyUpdate, PropertyView } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';
import { propertiesKeys } from '../../../lib/api/query-keys.ts';

/** PATCH /api/v1/property/{id} — owners while REVISION/REJECTED (with update permission); 403 otherwise. */
export const patchProperty = (body: PropertyUpdate) =>
  request<PropertyView>('PATCH', `property/${encodeURIComponent(body.property_id)}`, { body });
export const patchPropertyOptions = () =>
  mutationOptions({ mutationKey: propertiesKeys.mine.update(), mutationFn: patchProperty });
export const usePatchProperty = () => {
  const client = useQueryClient();
  return useMutation({
    ...patchPropertyOptions(),
    onSuccess: () => client.invalidateQueries({ queryKey: propertiesKeys.mine.all() }),
  });
};
