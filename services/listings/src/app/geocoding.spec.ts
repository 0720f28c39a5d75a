import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GOOGLE_ANSWER, NOMINATIM_ANSWER } from '../domain/geocoding.fixtures.ts';
import { geocoder, loadGeocoderConfig } from './geocoding.ts';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
const seen: Seen[] = [];
let server: Server;
let base: string;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  // A local server speaking both providers' shapes: Google's POST /v1/places:searchText and
  // Nominatim's GET /search; /broken answers 500 like a provider in trouble.
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.url?.startsWith('/broken')) {
        response.writeHead(500).end('{}');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(request.url?.startsWith('/v1/places:searchText') ? GOOGLE_ANSWER : NOMINATIM_ANSWER),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the address search port', () => {
  it('defaults to the embedded catalogue, which needs no network', async () => {
    const config = loadGeocoderConfig({});
    expect(config).toEqual({ provider: 'embedded' });
    const answer = await geocoder(config, quiet).search('Av. Juárez 10, Cuauhtémoc, CDMX', 'es');
    expect(answer.provider).toBe('embedded');
    expect(answer.items[0]).toMatchObject({
      state: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
      latitude: null,
    });
  });

  it('asks Google Places text search with the key and field mask, and answers its place_id and coordinates', async () => {
    const config = loadGeocoderConfig({
      GEOCODER: 'google',
      GEOCODER_URL: base,
      GOOGLE_PLACES_API_KEY: 'k-123',
    });
    const answer = await geocoder(config, quiet).search('Colima 123, Roma Norte', 'en');
    expect(answer.provider).toBe('google');
    expect(answer.items).toHaveLength(1);
    expect(answer.items[0]).toMatchObject({
      place_id: 'ChIJ2Y7p0f7_0YURd1N0x0nOxwQ',
      municipality: 'Cuauhtémoc',
    });
    const call = seen.findLast((s) => s.url === '/v1/places:searchText')!;
    expect(call.method).toBe('POST');
    expect(call.headers['x-goog-api-key']).toBe('k-123');
    expect(call.headers['x-goog-fieldmask']).toContain('places.addressComponents');
    expect(JSON.parse(call.body)).toMatchObject({
      textQuery: 'Colima 123, Roma Norte',
      languageCode: 'en',
      regionCode: 'MX',
    });
  });

  it('asks Nominatim for Mexican addresses with details, naming itself', async () => {
    const config = loadGeocoderConfig({ GEOCODER: 'nominatim', GEOCODER_URL: `${base}/` });
    const answer = await geocoder(config, quiet).search('Chapultepec, Guadalajara', 'es');
    expect(answer).toMatchObject({
      provider: 'nominatim',
      items: [{ municipality: 'Guadalajara', latitude: 20.6739126 }],
    });
    const call = seen.findLast((s) => s.url.startsWith('/search'))!;
    const query = new URL(call.url, base).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      q: 'Chapultepec, Guadalajara',
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'mx',
    });
    expect(call.headers['user-agent']).toContain('Casona');
  });

  it('answers from the catalogue when the provider fails, and says so', async () => {
    const warnings: unknown[] = [];
    const config = loadGeocoderConfig({ GEOCODER: 'nominatim', GEOCODER_URL: `${base}/broken` });
    const answer = await geocoder(config, { warn: (...args: unknown[]) => warnings.push(args) }).search(
      'Centro, Guadalajara, Jalisco',
      'es',
    );
    expect(answer.provider).toBe('embedded');
    expect(answer.items[0]).toMatchObject({ state: 'Jalisco', municipality: 'Guadalajara' });
    expect(warnings).toHaveLength(1);
  });

  it('refuses settings it cannot use', () => {
    expect(() => loadGeocoderConfig({ GEOCODER: 'google' })).toThrow(/GOOGLE_PLACES_API_KEY/);
    expect(() => loadGeocoderConfig({ GEOCODER: 'bing' })).toThrow(/GEOCODER must be/);
    expect(() => loadGeocoderConfig({ GEOCODER_TIMEOUT_MS: '5' })).toThrow(/GEOCODER_TIMEOUT_MS/);
  });
});
