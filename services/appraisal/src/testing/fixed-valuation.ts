/**
 * A valuation with fixed, known answers for suites that judge what the service does with the
 * model's answer (bounds, storage, events, messages) rather than the model itself: Mexico City is
 * covered (25,000 MXN/m², ±15 %), anywhere else is not; short-term rentals exist in Mexico City only.
 */
import type { Valuation } from '../app/valuation-port.ts';

const inCdmx = (lat: number, lon: number) => lat > 19.0 && lat < 19.6 && lon > -99.4 && lon < -98.9;

export const FIXED_VALUATION: Valuation = {
  appraise(input) {
    if (!inCdmx(input.latitude, input.longitude)) return { supported: false, reason: 'no comparables' };
    const price = 25_000 * input.built_area;
    return {
      supported: true,
      price,
      min_price: price * 0.85,
      max_price: price * 1.15,
      model_version: 'fixed-test',
      comparables: [0, 1, 2].map((i) => ({
        id: `cmp-${i}`,
        latitude: input.latitude + 0.001 * (i + 1),
        longitude: input.longitude,
        price: price * (0.9 + 0.1 * i),
        built_area: input.built_area,
        distance_m: 111 * (i + 1),
        source: 'inmuebles24',
        listed_at: '2025-03-01',
      })),
    };
  },
  estimateShortTermRental(input) {
    if (!inCdmx(input.latitude, input.longitude)) return { available: false, reason: 'no comparables' };
    return {
      available: true,
      adr: { low: 800, mid: 1000, high: 1300 },
      occupancy: { low: 0.4, mid: 0.55, high: 0.7 },
      monthly_earnings: { low: 9600, mid: 16500, high: 27300 },
      comparables: [{}, {}, {}, {}],
    };
  },
};
