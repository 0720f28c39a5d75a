import { describe, expect, it } from 'vitest';
import {
  distanceMatrix,
  haversineKm,
  nearestNeighbour,
  pathLength,
  routeOrder,
  travelMinutes,
  twoOpt,
  type DistanceMatrix,
  type Point,
} from './route-order.ts';

/** Every order of the stops that starts at `start`: the exact answer for small instances. */
function bruteForce(dist: DistanceMatrix, start: number): { order: number[]; length: number } {
  const rest = dist.map((_, i) => i).filter((i) => i !== start);
  let best = { order: [start, ...rest], length: Infinity };
  const permute = (prefix: number[], left: number[]) => {
    if (left.length === 0) {
      const length = pathLength(dist, prefix);
      if (length < best.length) best = { order: prefix, length };
      return;
    }
    for (let i = 0; i < left.length; i++)
      permute([...prefix, left[i]!], [...left.slice(0, i), ...left.slice(i + 1)]);
  };
  permute([start], rest);
  return best;
}

/** A deterministic generator (mulberry32), so every run checks the same instances. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Points scattered over ~20 km around the Zócalo of Mexico City. */
function cityPoints(rand: () => number, n: number): Point[] {
  return Array.from({ length: n }, () => ({
    latitude: 19.4326 + (rand() - 0.5) * 0.2,
    longitude: -99.1332 + (rand() - 0.5) * 0.2,
  }));
}

describe('haversine distance and travel time', () => {
  it('measures known distances on the 6371 km sphere', () => {
    const zocalo = { latitude: 19.4326, longitude: -99.1332 };
    const guadalajara = { latitude: 20.6767, longitude: -103.3475 };
    expect(haversineKm(zocalo, zocalo)).toBe(0);
    // Mexico City – Guadalajara, great circle ≈ 461 km.
    expect(haversineKm(zocalo, guadalajara)).toBeCloseTo(461, -1);
    expect(haversineKm(zocalo, guadalajara)).toBeCloseTo(haversineKm(guadalajara, zocalo), 9);
    // One degree of latitude is 2π·6371/360 ≈ 111.19 km.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 2);
    // Antipodes: half the circumference.
    expect(haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * 6371,
      6,
    );
  });

  it('estimates 10 straight-line km as 13 road km at 25 km/h: 31.2 minutes', () => {
    expect(travelMinutes(10)).toBeCloseTo(31.2, 9);
    expect(travelMinutes(0)).toBe(0);
  });
});

describe('route order', () => {
  it('visits points on a line in order from either end, and from the middle goes to the nearer side first', () => {
    const line = [0, 3, 1, 4, 2].map((k) => ({ latitude: 19.4, longitude: -99.2 + k * 0.01 }));
    // positions along the line: index0=0, index2=1, index4=2, index1=3, index3=4
    expect(routeOrder(line, 0).order).toEqual([0, 2, 4, 1, 3]);
    expect(routeOrder(line, 3).order).toEqual([3, 1, 4, 2, 0]);
    const fromMiddle = routeOrder(line, 4);
    expect(fromMiddle.order[0]).toBe(4);
    expect(fromMiddle.totalKm).toBeCloseTo(bruteForce(distanceMatrix(line), 4).length, 9);
  });

  it('handles no stop, one stop and stops at the same place', () => {
    expect(routeOrder([])).toEqual({ order: [], legsKm: [], totalKm: 0 });
    const one = { latitude: 20.6, longitude: -103.3 };
    expect(routeOrder([one])).toEqual({ order: [0], legsKm: [], totalKm: 0 });
    const same = routeOrder([one, one, one]);
    expect([...same.order].sort()).toEqual([0, 1, 2]);
    expect(same.totalKm).toBe(0);
  });

  it('legs add up to the total and each leg is the distance between consecutive stops', () => {
    const points = cityPoints(random(7), 9);
    const route = routeOrder(points, 2);
    expect(route.legsKm).toHaveLength(8);
    expect(route.legsKm.reduce((a, b) => a + b, 0)).toBeCloseTo(route.totalKm, 9);
    route.legsKm.forEach((leg, k) =>
      expect(leg).toBeCloseTo(haversineKm(points[route.order[k]!]!, points[route.order[k + 1]!]!), 9),
    );
  });

  it('2-opt undoes a crossing that nearest neighbour leaves', () => {
    // A zig-zag where the greedy choice crosses itself: the reversal removes the crossing.
    const points: Point[] = [
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 1 },
      { latitude: 1, longitude: 0.9 },
      { latitude: 1, longitude: 0 },
      { latitude: 0, longitude: 2.2 },
    ];
    const dist = distanceMatrix(points);
    const greedy = nearestNeighbour(dist, 0);
    const improved = twoOpt(dist, greedy);
    expect(improved[0]).toBe(0);
    expect(pathLength(dist, improved)).toBeLessThanOrEqual(pathLength(dist, greedy));
    expect(pathLength(dist, routeOrder(points, 0).order)).toBeCloseTo(bruteForce(dist, 0).length, 9);
  });

  it('matches brute force on 300 random instances of 2 to 8 stops (the same start, a permutation of every stop)', () => {
    const rand = random(20261125);
    let optimal = 0;
    let worstGap = 0;
    const instances = 300;
    for (let k = 0; k < instances; k++) {
      const n = 2 + (k % 7);
      const points = cityPoints(rand, n);
      const start = Math.floor(rand() * n);
      const dist = distanceMatrix(points);
      const exact = bruteForce(dist, start);
      const route = routeOrder(points, start);
      expect(route.order[0]).toBe(start);
      expect([...route.order].sort((a, b) => a - b)).toEqual(points.map((_, i) => i));
      expect(route.totalKm).toBeGreaterThanOrEqual(exact.length - 1e-9);
      // Never worse than the nearest-neighbour tour it starts from.
      expect(route.totalKm).toBeLessThanOrEqual(pathLength(dist, nearestNeighbour(dist, start)) + 1e-9);
      const gap = route.totalKm / exact.length - 1;
      if (exact.length === 0 || gap < 1e-9) optimal++;
      else worstGap = Math.max(worstGap, gap);
    }
    // A heuristic, so not always exact; on stops this few it nearly always is, and never far off.
    expect(optimal / instances).toBeGreaterThanOrEqual(0.97);
    expect(worstGap).toBeLessThan(0.05);
  });

  it('is exact on every instance of up to 4 stops', () => {
    const rand = random(4);
    for (let k = 0; k < 200; k++) {
      const n = 2 + (k % 3);
      const points = cityPoints(rand, n);
      const dist = distanceMatrix(points);
      expect(routeOrder(points, 0).totalKm).toBeCloseTo(bruteForce(dist, 0).length, 9);
    }
  });
});
