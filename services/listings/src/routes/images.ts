import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, listingsImages } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireProfile } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import { decodeBase64 } from '@casona/kit/storage/files';
import type { Deps } from '../app/deps.ts';
import { addImage, deleteImages, reorderImages } from '../app/images.ts';
import { assertSubmission } from '@casona/kit/errors/submission';

const MB = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** §7 property images: add (base64 or multipart), delete, reorder. */
export async function imageRoutes(app: App, deps: Deps): Promise<void> {
  // One file per request, at most the image limit: a larger one fails before it is buffered whole.
  await app.register(multipart, { limits: { files: 1, fileSize: IMAGE_MAX_BYTES, fields: 5 } });

  routes(app, listingsImages, {
    addImage: async (request, reply) => {
      assertSubmission('propertyImagePost', request.body);
      const added = await addImage(
        deps,
        request.auth,
        request.body.property_id,
        decodeBase64(request.body.base64Image),
      );
      return reply.status(201).send(added);
    },
    uploadImage: async (request, reply) => {
      requireProfile(request.auth);
      if (!request.isMultipart()) throw validationFailed([{ path: '/file', key: 'error.noFile' }]);
      let propertyId: string | undefined;
      let file: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'field' && part.fieldname === 'property_id') propertyId = String(part.value);
        else if (part.type === 'file' && part.fieldname === 'file') {
          try {
            file = await part.toBuffer();
          } catch (err) {
            if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw validationFailed(
                [{ path: '/file', key: 'image.tooLarge', params: { max: IMAGE_MAX_BYTES / MB } }],
                {
                  messageKey: 'image.tooLarge',
                  params: { max: IMAGE_MAX_BYTES / MB },
                },
              );
            throw err;
          }
        } else if (part.type === 'file') await part.toBuffer();
      }
      const issues = [];
      if (!propertyId || !UUID.test(propertyId))
        issues.push({ path: '/property_id', key: 'validation.uuid' });
      if (!file || file.length === 0) issues.push({ path: '/file', key: 'error.noFile' });
      if (issues.length > 0) throw validationFailed(issues);
      return reply.status(201).send(await addImage(deps, request.auth, propertyId!, file!, '/file'));
    },
    deleteImages: async (request) =>
      deleteImages(deps, request.auth, request.body.property_id, request.body.eliminated_img_urls),
    reorderImages: async (request) =>
      reorderImages(deps, request.auth, request.params.id, request.body.img_urls),
  });
}
