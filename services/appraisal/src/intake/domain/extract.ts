/**
 * Reading an Airbnb listing page or API answer into the listing's details (issue 18). Pure: a
 * text in, the details out. Airbnb has carried a listing's data in several places over the years,
 * and a page may carry more than one; each reader below knows one, and the first that has a field
 * wins (the page's own data before its search-engine tags):
 *
 * - `api-json`: a GraphQL `StaysPdpSections` answer (`data.presentation.stayProductDetailPage`).
 * - `deferred-state`: today's pages, `<script id="data-deferred-state-0">` holding the same
 *   `stayProductDetailPage` inside `niobeMinimalClientData`.
 * - `hypernova`: 2016–2019 pages, `<script data-hypernova-key="spaspabundlejs"><!--{…}--></script>`
 *   with `bootstrapData.reduxData.marketplacePdp.listingInfo.listing`.
 * - `json-ld`: schema.org `VacationRental` / `LodgingBusiness` / `Product` blocks.
 * - `og`: `og:title`, `og:description`, `og:image` meta tags.
 *
 * Readers walk the structure by key rather than by position, so a section moved or renamed still
 * gives what its fields say. What no reader found is listed in `missing`.
 */
import type { ListingDetails, ListingRoomType } from '@casona/proto/appraisal/intake';

export type ExtractionSource = 'api-json' | 'deferred-state' | 'hypernova' | 'json-ld' | 'og';

type Found = Omit<ListingDetails, 'room_id'>;
type Partial = { [K in keyof Found]?: Found[K] | null | undefined };

export interface Extraction {
  found: ListingDetails;
  /** The readers that gave at least one field, in priority order. */
  sources: ExtractionSource[];
  /** The fields nothing gave (photos and amenities when empty). */
  missing: (keyof Found)[];
}

export const DETAIL_FIELDS = [
  'title',
  'room_type',
  'guests',
  'bedrooms',
  'beds',
  'bathrooms',
  'latitude',
  'longitude',
  'rating',
  'review_count',
  'photos',
  'amenities',
] as const satisfies readonly (keyof Found)[];

/** The fields without which the owner cannot go on without typing (the rest are nice to have). */
export const ESSENTIAL_FIELDS = ['title', 'bedrooms', 'bathrooms', 'latitude', 'longitude'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Obj = { [key: string]: Json };

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
function num(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(v)) return Number(v);
  return null;
}
const between = (v: number | null, min: number, max: number) =>
  v !== null && v >= min && v <= max ? v : null;

function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** Every object in a structure, depth first (documents are trees: no cycles). */
function* objects(root: Json, depth = 0): Generator<Obj> {
  if (depth > 60) return;
  if (Array.isArray(root)) for (const item of root) yield* objects(item, depth + 1);
  else if (isObj(root)) {
    yield root;
    for (const value of Object.values(root)) yield* objects(value, depth + 1);
  }
}

function firstWithKey(root: Json, key: string): Json | undefined {
  for (const o of objects(root)) if (key in o) return o[key];
  return undefined;
}

// ─── Words on the page: "2 bedrooms", "1 private bath", "Studio", "4 huéspedes" ──────────────────

const COUNT_WORDS: readonly [keyof Found, RegExp][] = [
  ['guests', /(\d+)\+?\s*(?:guests?|huéspedes|huésped|viajeros?)\b/i],
  ['bedrooms', /(\d+)\s*(?:bedrooms?|recámaras?|habitaciones|habitación|dormitorios?)\b/i],
  ['beds', /(\d+)\s*(?:beds?|camas?)\b/i],
  [
    'bathrooms',
    /(\d+(?:[.,]5)?)\s*(?:(?:private|shared|privados?|compartidos?)\s+)?(?:baths?|bathrooms?|baños?)\b/i,
  ],
];

/** Counts read from short labels such as overview items or a share title split on '·'. */
export function countsFromLabels(labels: readonly string[]): Partial {
  const out: Partial = {};
  for (const label of labels) {
    for (const [field, re] of COUNT_WORDS) {
      const m = re.exec(label);
      if (m && out[field] == null) (out as Record<string, unknown>)[field] = Number(m[1]!.replace(',', '.'));
    }
    if (/\b(?:studio|estudio)\b/i.test(label) && out.bedrooms == null) out.bedrooms = 0;
    if (/\bhalf-bath\b|\bmedio baño\b/i.test(label) && out.bathrooms == null) out.bathrooms = 0.5;
  }
  return out;
}

