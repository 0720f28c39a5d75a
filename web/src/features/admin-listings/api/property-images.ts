/**
 * A property's photos, as staff edit them: POST /api/v1/property/image, DELETE /api/v1/property/image
 * and PUT /api/v1/property/{id}/images (staff may always change them).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { PropertyImageDelete, PropertyImagePost, PropertyView } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

export const postPropertyImage = (body: PropertyImagePost) =>
  request<{ url: string }>('POST', 'property/image', { body });
export const deletePropertyImages = (body: PropertyImageDelete) =>
  request<{ success: true } | null>('DELETE', 'property/image', { body });
export const putPropertyImages = (propertyId: string, imgUrls: string[]) =>
  request<PropertyView>('PUT', `property/${encodeURIComponent(propertyId)}/images`, {
    body: { img_urls: imgUrls },
  });

export function useAdminImageActions(propertyId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'property'] });
  const upload = useMutation({
    mutationFn: (dataUrl: string) => postPropertyImage({ base64Image: dataUrl, property_id: propertyId }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (url: string) =>
      deletePropertyImages({ eliminated_img_urls: [url], property_id: propertyId }),
    onSuccess: refresh,
  });
  const reorder = useMutation({
    mutationFn: (urls: string[]) => putPropertyImages(propertyId, urls),
    onSuccess: refresh,
  });
  return { upload: upload.mutateAsync, remove: remove.mutateAsync, reorder: reorder.mutateAsync };
}
