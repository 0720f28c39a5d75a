/**
 * Route order of a worker's stops (issue 13): the shortest open path through the stops' coordinates
 * that starts at a given stop, found by nearest neighbour and improved by 2-opt (segment reversal)
 * and or-opt (moving a run of 1–3 stops) until no move shortens it. Distances are great-circle
 * (haversine, §9 Earth radius 6371 km); travel time is an estimate at an average city speed, with a
 * detour factor because streets are longer than straight lines. Pure functions, no I/O.
 */
import { EARTH_RADIUS_KM } from '@casona/proto/constants';

export interface Point {
  latitude: number;
  longitude: number;
}

/** Streets are longer than the straight line between two houses: road km ≈ 1.3 × great-circle km. */
export const ROAD_DETOUR_FACTOR = 1.3;
/** Average driving speed between stops in a Mexican city, km/h. */
export const AVERAGE_CITY_SPEED_KMH = 25;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function haversineKm(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated minutes to drive between two points `km` apart (great-circle). */
export function travelMinutes(km: number): number {
  return ((km * ROAD_DETOUR_FACTOR) / AVERAGE_CITY_SPEED_KMH) * 60;
}

export type DistanceMatrix = readonly (readonly number[])[];

export function distanceMatrix(points: readonly Point[]): number[][] {
  return points.map((a) => points.map((b) => haversineKm(a, b)));
}

/** Length of the open path visiting `order` in sequence. */
export function pathLength(dist: DistanceMatrix, order: readonly number[]): number {
  let total = 0;
  for (let i = 1; i < order.length; i++) total += dist[order[i - 1]!]![order[i]!]!;
  return total;
}

/**
 * Nearest neighbour from `start` (through `via` when given): always go to the closest stop not yet
 * visited (ties: lower index).
 */
export function nearestNeighbour(dist: DistanceMatrix, start: number, via?: number): number[] {
  const n = dist.length;
  const seen = new Array<boolean>(n).fill(false);
  const order = [start];
  seen[start] = true;
  if (via !== undefined && via !== start) {
    order.push(via);
    seen[via] = true;
  }
  for (let step = order.length; step < n; step++) {
    const from = order[order.length - 1]!;
    let best = -1;
    for (let j = 0; j < n; j++) {
      if (!seen[j] && (best === -1 || dist[from]![j]! < dist[from]![best]!)) best = j;
    }
    seen[best] = true;
    order.push(best);
  }
  return order;
}

const EPSILON = 1e-9;

/**
 * 2-opt on an open path whose first stop is fixed: reverse order[i..j] whenever that shortens the
 * path (the last stop may change), until no reversal helps.
 */
export function twoOpt(dist: DistanceMatrix, initial: readonly number[]): number[] {
  const order = [...initial];
  const n = order.length;
  const d = (a: number, b: number) => dist[order[a]!]![order[b]!]!;
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = d(i - 1, i) + (j + 1 < n ? d(j, j + 1) : 0);
        const after = d(i - 1, j) + (j + 1 < n ? d(i, j + 1) : 0);
        if (after < before - EPSILON) {
          reverse(order, i, j);
          improved = true;
        }
      }
    }
  }
  return order;
}

function reverse(order: number[], i: number, j: number): void {
  for (let a = i, b = j; a < b; a++, b--) [order[a], order[b]] = [order[b]!, order[a]!];
}

/**
 * Or-opt: move a run of 1–3 consecutive stops (never the first), as it is or reversed, to another
 * place in the path when that shortens it; each move is priced in constant time.
 */
export function orOpt(dist: DistanceMatrix, initial: readonly number[]): number[] {
  let order = [...initial];
  const d = (a: number, b: number) => dist[a]![b]!;
  let improved = true;
  while (improved) {
    improved = false;
    const n = order.length;
    search: for (let len = 1; len <= 3; len++) {
      for (let i = 1; i + len <= n; i++) {
        const j = i + len - 1;
        const before = order[i - 1]!;
        const after = j + 1 < n ? order[j + 1]! : -1;
        const first = order[i]!;
        const last = order[j]!;
        // What taking the run out saves.
        const removed = d(before, first) + (after >= 0 ? d(last, after) - d(before, after) : 0);
        const rest = [...order.slice(0, i), ...order.slice(j + 1)];
        for (let at = 1; at <= rest.length; at++) {
          if (at === i) continue; // where it was
          const p = rest[at - 1]!;
          const q = at < rest.length ? rest[at]! : -1;
          for (const reversed of len > 1 ? [false, true] : [false]) {
            const head = reversed ? last : first;
            const tail = reversed ? first : last;
            const added = d(p, head) + (q >= 0 ? d(tail, q) - d(p, q) : 0);
            if (added < removed - EPSILON) {
              const run = order.slice(i, j + 1);
              if (reversed) run.reverse();
              order = [...rest.slice(0, at), ...run, ...rest.slice(at)];
              improved = true;
              break search;
            }
          }
        }
      }
    }
  }
  return order;
}

export interface RouteOrder {
  /** Indices into the input points, starting with `start`. */
  order: number[];
  /** Great-circle km between consecutive stops (`legsKm[k]` leads to `order[k + 1]`). */
  legsKm: number[];
  totalKm: number;
}

/** Improve an order with 2-opt and or-opt until neither shortens it. */
export function improve(dist: DistanceMatrix, initial: readonly number[]): number[] {
  let order = [...initial];
  let length = pathLength(dist, order);
  for (;;) {
    order = orOpt(dist, twoOpt(dist, order));
    const next = pathLength(dist, order);
    if (next >= length - EPSILON) return order;
    length = next;
  }
}

/** Up to this many first legs are tried (each a nearest-neighbour tour improved by 2-opt and or-opt). */
export const ROUTE_STARTS = 12;

/**
 * The route through `points` starting at `points[start]`: nearest-neighbour tours (the plain one,
 * and one through each of the stops nearest the start as its first leg) improved by 2-opt and
 * or-opt; the shortest wins.
 */
export function routeOrder(points: readonly Point[], start = 0): RouteOrder {
  if (points.length === 0) return { order: [], legsKm: [], totalKm: 0 };
  const dist = distanceMatrix(points);
  const firstLegs = points
    .map((_, i) => i)
    .filter((i) => i !== start)
    .sort((a, b) => dist[start]![a]! - dist[start]![b]! || a - b)
    .slice(0, ROUTE_STARTS);
  let best = improve(dist, nearestNeighbour(dist, start));
  let bestLength = pathLength(dist, best);
  for (const via of firstLegs.slice(1)) {
    const candidate = improve(dist, nearestNeighbour(dist, start, via));
    const length = pathLength(dist, candidate);
    if (length < bestLength - EPSILON) {
      best = candidate;
      bestLength = length;
    }
  }
  const order = best;
  const legsKm = order.slice(1).map((stop, k) => dist[order[k]!]![stop]!);
  return { order, legsKm, totalKm: pathLength(dist, order) };
}
