import { MarketPage, MarketPoints, MarketQuery, PropertyDisplay } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { assertSubmission } from '@casona/kit/errors/submission';
import { Type } from 'typebox';
import type { Deps } from '../app/deps.ts';
import { displayProperty, marketPoints, qrCode, searchMarket } from '../app/market.ts';
import { IdOrSlugParams, IdParams, UtmQuery, errors } from '../schemas/common.ts';

const tags = ['market'];

/** The marketplace (get_market_properties), its map, the public property page and its QR code. */
export async function marketRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/market',
    {
      schema: {
        tags,
        summary: 'Published properties matching the filters, 20 a page (utm_source is counted)',
        querystring: MarketQuery,
        response: { 200: MarketPage, ...errors(400) },
      },
    },
    async (request) => {
      assertSubmission('marketQuery', request.query);
      return searchMarket(deps, request.query);
    },
  );

  app.get(
    '/market/points',
    {
      schema: {
        tags,
        summary: 'Map markers of the same search (every match with coordinates, at most 5,000)',
        querystring: MarketQuery,
        response: { 200: MarketPoints, ...errors(400) },
      },
    },
    async (request) => {
      assertSubmission('marketQuery', request.query);
      return marketPoints(deps, request.query);
    },
  );

  app.get(
    '/property/display/:idOrSlug',
    {
      schema: {
        tags,
        summary:
          'The public property page: published (or sold) properties for everyone; any status for its members and staff',
        params: IdOrSlugParams,
        querystring: UtmQuery,
        response: { 200: PropertyDisplay, ...errors(400, 404) },
      },
    },
    async (request) => displayProperty(deps, request.auth, request.params.idOrSlug, request.query.utm_source),
  );

  app.get(
    '/property/:id/qr.svg',
    {
      schema: {
        tags,
        summary: 'QR code (SVG) of the public page, tagged utm_source=qr',
        params: IdParams,
        response: { 200: Type.String({ description: 'image/svg+xml' }), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const svg = await qrCode(deps, request.auth, request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    },
  );
}