/** Airbnb's room-type wordings (logging names, categories, English and Spanish labels). */
export function roomTypeOf(value: unknown): ListingRoomType | null {
  const text = str(value)?.toLowerCase().replaceAll('_', ' ');
  if (!text) return null;
  if (/hotel/.test(text)) return 'HOTEL_ROOM';
  if (/shared|compartid/.test(text)) return 'SHARED_ROOM';
  if (/private room|habitación privada|habitacion privada|room in/.test(text)) return 'PRIVATE_ROOM';
  if (/entire|alojamiento entero|entero|completo/.test(text)) return 'ENTIRE_HOME';
  return null;
}

// ─── api-json / deferred-state: stayProductDetailPage ──────────────────────────────────────────

function fromStayPdp(pdp: Json): Partial {
  const out: Partial = {};
  const labels: string[] = [];
  const photos: string[] = [];
  const amenities: string[] = [];
  let hotel = false;
  for (const o of objects(pdp)) {
    if (o['pdpType'] === 'HOTEL') hotel = true;
    const type = str(o['sectionComponentType']) ?? '';
    if (/^TITLE/.test(type) && isObj(o['section'])) out.title ??= str(o['section']['title']);
    if (isObj(o['eventDataLogging'])) {
      const e = o['eventDataLogging'];
      out.room_type ??= roomTypeOf(e['roomType']);
      out.guests ??= num(e['personCapacity']);
      out.latitude ??= num(e['listingLat']);
      out.longitude ??= num(e['listingLng']);
      out.review_count ??= num(e['visibleReviewCount']);
      out.rating ??= num(e['guestSatisfactionOverall']);
    }
    if (isObj(o['sharingConfig'])) {
      const s = o['sharingConfig'];
      out.guests ??= num(s['personCapacity']);
      const share = str(s['title']);
      if (share) labels.push(...share.split('·').slice(1));
      out.room_type ??= roomTypeOf(s['propertyType']);
      const image = str(s['imageUrl']);
      if (image) photos.push(image);
    }
    if (typeof o['lat'] === 'number' && typeof o['lng'] === 'number') {
      out.latitude ??= o['lat'];
      out.longitude ??= o['lng'];
    }
    if ('overallRating' in o) out.rating ??= num(o['overallRating']);
    if ('overallCount' in o) out.review_count ??= num(o['overallCount']);
    if ('maxGuestCapacity' in o) out.guests ??= num(o['maxGuestCapacity']);
    for (const key of ['overviewItems', 'descriptionItems']) {
      const items = o[key];
      if (Array.isArray(items))
        for (const item of items) if (isObj(item) && str(item['title'])) labels.push(str(item['title'])!);
    }
    for (const key of ['mediaItems', 'previewImages', 'images']) {
      const items = o[key];
      if (Array.isArray(items))
        for (const item of items)
          if (isObj(item))
            photos.push(...[str(item['baseUrl']) ?? str(item['url'])].filter((u) => u !== null));
    }
    for (const key of ['seeAllAmenitiesGroups', 'previewAmenitiesGroups']) {
      const groups = o[key];
      if (!Array.isArray(groups)) continue;
      for (const group of groups) {
        if (!isObj(group) || !Array.isArray(group['amenities'])) continue;
        for (const a of group['amenities'])
          if (isObj(a) && a['available'] !== false && str(a['title'])) amenities.push(str(a['title'])!);
      }
    }
  }
  if (hotel && out.room_type !== 'ENTIRE_HOME') out.room_type = 'HOTEL_ROOM';
  const counts = countsFromLabels(labels);
  for (const f of ['guests', 'bedrooms', 'beds', 'bathrooms'] as const)
    out[f] ??= counts[f] as number | null | undefined;
  out.photos = photos;
  out.amenities = amenities;
  return out;
}

// ─── hypernova (2016–2019 pages) ───────────────────────────────────────────────────────────────

function fromHypernovaListing(l: Obj): Partial {
  const review = isObj(l['review_details_interface']) ? l['review_details_interface'] : {};
  const score = num(review['review_score']);
  const photos = Array.isArray(l['photos'])
    ? l['photos']
        .flatMap((p) => (isObj(p) ? [str(p['xl_picture']) ?? str(p['large']) ?? str(p['picture'])] : []))
        .filter((u) => u !== null)
    : [];
  const amenities = Array.isArray(l['listing_amenities'])
    ? l['listing_amenities'].flatMap((a) =>
        isObj(a) && a['is_present'] === true && str(a['name']) ? [str(a['name'])!] : [],
      )
    : [];
  const counts = countsFromLabels(
    [l['guest_label'], l['bedroom_label'], l['bed_label'], l['bathroom_label']].flatMap((v) =>
      str(v) ? [str(v)!] : [],
    ),
  );
  return {
    title: str(l['name']) ?? str(l['p3_summary_title']),
    room_type: roomTypeOf(l['room_type_category']) ?? roomTypeOf(l['localized_room_type']),
    guests: num(l['person_capacity']) ?? counts.guests,
    bedrooms: counts.bedrooms,
    beds: counts.beds,
    bathrooms: counts.bathrooms,
    latitude: num(l['lat']),
    longitude: num(l['lng']),
    // review_score is out of 100; star_rating is rounded to halves, so only a fallback.
    rating: score !== null ? Math.round((score / 20) * 100) / 100 : num(l['star_rating']),
    review_count: num(l['visible_review_count']) ?? num(review['review_count']),
    photos,
    amenities,
  };
}

