/** Distances on the WGS84 sphere and a grid index for nearest-first searches. */
const R = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface Located {
  lat: number | null;
  lon: number | null;
}

/** Points bucketed in cells of `cellDeg` degrees; `within` answers the points within a radius, nearest first. */
export class GridIndex<T extends Located> {
  private readonly cells = new Map<string, T[]>();
  private readonly cellDeg: number;
  constructor(items: readonly T[], cellDeg = 0.02) {
    this.cellDeg = cellDeg;
    for (const it of items) {
      if (it.lat === null || it.lon === null) continue;
      const k = this.key(it.lat, it.lon);
      const list = this.cells.get(k);
      if (list) list.push(it);
      else this.cells.set(k, [it]);
    }
  }
  private key(lat: number, lon: number): string {
    return `${Math.floor(lat / this.cellDeg)}:${Math.floor(lon / this.cellDeg)}`;
  }
  within(
    lat: number,
    lon: number,
    radiusM: number,
    keep: (t: T) => boolean = () => true,
  ): Array<{ item: T; d: number }> {
    const span = Math.ceil(radiusM / (111_000 * this.cellDeg)) + 0;
    const ci = Math.floor(lat / this.cellDeg);
    const cj = Math.floor(lon / this.cellDeg);
    const out: Array<{ item: T; d: number }> = [];
    const spanLon = Math.ceil(span / Math.max(0.2, Math.cos(rad(lat))));
    for (let i = ci - span; i <= ci + span; i++)
      for (let j = cj - spanLon; j <= cj + spanLon; j++) {
        const list = this.cells.get(`${i}:${j}`);
        if (!list) continue;
        for (const it of list) {
          if (!keep(it)) continue;
          const d = distanceM(lat, lon, it.lat as number, it.lon as number);
          if (d <= radiusM) out.push({ item: it, d });
        }
      }
    return out.sort((a, b) => a.d - b.d);
  }
}

export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo] as number;
  return a + ((sorted[hi] as number) - a) * (pos - lo);
}

export const median = (values: readonly number[]): number =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
