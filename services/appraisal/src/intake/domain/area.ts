/**
 * A listing page states rooms, not square metres, and the valuation model needs a built area. This
 * is the documented estimate the intake assumes (and shows to the owner, who corrects it):
 *
 * - a studio (0 bedrooms): 38 m²;
 * - otherwise 30 m² of living, kitchen and circulation, plus 27 m² a bedroom, plus 6 m² for each
 *   bathroom after the first (a 1-bedroom: 57 m²; 2 bedrooms, 1 bath: 84 m²; 3 bedrooms, 2 baths:
 *   117 m²) — close to the median built area per bedroom count of the apartments in the committed
 *   comparables, rounded;
 * - bounded by §5's 30–100,000 m².
 *
 * Total area is the same figure for an apartment; the owner adds a garden or roof themselves.
 */
import type { ListingRoomType } from '@casona/proto/appraisal/intake';
import type { PropertyType } from '@casona/proto/enums';

export const STUDIO_AREA = 38;
export const BASE_AREA = 30;
export const AREA_PER_BEDROOM = 27;
export const AREA_PER_EXTRA_BATHROOM = 6;
const AREA_MIN = 30;
const AREA_MAX = 100_000;

export function assumedBuiltArea(rooms: { bedrooms: number | null; bathrooms: number | null }): number {
  const bedrooms = rooms.bedrooms ?? 1;
  const bathrooms = rooms.bathrooms ?? 1;
  const area =
    bedrooms === 0
      ? STUDIO_AREA
      : BASE_AREA +
        AREA_PER_BEDROOM * bedrooms +
        AREA_PER_EXTRA_BATHROOM * Math.max(0, Math.ceil(bathrooms) - 1);
  return Math.min(AREA_MAX, Math.max(AREA_MIN, area));
}

const HOUSE_WORDS = /\b(?:house|villa|cabin|cottage|casa|caba[ñn]a|residencia|townhouse)\b/i;

/**
 * The property type the price assumes: a house when the listing calls itself one (title or type
 * wording), else an apartment — most short-term rentals in Mexico's cities are.
 */
export function assumedPropertyType(
  words: readonly (string | null)[],
  roomType: ListingRoomType | null,
): PropertyType {
  if (
    roomType === 'ENTIRE_HOME' &&
    words.some((w) => w !== null && HOUSE_WORDS.test(w) && !/entire home\/(?:apt|flat)/i.test(w))
  )
    return 'HOUSE';
  return 'APARTMENT';
}

/** The room type as Inside Airbnb's files (the short-term-rental comparables) write it. */
export const INSIDE_AIRBNB_ROOM_TYPES: Record<ListingRoomType, string> = {
  ENTIRE_HOME: 'Entire home/apt',
  PRIVATE_ROOM: 'Private room',
  SHARED_ROOM: 'Shared room',
  HOTEL_ROOM: 'Hotel room',
};

/**
 * A listing page does not say how old the home is; the appraisal asks. The intake assumes 10 years
 * (and says so on the appraisal's request: the owner's submission carries the real year built).
 */
export const ASSUMED_YEARS_BUILT = 10;
