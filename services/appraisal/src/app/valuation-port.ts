/**
 * What the appraisal use cases need from the valuation model (src/valuation, served in TypeScript
 * from the committed artefacts): the price with its 80 % range, and the short-term-rental estimate.
 * service.ts passes the model itself; the shapes are the model's public API.
 */
export interface AppraiseInput {
  latitude: number;
  longitude: number;
  built_area: number;
  total_area: number;
  bedrooms: number;
  bathrooms: number;
  property_type: string;
  years_built?: number;
  state?: string;
  municipality?: string;
}

export interface ModelComparable {
  id: string;
  latitude: number;
  longitude: number;
  price: number;
  built_area?: number | null;
  distance_m: number;
  source: string;
  listed_at?: string | null;
}

export type AppraiseResult =
  | {
      supported: true;
      price: number;
      min_price: number;
      max_price: number;
      comparables: readonly ModelComparable[];
      model_version: string;
    }
  | { supported: false; reason: string };

export interface StrInput {
  latitude: number;
  longitude: number;
  bedrooms: number;
  bathrooms: number;
  guests?: number;
  room_type?: string;
  price?: number;
  yearly_costs?: number;
}

export interface Triple {
  low: number;
  mid: number;
  high: number;
}

export type StrResult =
  | {
      available: true;
      adr: Triple;
      occupancy: Triple;
      monthly_earnings: Triple;
      cap_rate?: number | Triple | null;
      comparables: readonly unknown[];
    }
  | { available: false; reason: string };

export interface Valuation {
  appraise(input: AppraiseInput): AppraiseResult | Promise<AppraiseResult>;
  estimateShortTermRental(input: StrInput): StrResult | Promise<StrResult>;
}