// ─── JSON-LD ───────────────────────────────────────────────────────────────────────────────────

const LD_TYPES = /VacationRental|LodgingBusiness|Hotel|Accommodation|Apartment|House|Product|Room|Suite/;

function fromJsonLd(block: Json): Partial {
  for (const o of objects(block)) {
    const type = Array.isArray(o['@type']) ? o['@type'].join(' ') : String(o['@type'] ?? '');
    if (!LD_TYPES.test(type)) continue;
    const place = isObj(o['containsPlace']) ? o['containsPlace'] : {};
    const occupancy = isObj(place['occupancy'])
      ? place['occupancy']
      : isObj(o['occupancy'])
        ? o['occupancy']
        : {};
    const rating = isObj(o['aggregateRating']) ? o['aggregateRating'] : {};
    const geo = isObj(o['geo']) ? o['geo'] : {};
    const images = Array.isArray(o['image']) ? o['image'] : [o['image']];
    const features = Array.isArray(place['amenityFeature'])
      ? place['amenityFeature']
      : Array.isArray(o['amenityFeature'])
        ? o['amenityFeature']
        : [];
    const best = num(rating['bestRating']) ?? 5;
    const value = num(rating['ratingValue']);
    return {
      title: str(o['name']),
      room_type: roomTypeOf(place['additionalType']) ?? roomTypeOf(o['additionalType']),
      guests: num(occupancy['value']) ?? num(occupancy['maxValue']),
      bedrooms: num(place['numberOfBedrooms']) ?? num(o['numberOfBedrooms']) ?? num(o['numberOfRooms']),
      beds: num(place['numberOfBeds']) ?? num(o['numberOfBeds']),
      bathrooms: num(place['numberOfBathroomsTotal']) ?? num(o['numberOfBathroomsTotal']),
      latitude: num(geo['latitude']) ?? num(o['latitude']),
      longitude: num(geo['longitude']) ?? num(o['longitude']),
      rating: value !== null ? (value * 5) / best : null,
      review_count: num(rating['ratingCount']) ?? num(rating['reviewCount']),
      photos: images.flatMap((i) => (str(i) ? [str(i)!] : isObj(i) && str(i['url']) ? [str(i['url'])!] : [])),
      amenities: features.flatMap((f) =>
        isObj(f) && f['value'] !== false && str(f['name']) ? [str(f['name'])!] : [],
      ),
    };
  }
  return {};
}

// ─── og: tags ──────────────────────────────────────────────────────────────────────────────────

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&apos;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function metaTags(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const name = /\b(?:property|name)\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.toLowerCase();
    const content = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    if (name && content && !tags.has(name)) tags.set(name, decodeEntities(content[1] ?? content[2] ?? ''));
  }
  return tags;
}

function fromOg(html: string): Partial {
  const tags = metaTags(html);
  const rawTitle = str(tags.get('og:title'));
  const description = str(tags.get('og:description')) ?? '';
  // Today's og:title is "Rental unit in Lyon · ★4.91 · 1 bedroom · 2 beds · 1 bath"; 2018's was
  // "<name> - Flats for Rent in <place>". The share title's parts after the first are counts.
  const parts = rawTitle ? rawTitle.split('·').map((p) => p.trim()) : [];
  const rating = parts.map((p) => /★\s*(\d(?:\.\d+)?)/.exec(p)?.[1]).find((v) => v !== undefined);
  const image = str(tags.get('og:image'));
  return {
    title: rawTitle
      ? rawTitle
          .split(/ - [^-]+ (?:for Rent|en renta|en alquiler) in? ?/i)[0]!
          .split(' · ')[0]!
          .trim()
      : null,
    room_type: roomTypeOf(description.split(/ in | en /)[0]),
    ...countsFromLabels([...parts.slice(1), description]),
    latitude:
      num(tags.get('place:location:latitude')) ?? num(tags.get('airbedandbreakfast:location:latitude')),
    longitude:
      num(tags.get('place:location:longitude')) ?? num(tags.get('airbedandbreakfast:location:longitude')),
    rating: rating !== undefined ? Number(rating) : null,
    photos: image ? [image] : [],
  };
}

