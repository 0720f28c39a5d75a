import { listingsMarket } from '@casona/proto';
import { listingsMarketStats } from '@casona/proto/listings/market-stats';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { assertSubmission } from '@casona/kit/errors/submission';
import type { Deps } from '../app/deps.ts';
import { displayProperty, marketPoints, priceM2Median, qrCode, searchMarket } from '../app/market.ts';

/** The marketplace (get_market_properties), its map, the public property page and its QR code. */
export async function marketRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, listingsMarket, {
    market: async (request) => {
      assertSubmission('marketQuery', request.query);
      return searchMarket(deps, request.query);
    },
    marketPoints: async (request) => {
      assertSubmission('marketQuery', request.query);
      return marketPoints(deps, request.query);
    },
    displayProperty: async (request) =>
      displayProperty(deps, request.auth, request.params.idOrSlug, request.query.utm_source),
    qrCode: async (request, reply) => {
      const svg = await qrCode(deps, request.auth, request.params.id);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
    },
  });
  routes(app, listingsMarketStats, {
    priceM2Median: async (request) => priceM2Median(deps, request.query),
  });
}
