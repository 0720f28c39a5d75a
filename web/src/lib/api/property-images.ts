/**
 * A property's photos, as owners and staff edit them: POST /api/v1/property/image (`{ base64Image, property_id }` → `{ url }`),
 * DELETE /api/v1/property/image (`{ eliminated_img_urls, property_id }`) and
 * PUT /api/v1/property/{id}/images (`{ img_urls }`, the same set in a new order).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { listingsImages } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from './client.ts';

export const postPropertyImage = (body: RouteBody<typeof listingsImages.addImage>) =>
  api(listingsImages.addImage, { body });
export const deletePropertyImages = (body: RouteBody<typeof listingsImages.deleteImages>) =>
  api(listingsImages.deleteImages, { body });
export const putPropertyImages = (propertyId: string, imgUrls: string[]) =>
  api(listingsImages.reorderImages, {
    params: { id: propertyId },
    body: { img_urls: imgUrls },
  });

/**
 * The three actions of the images editor, each refreshing the page's copy of the property afterwards
 * (`['property', 'mine']` for an owner, `['admin', 'property']` for staff).
 */
export function usePropertyImageActions(propertyId: string, refreshKey: readonly unknown[]) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: refreshKey });
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
