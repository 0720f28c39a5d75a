import { ExternalListingUpsert, PropertyExternalListing } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { Type } from 'typebox';
import type { Deps } from '../app/deps.ts';
import {
  deleteExternalListing,
  listExternalListings,
  upsertExternalListing,
} from '../app/external-listings.ts';
import { IdParams, NoContent, PropertyIdQuery, errors } from '../schemas/common.ts';

const tags = ['property_external_listing'];
const security = [{ bearer: [] }];

/** Where else a property is advertised (§5 external listing types). */
export async function externalListingRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/property_external_listing',
    {
      schema: {
        tags,
        security,
        summary: "A property's external listings",
        querystring: PropertyIdQuery,
        response: {
          200: Type.Object({ items: Type.Array(PropertyExternalListing) }),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({ items: await listExternalListings(deps, request.auth, request.query.property_id) }),
  );

  app.post(
    '/property_external_listing',
    {
      schema: {
        tags,
        security,
        summary: 'Add an external listing (or change one, with its id)',
        body: ExternalListingUpsert,
        response: { 201: PropertyExternalListing, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await upsertExternalListing(deps, request.auth, request.body)),
  );

  app.delete(
    '/property_external_listing/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an external listing',
        params: IdParams,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteExternalListing(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
