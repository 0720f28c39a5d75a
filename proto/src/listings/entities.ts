/** The §3 entities listings owns, defined with the others in schemas/entities.ts. */
export {
  Amenity,
  FloorDistribution,
  Lead,
  NeighborhoodInsight,
  NeighborhoodInsightAmount,
  Property,
  PropertyDescription,
  PropertyExternalListing,
  PropertyNeighborhoodInsight,
  TourRequest,
  TourReview,
} from '../schemas/entities.ts';
