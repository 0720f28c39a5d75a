/**
 * The address search's rules (issue 16 item 9), pure: what Google Places and Nominatim answers
 * mean as places of the INEGI catalogue, and which municipalities a typed text names when no
 * provider is set (the embedded default, no network, no coordinates: a pin comes next).
 */
import {
  STATES,
  findMunicipality,
  municipalitiesOf,
  normalizeState,
  placeKey,
  type PlaceCandidate,
} from '@casona/proto';

export const MAX_PLACES = 5;

/** Google Places API (New) `places:searchText` answer, the fields asked for by the field mask. */
export type GooglePlacesAnswer = {
  places?: {
    id?: string;
    formattedAddress?: string;
    location?: { latitude?: number; longitude?: number };
    addressComponents?: { longText?: string; shortText?: string; types?: string[] }[];
  }[];
};

/** Nominatim `/search?format=jsonv2&addressdetails=1` answer. */
export type NominatimAnswer = {
  place_id?: number;
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
}[];

const clip = (text: string | undefined, max: number): string | undefined => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** The catalogue's spelling of the first of `names` that is a municipality of `state`. */
function municipalityIn(state: string, names: (string | undefined)[]): string | undefined {
  for (const name of names) {
    if (!name) continue;
    const found = findMunicipality(state, name);
    if (found) return found.name;
  }
  return undefined;
}

function candidate(parts: {
  address: string | undefined;
  state: string | undefined;
  municipalities: (string | undefined)[];
  latitude: number | undefined;
  longitude: number | undefined;
  street?: string | undefined;
  exterior_number?: string | undefined;
  postal_code?: string | undefined;
  neighborhood?: string | undefined;
  place_id?: string | undefined;
}): PlaceCandidate | undefined {
  const state = parts.state ? normalizeState(parts.state) : undefined;
  const address = clip(parts.address, 300);
  if (!state || !address) return undefined;
  const municipality = municipalityIn(state, parts.municipalities);
  // A place outside the catalogue cannot be a property's city: leave it out.
  if (!municipality) return undefined;
  const located =
    Number.isFinite(parts.latitude) &&
    Number.isFinite(parts.longitude) &&
    Math.abs(parts.latitude!) <= 90 &&
    Math.abs(parts.longitude!) <= 180;
  const out: PlaceCandidate = {
    search_address_string: address,
    state,
    municipality,
    latitude: located ? parts.latitude! : null,
    longitude: located ? parts.longitude! : null,
  };
  const street = clip(parts.street, 255);
  const exterior = clip(parts.exterior_number, 20);
  const zip = clip(parts.postal_code, 10);
  const neighborhood = clip(parts.neighborhood, 255);
  const placeId = clip(parts.place_id, 255);
  if (street) out.street = street;
  if (exterior) out.exterior_number = exterior;
  if (zip) out.postal_code = zip;
  if (neighborhood) out.neighborhood = neighborhood;
  if (placeId) out.place_id = placeId;
  return out;
}

/** Google's places as candidates: `id` is the spec's place_id; state and municipality from the catalogue. */
export function placesFromGoogle(answer: GooglePlacesAnswer): PlaceCandidate[] {
  const out: PlaceCandidate[] = [];
  for (const place of answer.places ?? []) {
    const part = (type: string) => place.addressComponents?.find((c) => c.types?.includes(type));
    const state = part('administrative_area_level_1');
    const found = candidate({
      address: place.formattedAddress,
      state: state?.longText ?? state?.shortText,
      municipalities: [
        part('administrative_area_level_2')?.longText,
        part('locality')?.longText,
        part('sublocality_level_1')?.longText,
      ],
      latitude: place.location?.latitude,
      longitude: place.location?.longitude,
      street: part('route')?.longText,
      exterior_number: part('street_number')?.longText,
      postal_code: part('postal_code')?.longText,
      neighborhood: (part('sublocality_level_1') ?? part('neighborhood'))?.longText,
      place_id: place.id,
    });
    if (found) out.push(found);
  }
  return out.slice(0, MAX_PLACES);
}

/** Nominatim's results as candidates (no place_id: that is Google's). */
export function placesFromNominatim(answer: NominatimAnswer): PlaceCandidate[] {
  const out: PlaceCandidate[] = [];
  for (const item of Array.isArray(answer) ? answer : []) {
    const a = item.address ?? {};
    const found = candidate({
      address: item.display_name,
      state: a['state'],
      municipalities: [a['borough'], a['county'], a['municipality'], a['city'], a['town'], a['village']],
      latitude: item.lat === undefined ? undefined : Number(item.lat),
      longitude: item.lon === undefined ? undefined : Number(item.lon),
      street: a['road'],
      exterior_number: a['house_number'],
      postal_code: a['postcode'],
      neighborhood: a['neighbourhood'] ?? a['suburb'] ?? a['quarter'],
    });
    if (found) out.push(found);
  }
  return out.slice(0, MAX_PLACES);
}

const wordsOf = (text: string) =>
  ` ${placeKey(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The municipalities a typed text names, from INEGI's catalogue: a municipality written whole in
 * the text ("Colima 123, Roma Norte, Cuauhtémoc, CDMX") or begun ("Guadala"), in the state the text
 * names when it names one. Longer names first ("San Pedro Garza García" before "García"); no
 * coordinates, so the person drops a pin next.
 */
export function placesFromCatalogue(text: string): PlaceCandidate[] {
  const typed = wordsOf(text);
  if (typed.trim().length < 2) return [];
  const segments = text.split(',').map((s) => s.trim());
  const statesNamed = new Set(
    [
      ...segments,
      ...segments.flatMap((s) => [s.split(' ').slice(-1).join(' '), s.split(' ').slice(-2).join(' ')]),
    ]
      .map((s) => normalizeState(s))
      .filter((s) => s !== undefined),
  );
  const states = statesNamed.size > 0 ? STATES.filter((s) => statesNamed.has(s.name)) : STATES;
  // The part being typed: the last comma-separated segment.
  const typing = wordsOf(segments.at(-1) ?? '').trim();
  const scored: { score: number; place: PlaceCandidate }[] = [];
  for (const state of states) {
    for (const municipality of municipalitiesOf(state.name)) {
      const name = wordsOf(municipality.name);
      let score = 0;
      if (typed.includes(name)) score = 2 + name.length / 100;
      else if (typing.length >= 3 && name.trim().startsWith(typing)) score = 1;
      if (score === 0) continue;
      scored.push({
        score: score + (statesNamed.size > 0 ? 1 : 0),
        place: {
          search_address_string: text.trim().slice(0, 300),
          state: state.name,
          municipality: municipality.name,
          latitude: null,
          longitude: null,
        },
      });
    }
  }
  scored.sort((a, b) => b.score - a.score || a.place.municipality.localeCompare(b.place.municipality, 'es'));
  const seen = new Set<string>();
  const out: PlaceCandidate[] = [];
  for (const { place } of scored) {
    const key = `${place.state}|${place.municipality}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(place);
    if (out.length === MAX_PLACES) break;
  }
  return out;
}
