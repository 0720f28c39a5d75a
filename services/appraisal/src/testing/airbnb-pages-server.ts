/**
 * A local stand-in for Airbnb's listing pages, for the intake's tests, bench and demos: it serves
 * the real saved pages and API answers committed in fixtures/airbnb (see its README for where each
 * comes from) and variants of them, at `/rooms/{id}` as Airbnb does. Point the service at it with
 * `AIRBNB_BASE_URL=<its base URL>`; a mode prefix in that base URL changes how it answers:
 *
 * - `/rooms/{id}`: at once;
 * - `/slow/rooms/{id}`: after `slowMs` (default 15 s, past the intake's fetch timeout);
 * - `/blocked/rooms/{id}`: 403 with a challenge page, as Airbnb answers a robot it distrusts.
 *
 * Rooms (every variant is derived from a real fixture by the named change; nothing else is made up):
 *
 * | id | what |
 * |---|---|
 * | 19278160 | the 2018 airbnb.co.uk page (hypernova JSON + og: tags), as saved |
 * | 38817969 | the `StaysPdpSections` API answer of an apartment in Lyon, as captured |
 * | 1257736932578886647 | the `StaysPdpSections` API answer of a hotel room, as captured |
 * | 52100001 | the apartment's API answer with its coordinates moved to Roma Norte, Mexico City (19.4194, −99.1617), where comparables exist |
 * | 52100002 | today's page shape around that answer: `<script id="data-deferred-state-0">` with `niobeMinimalClientData`, plus og: tags and a JSON-LD `VacationRental` carrying the same values |
 * | 52100003 | the 2018 page with its hypernova JSON removed (fields missing: only og: tags remain) |
 * | 52100004 | the Mexico City answer with fields renamed (`overallRating`→`overallRatingV2`, `overallCount`→`reviewsCount`, `lat`/`lng`→`latitudeE7`/`longitudeE7`, `personCapacity`→`capacity`) |
 * | 52100005 | the 2018 page with every data script and meta tag removed (the format changed) |
 * | anything else | 404 |
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const FIXTURES = fileURLToPath(new URL('./fixtures/airbnb/', import.meta.url));

export const ROOMS = {
  page2018: '19278160',
  apartmentApi: '38817969',
  hotelApi: '1257736932578886647',
  cdmxApi: '52100001',
  cdmxPage: '52100002',
  missingFields: '52100003',
  renamedFields: '52100004',
  formatChanged: '52100005',
} as const;

/** Roma Norte, Mexico City: where the Mexico City variants are moved to. */
export const CDMX = { latitude: 19.4194, longitude: -99.1617 } as const;

type Json = Record<string, unknown>;

const read = (name: string) => readFileSync(`${FIXTURES}${name}`, 'utf8');
export const page2018 = (): string =>
  gunzipSync(readFileSync(`${FIXTURES}airbnb_co_uk_rooms_19278160_2018-01-31.redacted.htm.gz`)).toString(
    'utf8',
  );
export const apartmentApi = (): string => read('p1b_pdp_apartment.json');
export const hotelApi = (): string => read('p1b_pdp_hotel.json');

/** Every object in a structure (used to move coordinates and rename keys everywhere they occur). */
function eachObject(root: unknown, visit: (o: Json) => void): void {
  if (Array.isArray(root)) for (const item of root) eachObject(item, visit);
  else if (typeof root === 'object' && root !== null) {
    visit(root as Json);
    for (const value of Object.values(root)) eachObject(value, visit);
  }
}

export function cdmxApi(): string {
  const json = JSON.parse(apartmentApi()) as unknown;
  eachObject(json, (o) => {
    if (typeof o['lat'] === 'number') o['lat'] = CDMX.latitude;
    if (typeof o['lng'] === 'number') o['lng'] = CDMX.longitude;
    if (typeof o['listingLat'] === 'number') o['listingLat'] = CDMX.latitude;
    if (typeof o['listingLng'] === 'number') o['listingLng'] = CDMX.longitude;
  });
  return JSON.stringify(json);
}

