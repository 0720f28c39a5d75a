import { listingsProperties, type PropertyUpdate } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireStaff } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../app/deps.ts';
import { changeStatus } from '../app/lifecycle.ts';
import {
  adminProperties,
  copyProperty,
  getProperty,
  getPropertyAsStaff,
  myProperties,
  updateProperty,
} from '../app/properties.ts';

/** The body with the path's id; a different `property_id` in the body is refused. */
function withId(id: string, body: { property_id?: string | undefined }): PropertyUpdate {
  if (body.property_id !== undefined && body.property_id !== id)
    throw validationFailed([{ path: '/property_id', key: 'validation.invalid' }]);
  const update = { ...body, property_id: id } as PropertyUpdate;
  assertSubmission('propertyUpdate', update);
  return update;
}

/** The caller's properties, one property, its changes; and staff's lists and lifecycle actions. */
export async function propertyRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsProperties, {
    myProperties: async (request) => myProperties(deps, request.auth, request.query.page ?? 1),
    getProperty: async (request) => getProperty(deps, request.auth, request.params.id),
    updateProperty: async (request) =>
      updateProperty(deps, request.auth, withId(request.params.id, request.body)),
    adminProperties: async (request) =>
      adminProperties(deps, request.auth, {
        page: request.query.page ?? 1,
        status: request.query.status,
        q: request.query.q,
      }),
    adminGetProperty: async (request) => getPropertyAsStaff(deps, request.auth, request.params.id),
    adminUpdateProperty: async (request) => {
      requireStaff(request.auth);
      return updateProperty(deps, request.auth, withId(request.params.id, request.body));
    },
    changeStatus: async (request) => changeStatus(deps, request.auth, request.params.id, request.body),
    copyProperty: async (request, reply) =>
      reply.status(201).send(await copyProperty(deps, request.auth, request.body)),
  });
}
