/**
 * Near-duplicate groups: the same home relisted, or copied across portals. Two comparables are one
 * home when all of these hold:
 *   - same type and municipality, listed at most 2 years apart;
 *   - built areas within 2 % (or 1 m²) and asking prices as published (MXN, before the time
 *     adjustment: a relisting at the same price months later is the same home) within 3 %;
 *   - same room counts where both state them;
 *   - where both have a coordinate published with the listing, ≤ 150 m apart; otherwise the
 *     neighbourhood (accents and case ignored) and postal code agree where both have one, and any
 *     approximate coordinates are ≤ 1.5 km apart;
 *   - a listing with no location at all (no coordinate, neighbourhood or postal code) matches only
 *     on the same area (± 0.5 m²) and price within 1 %.
 * Groups are the union of such pairs, but a union is refused when it would make the group's prices
 * span more than 5 % or its areas more than 3 % (+1 m²), so chains of near prices never snowball.
 * Cross-validation keeps a group in one fold; comparables features never use the subject's group.
 */
import { SHF_INDEX, shfIndexAt, TARGET_YEAR, yearFraction, type Comparable } from './clean.ts';
import { distanceM } from './geo.ts';

export const DUPLICATE_RULE = {
  areaTolerance: 0.02,
  priceTolerance: 0.03,
  preciseDistanceM: 150,
  approximateDistanceM: 1_500,
  maxYearsApart: 2,
  groupPriceSpan: 0.05,
  groupAreaSpan: 0.03,
} as const;

/** A neighbourhood name as compared: lower case, no accents, words separated by one space. */
export const normalName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const located = (r: Comparable) => r.lat !== null && r.lon !== null;
const bare = (r: Comparable, hood: string) => !located(r) && hood === '' && r.postal_code === '';

function sameHome(a: Comparable, b: Comparable, ha: string, hb: string): boolean {
  const R = DUPLICATE_RULE;
  if (Math.abs(a.year - b.year) > R.maxYearsApart) return false;
  if (Math.abs(a.built - b.built) > Math.max(1, R.areaTolerance * a.built)) return false;
  if (a.bedrooms !== null && b.bedrooms !== null && a.bedrooms !== b.bedrooms) return false;
  if (a.bathrooms !== null && b.bathrooms !== null && a.bathrooms !== b.bathrooms) return false;
  if (a.geo === 0 && b.geo === 0 && located(a) && located(b))
    return distanceM(a.lat!, a.lon!, b.lat!, b.lon!) <= R.preciseDistanceM;
  if (ha && hb && ha !== hb) return false;
  if (a.postal_code && b.postal_code && a.postal_code !== b.postal_code) return false;
  if (located(a) && located(b) && distanceM(a.lat!, a.lon!, b.lat!, b.lon!) > R.approximateDistanceM)
    return false;
  if ((bare(a, ha) || bare(b, hb)) && (Math.abs(a.built - b.built) > 0.5 || b.price > a.price * 1.01))
    return false;
  return true;
}

/** The asking price as published (MXN), undoing clean.ts's time adjustment. */
export const nominalPrice = (r: Comparable) =>
  (r.price * shfIndexAt(yearFraction(r.listed_at))) / SHF_INDEX[TARGET_YEAR]!;

export function nearDuplicateGroups(input: readonly Comparable[]): number[] {
  const R = DUPLICATE_RULE;
  const rows = input.map((r) => ({ ...r, price: nominalPrice(r) }));
  const parent = rows.map((_, i) => i);
  const lo = rows.map((r) => r.price);
  const hi = rows.map((r) => r.price);
  const aLo = rows.map((r) => r.built);
  const aHi = rows.map((r) => r.built);
  const hood = rows.map((r) => normalName(r.neighborhood));
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
    idx.sort((a, b) => rows[a]!.price - rows[b]!.price || (rows[a]!.id < rows[b]!.id ? -1 : 1));
    for (let x = 0; x < idx.length; x++) {
      const i = idx[x]!;
      const a = rows[i]!;
      for (let y = x + 1; y < idx.length; y++) {
        const j = idx[y]!;
        const b = rows[j]!;
        if (b.price > a.price * (1 + R.priceTolerance)) break;
        if (!sameHome(a, b, hood[i]!, hood[j]!)) continue;
        const ri = find(i);
        const rj = find(j);
        if (ri === rj) continue;
        const pLo = Math.min(lo[ri]!, lo[rj]!);
        const pHi = Math.max(hi[ri]!, hi[rj]!);
        const sLo = Math.min(aLo[ri]!, aLo[rj]!);
        const sHi = Math.max(aHi[ri]!, aHi[rj]!);
        if (pHi > pLo * (1 + R.groupPriceSpan) || sHi > sLo * (1 + R.groupAreaSpan) + 1) continue;
        parent[ri] = rj;
        lo[rj] = pLo;
        hi[rj] = pHi;
        aLo[rj] = sLo;
        aHi[rj] = sHi;
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

/** Cross-validation folds: a whole near-duplicate group falls in one fold (FNV-1a of its number). */
export const FOLDS = 5;
export const foldOf = (group: number) => {
  let h = 2166136261;
  for (const ch of String(group)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h % FOLDS;
};
