/**
 * Map clustering of spec §9: points closer than a radius, measured as great-circle distance on a
 * sphere of 6371 km, are drawn as one cluster. The radius is 50 km at the marketplace's default
 * zoom and halves with every zoom level in, so clusters split as the person zooms in.
 */
import { CLUSTER_RADIUS_KM, EARTH_RADIUS_KM, MAP_OFFSET_DEGREES } from '@casona/proto/constants';

export type GeoPoint = { latitude: number; longitude: number };
export type Cluster<P extends GeoPoint> = GeoPoint & { points: P[] };

/** The zoom at which the clustering radius is CLUSTER_RADIUS_KM: all of Mexico in view. */
export const CLUSTER_REFERENCE_ZOOM = 5;
/** From this zoom in, every point is drawn on its own (streets are readable). */
export const CLUSTER_MAX_ZOOM = 15;

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The clustering radius at a map zoom: 50 km at the reference zoom, halved per level in; 0 at street level. */
export function clusterRadiusKm(zoom: number): number {
  if (zoom >= CLUSTER_MAX_ZOOM) return 0;
  return CLUSTER_RADIUS_KM * 2 ** (CLUSTER_REFERENCE_ZOOM - zoom);
}

/**
 * Greedy clustering: the first unassigned point (in input order, so the result is stable) takes
 * every unassigned point within `radiusKm` of it; the cluster is drawn at its members' centroid.
 * A grid of cells one radius high keeps it near-linear for the 5,000 points the map may get.
 */
export function clusterPoints<P extends GeoPoint>(points: readonly P[], radiusKm: number): Cluster<P>[] {
  if (radiusKm <= 0)
    return points.map((p) => ({ latitude: p.latitude, longitude: p.longitude, points: [p] }));
  const cell = radiusKm / KM_PER_DEGREE;
  const grid = new Map<string, number[]>();
  const keyOf = (row: number, col: number) => `${row}:${col}`;
  points.forEach((p, index) => {
    const key = keyOf(Math.floor(p.latitude / cell), Math.floor(p.longitude / cell));
    const bucket = grid.get(key);
    if (bucket) bucket.push(index);
    else grid.set(key, [index]);
  });
  const taken = new Uint8Array(points.length);
  const clusters: Cluster<P>[] = [];
  points.forEach((seed, seedIndex) => {
    if (taken[seedIndex]) return;
    taken[seedIndex] = 1;
    const members: P[] = [seed];
    const row = Math.floor(seed.latitude / cell);
    const col = Math.floor(seed.longitude / cell);
    // A degree of longitude is shorter away from the equator: look that many more cells east and west.
    const cosLat = Math.max(0.01, Math.cos(toRadians(Math.min(89, Math.abs(seed.latitude) + cell))));
    const colSpan = Math.ceil(1 / cosLat);
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - colSpan; c <= col + colSpan; c++) {
        for (const index of grid.get(keyOf(r, c)) ?? []) {
          if (taken[index]) continue;
          const candidate = points[index]!;
          if (distanceKm(seed, candidate) <= radiusKm) {
            taken[index] = 1;
            members.push(candidate);
          }
        }
      }
    }
    const latitude = members.reduce((sum, p) => sum + p.latitude, 0) / members.length;
    const longitude = members.reduce((sum, p) => sum + p.longitude, 0) / members.length;
    clusters.push({ latitude, longitude, points: members });
  });
  return clusters;
}

/**
 * Where the public page draws its 500 m surroundings circle: the property's coordinates moved by up
 * to half of §9's map offset (0.0045°) in a direction fixed by its id, so the exact door is not the
 * circle's centre yet always lies inside it.
 */
export function surroundingsCenter(id: string, point: GeoPoint): GeoPoint {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  const angle = ((hash >>> 0) % 360) * (Math.PI / 180);
  const magnitude = MAP_OFFSET_DEGREES / 2;
  return {
    latitude: point.latitude + magnitude * Math.sin(angle),
    longitude: point.longitude + (magnitude * Math.cos(angle)) / Math.cos(toRadians(point.latitude)),
  };
}
