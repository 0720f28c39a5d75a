import { CopyProperty, PropertyView, PropertyViewPage, type PropertyUpdate } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { requireStaff } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import type { Deps } from '../app/deps.ts';
import {
  adminProperties,
  copyProperty,
  getProperty,
  getPropertyAsStaff,
  myProperties,
  updateProperty,
} from '../app/properties.ts';
import { changeStatus } from '../app/lifecycle.ts';
import {
  AdminPropertiesQuery,
  IdParams,
  PageQuery,
  PropertyPatch,
  StatusChange,
  errors,
} from '../schemas/common.ts';
import { assertSubmission } from '@casona/kit/errors/submission';

const security = [{ bearer: [] }];

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
  app.get(
    '/property',
    {
      schema: {
        tags: ['property'],
        security,
        summary: "The caller's properties (any label), with funnel stage and the caller's label",
        querystring: PageQuery,
        response: { 200: PropertyViewPage, ...errors(400, 401) },
      },
    },
    async (request) => myProperties(deps, request.auth, request.query.page ?? 1),
  );

  app.get(
    '/property/:id',
    {
      schema: {
        tags: ['property'],
        security,
        summary:
          'One property (members whose label reads properties, and staff), with the caller’s permissions',
        params: IdParams,
        response: { 200: PropertyView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getProperty(deps, request.auth, request.params.id),
  );

  app.patch(
    '/property/:id',
    {
      schema: {
        tags: ['property'],
        security,
        summary: 'Change a property: owners with permission while in review or rejected; staff always',
        params: IdParams,
        body: PropertyPatch,
        response: { 200: PropertyView, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => updateProperty(deps, request.auth, withId(request.params.id, request.body)),
  );

  app.get(
    '/admin/properties',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every property (or one status), newest first, with owner email and funnel stage',
        querystring: AdminPropertiesQuery,
        response: { 200: PropertyViewPage, ...errors(400, 401, 403) },
      },
    },
    async (request) =>
      adminProperties(deps, request.auth, { page: request.query.page ?? 1, status: request.query.status }),
  );

  app.get(
    '/admin/property/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'One property as staff see it (owner email, submitted PDFs)',
        params: IdParams,
        response: { 200: PropertyView, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => getPropertyAsStaff(deps, request.auth, request.params.id),
  );

  app.patch(
    '/admin/property/:id',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Change any field of a property, in any status (staff)',
        params: IdParams,
        body: PropertyPatch,
        response: { 200: PropertyView, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return updateProperty(deps, request.auth, withId(request.params.id, request.body));
    },
  );

  app.post(
    '/admin/property/:id/status',
    {
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Move a property along its lifecycle: REVISION → ACCEPTED | REJECTED, ACCEPTED → PUBLISHED, PUBLISHED → SOLD, any → DELETED',
        params: IdParams,
        body: StatusChange,
        response: { 200: PropertyView, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeStatus(deps, request.auth, request.params.id, request.body),
  );

  app.post(
    '/admin/property/copy',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Copy a property (copy_property): a new one in review with the same details and images',
        body: CopyProperty,
        response: { 201: PropertyView, ...errors(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => reply.status(201).send(await copyProperty(deps, request.auth, request.body)),
  );
}
