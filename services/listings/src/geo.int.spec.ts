import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

describe('GET /geo/places through the gateway (issue 16 item 9)', () => {
  it('answers anyone from the embedded catalogue by default: the state and municipality a text names, no coordinates', async () => {
    const res = await h.call(
      'GET',
      `/api/v1/geo/places?q=${encodeURIComponent('Colima 123, Roma Norte, Cuauhtémoc, CDMX')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.provider).toBe('embedded');
    expect(res.body.items[0]).toEqual({
      search_address_string: 'Colima 123, Roma Norte, Cuauhtémoc, CDMX',
      state: 'Ciudad de México',
      municipality: 'Cuauhtémoc',
      latitude: null,
      longitude: null,
    });
  });

  it('refuses a missing, one-letter or endless text with a 400 in the caller’s language', async () => {
    for (const q of ['', '?q=a', `?q=${'x'.repeat(301)}`]) {
      const es = await h.call('GET', `/api/v1/geo/places${q}`, { lang: 'es' });
      expect(es.status, q).toBe(400);
      expect(es.body.message).toMatch(/[a-záéíóú]/i);
      const en = await h.call('GET', `/api/v1/geo/places${q}`, { lang: 'en' });
      expect(en.status, q).toBe(400);
      expect(en.body.message).not.toBe(es.body.message);
    }
  });
});
