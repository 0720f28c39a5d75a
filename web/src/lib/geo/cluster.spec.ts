import { describe, expect, it } from 'vitest';

import { CLUSTER_RADIUS_KM, SURROUNDINGS_RADIUS_M } from '@casona/proto/constants';

import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_REFERENCE_ZOOM,
  clusterPoints,
  clusterRadiusKm,
  distanceKm,
  surroundingsCenter,
} from './cluster.ts';

const MERIDA = { latitude: 20.9674, longitude: -89.5926 };
const PROGRESO = { latitude: 21.2833, longitude: -89.6667 }; // ~36 km north of Mérida
const CANCUN = { latitude: 21.1619, longitude: -86.8515 }; // ~285 km east
const GUADALAJARA = { latitude: 20.6597, longitude: -103.3496 };
const ZAPOPAN = { latitude: 20.7214, longitude: -103.3918 }; // ~8 km

describe('great-circle distance (earth radius 6371 km)', () => {
  it('matches known distances', () => {
    expect(distanceKm(MERIDA, MERIDA)).toBe(0);
    expect(distanceKm(MERIDA, PROGRESO)).toBeGreaterThan(35);
    expect(distanceKm(MERIDA, PROGRESO)).toBeLessThan(37);
    expect(distanceKm(MERIDA, CANCUN)).toBeGreaterThan(280);
    expect(distanceKm(MERIDA, CANCUN)).toBeLessThan(290);
    // one degree of latitude on a 6371 km sphere
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
  });
});

describe('clustering radius', () => {
  it('is 50 km at the default zoom and shrinks as the map zooms in', () => {
    expect(clusterRadiusKm(CLUSTER_REFERENCE_ZOOM)).toBe(CLUSTER_RADIUS_KM);
    expect(clusterRadiusKm(CLUSTER_REFERENCE_ZOOM + 1)).toBe(CLUSTER_RADIUS_KM / 2);
    expect(clusterRadiusKm(CLUSTER_REFERENCE_ZOOM + 3)).toBe(CLUSTER_RADIUS_KM / 8);
    expect(clusterRadiusKm(CLUSTER_MAX_ZOOM)).toBe(0);
  });
});

describe('clusterPoints', () => {
  const points = [
    { id: 'merida', ...MERIDA },
    { id: 'progreso', ...PROGRESO },
    { id: 'cancun', ...CANCUN },
    { id: 'gdl', ...GUADALAJARA },
    { id: 'zapopan', ...ZAPOPAN },
  ];

  it('groups points within 50 km and keeps far ones apart', () => {
    const clusters = clusterPoints(points, 50);
    expect(clusters.map((c) => c.points.map((p) => p.id))).toEqual([
      ['merida', 'progreso'],
      ['cancun'],
      ['gdl', 'zapopan'],
    ]);
    const merida = clusters[0]!;
    expect(merida.latitude).toBeCloseTo((MERIDA.latitude + PROGRESO.latitude) / 2, 6);
  });

  it('splits clusters as the radius shrinks', () => {
    expect(clusterPoints(points, 20)).toHaveLength(4);
    expect(clusterPoints(points, 5)).toHaveLength(5);
    expect(clusterPoints(points, 0)).toHaveLength(5);
  });

  it('never loses or repeats a point, on thousands of points', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({
      id: i,
      latitude: 15 + ((i * 7919) % 1700) / 100,
      longitude: -117 + ((i * 104729) % 3000) / 100,
    }));
    const started = performance.now();
    const clusters = clusterPoints(many, clusterRadiusKm(CLUSTER_REFERENCE_ZOOM));
    expect(performance.now() - started).toBeLessThan(2000);
    const ids = clusters.flatMap((c) => c.points.map((p) => p.id)).sort((a, b) => a - b);
    expect(ids).toEqual(many.map((p) => p.id));
    for (const cluster of clusters) {
      for (const member of cluster.points)
        expect(distanceKm(cluster.points[0]!, member)).toBeLessThanOrEqual(50);
    }
  });
});

describe('surroundings circle', () => {
  it('is offset from the door but always contains it, the same way on every visit', () => {
    for (const id of ['a', '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'casa-lupita-merida']) {
      const center = surroundingsCenter(id, MERIDA);
      const meters = distanceKm(center, MERIDA) * 1000;
      expect(meters).toBeGreaterThan(100);
      expect(meters).toBeLessThan(SURROUNDINGS_RADIUS_M);
      expect(surroundingsCenter(id, MERIDA)).toEqual(center);
    }
  });
});
