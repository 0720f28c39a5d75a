/**
 * What the intake found, as the submission form's starting values (§5 bounds respected: a value
 * the form would refuse is left for the owner to type rather than prefilled wrong). Pure.
 */
import type { IntakeEstimate, ListingDetails } from '@casona/proto/appraisal/intake';
import { BATHROOMS_MAX, BEDROOMS_MAX, BEDROOMS_MIN, PRICE_MAX, PRICE_MIN } from '@casona/proto/constants';
import type { Amenity } from '@casona/proto/schemas/entities';

import type { SubmissionPrefill } from '../../components/property-submission-form.tsx';

const NAME_MAX = 255;
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export function prefillOf(
  found: ListingDetails | null,
  estimate: IntakeEstimate | null,
  catalogue: readonly Pick<Amenity, 'id' | 'en_name' | 'es_name'>[],
): SubmissionPrefill {
  const out: SubmissionPrefill = {};
  if (!found) return out;
  if (found.title) out.name = found.title.slice(0, NAME_MAX);
  // A studio has 0 bedrooms on Airbnb; the product counts it as one room (BEDROOMS_MIN).
  if (found.bedrooms !== null) out.bedrooms = Math.min(BEDROOMS_MAX, Math.max(BEDROOMS_MIN, found.bedrooms));
  if (found.bathrooms !== null && found.bathrooms >= 1) {
    out.bathrooms = Math.min(BATHROOMS_MAX, Math.floor(found.bathrooms));
    out.half_bathrooms = Number.isInteger(found.bathrooms) ? 0 : 1;
  }
  if (found.latitude !== null && found.longitude !== null) {
    out.latitude = found.latitude;
    out.longitude = found.longitude;
  }
  const wanted = new Set(found.amenities.map(fold));
  const matched = catalogue
    .filter((a) => wanted.has(fold(a.en_name)) || wanted.has(fold(a.es_name)))
    .map((a) => a.id);
  if (matched.length > 0) out.amenities = matched;
  if (
    estimate?.suggested_price != null &&
    estimate.suggested_price >= PRICE_MIN &&
    estimate.suggested_price <= PRICE_MAX
  )
    out.price = estimate.suggested_price;
  if (estimate?.assumed_built_area != null) {
    out.built_area = estimate.assumed_built_area;
    out.total_area = estimate.assumed_built_area;
  }
  return out;
}
