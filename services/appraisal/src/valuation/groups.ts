/**
 * Near-duplicate groups: the same home relisted or copied across portals. Two comparables are one
 * home when they share type and municipality, their built areas differ by ≤ 2 % (or 1 m²), their
 * prices (2024 MXN) by ≤ 3 %, and they are ≤ 1 km apart (or either has no precise coordinate).
 * Groups are the transitive closure (union–find). Cross-validation keeps a group in one fold.
 */
import type { Comparable } from './clean.ts';
import { distanceM } from './geo.ts';

export function nearDuplicateGroups(rows: readonly Comparable[]): number[] {
  const parent = rows.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const buckets = new Map<string, number[]>();
  rows.forEach((r, i) => {
    const k = `${r.type}|${r.state_code}${r.municipality_code}`;
    const b = buckets.get(k);
    if (b) b.push(i);
    else buckets.set(k, [i]);
  });
  for (const idx of buckets.values()) {
    idx.sort((a, b) => rows[a]!.price - rows[b]!.price);
    for (let x = 0; x < idx.length; x++) {
      const a = rows[idx[x]!]!;
      for (let y = x + 1; y < idx.length; y++) {
        const b = rows[idx[y]!]!;
        if (b.price > a.price * 1.03) break;
        if (Math.abs(a.built - b.built) > Math.max(1, 0.02 * a.built)) continue;
        const precise = a.geo <= 1 && b.geo <= 1 && a.lat !== null && b.lat !== null;
        if (precise && distanceM(a.lat!, a.lon!, b.lat!, b.lon!) > 1000) continue;
        parent[find(idx[x]!)] = find(idx[y]!);
      }
    }
  }
  const ids = new Map<number, number>();
  return rows.map((_, i) => {
    const root = find(i);
    if (!ids.has(root)) ids.set(root, ids.size);
    return ids.get(root)!;
  });
}