function renamedApi(): string {
  const renames: Record<string, string> = {
    overallRating: 'overallRatingV2',
    overallCount: 'reviewsCount',
    lat: 'latitudeE7',
    lng: 'longitudeE7',
    listingLat: 'latitudeE7',
    listingLng: 'longitudeE7',
    personCapacity: 'capacity',
  };
  const json = JSON.parse(cdmxApi()) as unknown;
  eachObject(json, (o) => {
    for (const [from, to] of Object.entries(renames))
      if (from in o) {
        o[to] = o[from];
        delete o[from];
      }
  });
  return JSON.stringify(json);
}

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Today's page shape (deferred state + og: + JSON-LD) around the Mexico City answer. */
function cdmxPage(): string {
  const api = JSON.parse(cdmxApi()) as { data: unknown };
  const deferred = {
    niobeMinimalClientData: [
      ['StaysPdpSections:{"id":"52100002"}', { data: (api as { data: unknown }).data }],
    ],
  };
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    name: 'Charming apartment - Lyon center',
    identifier: ROOMS.cdmxPage,
    image: ['https://example.com/fixture-image/anon/apartment-0.jpeg'],
    latitude: CDMX.latitude,
    longitude: CDMX.longitude,
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: 'EntirePlace',
      numberOfBedrooms: 1,
      occupancy: { '@type': 'QuantitativeValue', value: 4 },
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.91, ratingCount: 490 },
  };
  return [
    '<!doctype html><html lang="es-MX"><head><meta charset="utf-8">',
    '<title>Charming apartment - Lyon center - Departamentos en renta en Ciudad de México</title>',
    `<meta property="og:title" content="${escape('Departamento en Ciudad de México · ★4.91 · 1 recámara · 2 camas · 1 baño')}">`,
    '<meta property="og:image" content="https://example.com/fixture-image/anon/apartment-0.jpeg">',
    `<meta property="og:url" content="https://www.airbnb.mx/rooms/${ROOMS.cdmxPage}">`,
    `<script type="application/ld+json">${JSON.stringify(ld)}</script>`,
    '</head><body><div id="react-application"></div>',
    `<script id="data-deferred-state-0" data-deferred-state-0="true" type="application/json">${JSON.stringify(deferred)}</script>`,
    '</body></html>',
  ].join('\n');
}

function withoutHypernova(): string {
  return page2018().replace(
    /<script type="application\/json" data-hypernova-key="spaspabundlejs"[^>]*>[\s\S]*?<\/script>/,
    '',
  );
}

function formatChanged(): string {
  return page2018()
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<meta\b[^>]*>/gi, '');
}

const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';

const BUILDERS: Record<string, [string, () => string]> = {
  [ROOMS.page2018]: [HTML, page2018],
  [ROOMS.apartmentApi]: [JSON_TYPE, apartmentApi],
  [ROOMS.hotelApi]: [JSON_TYPE, hotelApi],
  [ROOMS.cdmxApi]: [JSON_TYPE, cdmxApi],
  [ROOMS.cdmxPage]: [HTML, cdmxPage],
  [ROOMS.missingFields]: [HTML, withoutHypernova],
  [ROOMS.renamedFields]: [JSON_TYPE, renamedApi],
  [ROOMS.formatChanged]: [HTML, formatChanged],
};

/** The body a room is served with (tests read the same text the server sends). */
export function roomBody(id: string): string | null {
  const builder = BUILDERS[id];
  return builder ? builder[1]() : null;
}

export interface AirbnbPagesServer {
  /** e.g. http://127.0.0.1:41234 — add `/slow` or `/blocked` for those modes. */
  baseUrl: string;
  /** How many room requests it answered (the bench checks every intake reached it). */
  requests(): number;
  close(): Promise<void>;
}

export async function startAirbnbPagesServer(
  options: { port?: number; host?: string; slowMs?: number } = {},
): Promise<AirbnbPagesServer> {
  const cache = new Map<string, string>();
  const bodyOf = (id: string) => {
    if (!cache.has(id)) {
      const body = roomBody(id);
      if (body !== null) cache.set(id, body);
    }
    return cache.get(id) ?? null;
  };
  let count = 0;
  const pending = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    const match = /^(?:\/(slow|blocked))?\/rooms\/(\d+)\/?(?:\?.*)?$/.exec(request.url ?? '');
    if (!match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    count += 1;
    const [, mode, id] = match;
    if (mode === 'blocked') {
      response
        .writeHead(403, { 'content-type': HTML })
        .end('<!doctype html><title>Access denied</title><p>Please verify you are a human.</p>');
      return;
    }
    const body = bodyOf(id!);
    const type = BUILDERS[id!]?.[0];
    const answer = () =>
      body === null || type === undefined
        ? response.writeHead(404, { 'content-type': HTML }).end('<!doctype html><title>Not found</title>')
        : response.writeHead(200, { 'content-type': type }).end(body);
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (!response.destroyed) answer();
      }, options.slowMs ?? 15_000);
      pending.add(timer);
      response.on('close', () => {
        clearTimeout(timer);
        pending.delete(timer);
      });
    } else answer();
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${options.host ?? '127.0.0.1'}:${port}`,
    requests: () => count,
    close: async () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// `node services/appraisal/src/testing/airbnb-pages-server.ts [port]`: serve them for a demo.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const server = await startAirbnbPagesServer({ port: Number(process.argv[2] ?? 4599) });
  console.log(
    `Airbnb pages at ${server.baseUrl}/rooms/${ROOMS.cdmxPage} (AIRBNB_BASE_URL=${server.baseUrl})`,
  );
}
