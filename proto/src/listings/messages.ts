/** The messages listings answers with, from proto's one catalogue (i18n/messages.ts). */
import type { MessageKey } from '../i18n/messages.ts';

/** Properties and their images, submissions, the marketplace, leads, tours and the catalogues. */
export type ListingsMessageKey = Extract<
  MessageKey,
  | `property.${string}`
  | `image.${string}`
  | `submitProperty.${string}`
  | `market.${string}`
  | `lead.${string}`
  | `tourRequest.${string}`
  | `tourReview.${string}`
  | `catalogue.${string}`
  | `amenity.${string}`
  | `neighborhoodInsight.${string}`
>;
