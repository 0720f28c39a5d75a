import { describe, expect, it } from 'vitest';
import { airbnbFeedStale, type AirbnbFeedStaleData } from './feed-stale.ts';

const data: AirbnbFeedStaleData = {
  name: null,
  propertyId: '3f0c2a4e-8d1b-4c55-9a57-0c2e5b6f7a81',
  propertyName: null,
  listingName: 'Loft con terraza',
  listingUrl: 'https://www.airbnb.mx/rooms/53627481',
  lastSuccessAt: null,
  lastError: null,
};
const ctx = { publicUrl: 'https://casona.mx/' };

describe('the stale-feed email', () => {
  it('says a calendar that never synced never did, and shows no error line without an error', () => {
    for (const [lang, never] of [
      ['es', 'Nunca'],
      ['en', 'Never'],
    ] as const) {
      const email = airbnbFeedStale(data, lang, ctx);
      expect(email.details).toEqual([
        { label: lang === 'es' ? 'Anuncio' : 'Listing', value: data.listingUrl, href: data.listingUrl },
        { label: lang === 'es' ? 'Última sincronización correcta' : 'Last successful sync', value: never },
      ]);
      expect(email.action?.url).toBe(`https://casona.mx/dashboard/property/${data.propertyId}`);
      expect(email.paragraphs[0]).toContain(lang === 'es' ? 'tu propiedad' : 'your property');
    }
  });

  it('names the last success on Mexico City time and the last error', () => {
    const email = airbnbFeedStale(
      { ...data, name: 'Ana', lastSuccessAt: '2026-11-20T15:00:00.000Z', lastError: 'HTTP 404' },
      'es',
      ctx,
    );
    expect(email.greeting).toBe('Hola, Ana:');
    expect(email.details?.[1]?.value).toContain('hora del centro de México');
    expect(email.details?.[1]?.value).toContain('20 de noviembre de 2026');
    expect(email.details?.[2]).toEqual({ label: 'Último error', value: 'HTTP 404' });
  });
});
