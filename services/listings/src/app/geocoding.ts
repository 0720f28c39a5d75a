/**
 * The address search port (issue 16 item 9): one `searchPlaces(text)` whatever answers it. The
 * provider is a setting — GEOCODER=google (Google Places API (New) text search; needs
 * GOOGLE_PLACES_API_KEY; its ids are the spec's place_id), GEOCODER=nominatim (OpenStreetMap's
 * search, or your own instance at GEOCODER_URL) — and the default, `embedded`, needs no network:
 * the INEGI catalogue names the municipality and the person drops a pin. A provider that fails or
 * times out is answered from the catalogue instead (logged), never with an error.
 */
import type { PlaceSearchAnswer } from '@casona/proto';
import { ConfigError, env, loadConfig } from '@casona/kit/config/config';
import type { Logger } from 'pino';

import {
  MAX_PLACES,
  placesFromCatalogue,
  placesFromGoogle,
  placesFromNominatim,
  type GooglePlacesAnswer,
  type NominatimAnswer,
} from '../domain/geocoding.ts';

export const geocoderSpec = {
  GEOCODER: env.string(
    'address search provider: embedded (INEGI catalogue and a map pin, no network), nominatim or google',
    {
      default: 'embedded',
    },
  ),
  GEOCODER_URL: env.string('base URL of the address search provider (default: its public endpoint)'),
  GOOGLE_PLACES_API_KEY: env.string('Google Places API key, for GEOCODER=google', { secret: true }),
  GEOCODER_TIMEOUT_MS: env.string('how long to wait for the provider before answering from the catalogue', {
    default: '4000',
  }),
};

export type GeocoderConfig =
  | { provider: 'embedded' }
  | { provider: 'nominatim'; url: string; timeoutMs: number }
  | { provider: 'google'; url: string; apiKey: string; timeoutMs: number };

export function loadGeocoderConfig(source: NodeJS.ProcessEnv = process.env): GeocoderConfig {
  const raw = loadConfig('listings', geocoderSpec, source);
  const provider = raw.GEOCODER.trim().toLowerCase();
  const timeoutMs = Number(raw.GEOCODER_TIMEOUT_MS);
  const problems: string[] = [];
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000)
    problems.push(
      `GEOCODER_TIMEOUT_MS must be a whole number from 100 to 60000 (got "${raw.GEOCODER_TIMEOUT_MS}")`,
    );
  if (provider === 'google' && !raw.GOOGLE_PLACES_API_KEY)
    problems.push('GEOCODER=google needs GOOGLE_PLACES_API_KEY');
  if (!['embedded', 'nominatim', 'google'].includes(provider))
    problems.push(`GEOCODER must be embedded, nominatim or google (got "${raw.GEOCODER}")`);
  if (problems.length > 0) throw new ConfigError('listings', problems);
  const base = (fallback: string) => (raw.GEOCODER_URL?.trim() || fallback).replace(/\/+$/, '');
  if (provider === 'google')
    return {
      provider,
      url: base('https://places.googleapis.com'),
      apiKey: raw.GOOGLE_PLACES_API_KEY!,
      timeoutMs,
    };
  if (provider === 'nominatim')
    return { provider, url: base('https://nominatim.openstreetmap.org'), timeoutMs };
  return { provider: 'embedded' };
}

export type Geocoder = { search(text: string, language: 'es' | 'en'): Promise<PlaceSearchAnswer> };

async function getJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return response.json();
}

export function geocoder(config: GeocoderConfig, logger: Pick<Logger, 'warn'>): Geocoder {
  const embedded = (text: string): PlaceSearchAnswer => ({
    provider: 'embedded',
    items: placesFromCatalogue(text),
  });
  if (config.provider === 'embedded') return { search: async (text) => embedded(text) };
  return {
    async search(text, language) {
      try {
        if (config.provider === 'google') {
          const answer = await getJson(
            `${config.url}/v1/places:searchText`,
            {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-goog-api-key': config.apiKey,
                'x-goog-fieldmask':
                  'places.id,places.formattedAddress,places.location,places.addressComponents',
              },
              body: JSON.stringify({
                textQuery: text,
                languageCode: language,
                regionCode: 'MX',
                pageSize: MAX_PLACES,
              }),
            },
            config.timeoutMs,
          );
          return { provider: 'google', items: placesFromGoogle(answer as GooglePlacesAnswer) };
        }
        const query = new URLSearchParams({
          q: text,
          format: 'jsonv2',
          addressdetails: '1',
          countrycodes: 'mx',
          limit: String(MAX_PLACES),
          'accept-language': language,
        });
        const answer = await getJson(
          `${config.url}/search?${query.toString()}`,
          // Nominatim's usage policy asks every application to name itself.
          { headers: { 'user-agent': 'Casona/1.0 (address search)', accept: 'application/json' } },
          config.timeoutMs,
        );
        return { provider: 'nominatim', items: placesFromNominatim(answer as NominatimAnswer) };
      } catch (error) {
        logger.warn(
          { err: error, provider: config.provider },
          'address search provider failed; answered from the catalogue',
        );
        return embedded(text);
      }
    },
  };
}