// ─── the page ──────────────────────────────────────────────────────────────────────────────────

function scripts(html: string, attribute: RegExp): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (attribute.test(m[1]!)) out.push(m[2]!);
  }
  return out;
}

const unwrapComment = (text: string) => text.trim().replace(/^<!--/, '').replace(/-->$/, '');

function readers(body: string): [ExtractionSource, Partial][] {
  const out: [ExtractionSource, Partial][] = [];
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const json = parseJson(trimmed);
    const pdp = json === undefined ? undefined : firstWithKey(json, 'stayProductDetailPage');
    if (pdp !== undefined && pdp !== null) out.push(['api-json', fromStayPdp(pdp)]);
    return out;
  }
  for (const text of scripts(
    body,
    /id\s*=\s*["']data-deferred-state[^"']*["']|type\s*=\s*["']application\/json["']/i,
  )) {
    if (!text.includes('stayProductDetailPage')) continue;
    const json = parseJson(unwrapComment(text));
    const pdp = json === undefined ? undefined : firstWithKey(json, 'stayProductDetailPage');
    if (pdp !== undefined && pdp !== null) {
      out.push(['deferred-state', fromStayPdp(pdp)]);
      break;
    }
  }
  for (const text of scripts(body, /data-hypernova-key\s*=/i)) {
    if (!text.includes('listingInfo')) continue;
    const json = parseJson(unwrapComment(text));
    const info = json === undefined ? undefined : firstWithKey(json, 'listingInfo');
    if (isObj(info) && isObj(info['listing'])) {
      out.push(['hypernova', fromHypernovaListing(info['listing'])]);
      break;
    }
  }
  for (const text of scripts(body, /type\s*=\s*["']application\/ld\+json["']/i)) {
    const json = parseJson(text.trim());
    if (json === undefined) continue;
    const found = fromJsonLd(json);
    if (Object.keys(found).length > 0) {
      out.push(['json-ld', found]);
      break;
    }
  }
  const og = fromOg(body);
  if (Object.values(og).some((v) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)))
    out.push(['og', og]);
  return out;
}

const dedupe = (list: readonly string[]) => [...new Set(list)];

/** Cleans a merged value: numbers out of range or not whole where they must be are dropped. */
function sane(found: Partial): Found {
  const whole = (v: number | null | undefined, max: number) =>
    v !== null && v !== undefined && Number.isInteger(v) ? between(v, 0, max) : null;
  const half = (v: number | null | undefined, max: number) =>
    v !== null && v !== undefined && Number.isInteger(v * 2) ? between(v, 0, max) : null;
  const latitude = between(found.latitude ?? null, -90, 90);
  const longitude = between(found.longitude ?? null, -180, 180);
  const located = latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0);
  return {
    title: found.title ? found.title.replace(/\s+/g, ' ').slice(0, 255) : null,
    room_type: found.room_type ?? null,
    guests: whole(found.guests, 50),
    bedrooms: whole(found.bedrooms, 50),
    beds: whole(found.beds, 100),
    bathrooms: half(found.bathrooms, 50),
    latitude: located ? latitude : null,
    longitude: located ? longitude : null,
    rating: between(found.rating ?? null, 0, 5),
    review_count: whole(found.review_count, 10_000_000),
    photos: dedupe((found.photos ?? []).filter((u) => /^https?:\/\//i.test(u))).slice(0, 30),
    amenities: dedupe(found.amenities ?? []).slice(0, 200),
  };
}

export function extractListing(roomId: string, body: string): Extraction {
  const merged: Partial = {};
  const sources: ExtractionSource[] = [];
  for (const [source, found] of readers(body)) {
    let gave = false;
    for (const field of DETAIL_FIELDS) {
      const value = found[field];
      if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
      const current = merged[field];
      if (current === null || current === undefined || (Array.isArray(current) && current.length === 0)) {
        (merged as Record<string, unknown>)[field] = value;
        gave = true;
      }
    }
    if (gave) sources.push(source);
  }
  const found = sane(merged);
  const missing = DETAIL_FIELDS.filter((f) => {
    const v = found[f];
    return v === null || (Array.isArray(v) && v.length === 0);
  });
  return { found: { room_id: roomId, ...found }, sources, missing };
}

/** Whether what was read is enough to call the page read: a title or coordinates at least. */
export function readable(extraction: Extraction): boolean {
  return extraction.found.title !== null || extraction.found.latitude !== null;
}
