import { listingsGeo } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import { geocoder, loadGeocoderConfig, type GeocoderConfig } from '../app/geocoding.ts';

/** The address search (issue 16 item 9): public, answered by the provider set for listings. */
export async function geoRoutes(
  app: App,
  deps: Deps,
  config: GeocoderConfig = loadGeocoderConfig(),
): Promise<void> {
  const places = geocoder(config, deps.logger);
  routes(app, listingsGeo, {
    searchPlaces: async (request) => places.search(request.query.q, request.locale === 'en' ? 'en' : 'es'),
  });
}
