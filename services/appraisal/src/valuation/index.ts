/**
 * The valuation model's public API, served in TypeScript from the committed artefacts (no Python at
 * run time): `appraise` gives the price with its calibrated 80 % range and the comparables used;
 * `estimateShortTermRental` the nightly rate, occupancy and earnings as ranges from the Inside
 * Airbnb comparables. The data load once, on the first call.
 */
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

import { intervalFor, margin, type BoosterArtefact } from './booster.ts';
import { fromRow, SHF_INDEX, shfIndexAt, TARGET_YEAR, yearFraction } from './clean.ts';
import { col, parseCsv } from './csv.ts';
import {
  ComparableIndex,
  features,
  isStale,
  K,
  sizeMatched,
  SURROUNDINGS_M,
  type Subject,
} from './features.ts';
import { distanceM, GridIndex, median } from './geo.ts';
import { strEstimate, type AirbnbComparable, type StrEstimate } from './str.ts';

const DATA = new URL('../../data/', import.meta.url);
const PRICE_MIN = 300_000;
const PRICE_MAX = 100_000_000;
/** A point with fewer than three same-type comparables within this distance is outside coverage. */
export const COVERAGE_M = 5_000;
export const UNSUPPORTED_AREA = 'Unsupported area';

const readGz = (name: string) => gunzipSync(readFileSync(new URL(name, DATA))).toString('utf8');

let comparables: ComparableIndex | undefined;
let booster: BoosterArtefact | undefined;
let airbnb: GridIndex<AirbnbComparable> | undefined;

export function comparableIndex(): ComparableIndex {
  comparables ??= new ComparableIndex(parseCsv(readGz('comparables.csv.gz')).map(fromRow));
  return comparables;
}

export function model(): BoosterArtefact {
  booster ??= JSON.parse(readGz('model.json.gz')) as BoosterArtefact;
  return booster;
}

function airbnbIndex(): GridIndex<AirbnbComparable> {
  airbnb ??= new GridIndex<AirbnbComparable>(
    parseCsv(readGz('airbnb.csv.gz')).map((r) => ({
      id: col(r, 'id'),
      muni: col(r, 'muni'),
      lat: Number(col(r, 'lat')),
      lon: Number(col(r, 'lon')),
      room_type: col(r, 'room_type'),
      adr: Number(col(r, 'adr')),
      occupancy: Number(col(r, 'occupancy')),
    })),
  );
  return airbnb;
}

export interface AppraiseInput {
  latitude: number;
  longitude: number;
  built_area: number;
  total_area?: number | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
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
  built_area: number;
  distance_m: number;
  source: string;
  listed_at: string | null;
}

export type AppraiseResult =
  | {
      supported: true;
      price: number;
      min_price: number;
      max_price: number;
      comparables: ModelComparable[];
      model_version: string;
    }
  | { supported: false; reason: string };

const clampPrice = (p: number) => Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(p / 1000) * 1000));
const homeType = (t: string): Subject['type'] =>
  t === 'APARTMENT' || t === 'apartment' ? 'apartment' : 'house';

export function appraise(input: AppraiseInput): AppraiseResult {
  const index = comparableIndex();
  const type = homeType(input.property_type);
  const today = yearFraction(new Date().toISOString().slice(0, 10));
  const around = index.grid.within(input.latitude, input.longitude, COVERAGE_M, (e) => e.type === type);
  if (around.length < 3) return { supported: false, reason: UNSUPPORTED_AREA };
  // The subject takes the municipality of its nearest comparable (the features' municipal statistics).
  const nearest = around[0]?.item;
  const muni = nearest?.muni ?? '';
  const subject: Subject = {
    type,
    built: input.built_area,
    total: input.total_area ?? null,
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    lat: input.latitude,
    lon: input.longitude,
    geo: 0,
    date: Math.min(today, index.latest),
    stale: 0,
    state: nearest?.state_code ?? '',
    muni,
    neighborhood: '',
    postal_code: '',
    group: -1,
  };
  const m = model();
  // The subject is described at its comparables' vintage (the median listing date of its
  // size-matched comparables, and stale when most of them are undated Properati listings), as every
  // training listing was; the model answers in 2024 pesos (clean.ts rule 3) and the SHF index brings
  // the answer to today's.
  const probe = sizeMatched(index, subject).found;
  if (probe.length > 0) {
    subject.date = median(probe.map((f) => f.e.date));
    subject.stale = probe.filter((f) => isStale(f.e)).length * 2 > probe.length ? 1 : 0;
  }
  const x = features(index, subject);
  const logPpm2 = margin(m, x) + Math.log(shfIndexAt(today) / SHF_INDEX[TARGET_YEAR]!);
  const [lo, hi] = intervalFor(m, x);
  let near = index.nearest(subject, SURROUNDINGS_M, K);
  // Fewer than three in the §9 surroundings: the municipality's nearest instead.
  if (near.length < 3)
    near = (index.byMuni.get(`${type}|${muni}`)?.list ?? [])
      .filter((e) => e.lat !== null && e.lon !== null && e.geo <= 1)
      .map((e) => ({ item: e, d: distanceM(input.latitude, input.longitude, e.lat!, e.lon!) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, K);
  return {
    supported: true,
    price: clampPrice(Math.exp(logPpm2) * input.built_area),
    min_price: clampPrice(Math.exp(logPpm2 + lo) * input.built_area),
    max_price: clampPrice(Math.exp(logPpm2 + hi) * input.built_area),
    comparables: near
      .filter((f) => f.item.lat !== null && f.item.lon !== null)
      .map((f) => ({
        id: f.item.id,
        latitude: f.item.lat as number,
        longitude: f.item.lon as number,
        price: f.item.price,
        built_area: f.item.built,
        distance_m: Math.round(f.d),
        source: f.item.source,
        listed_at: f.item.listed_at,
      })),
    model_version: m.version,
  };
}

export interface StrInput {
  latitude: number;
  longitude: number;
  bedrooms?: number;
  bathrooms?: number;
  guests?: number;
  room_type?: string;
  price?: number;
  yearly_costs?: number;
}

export function estimateShortTermRental(input: StrInput): StrEstimate {
  return strEstimate(airbnbIndex(), input);
}
