import { Type, type TSchema } from 'typebox';
import {
  AmenityUpsert,
  Int,
  Literals,
  PROPERTY_STATUSES,
  PropertyUpdate,
  SubmitProperty,
  Email,
  Str,
  Uuid,
} from '@casona/proto';

/** `{ message }`: a confirmation in the caller's language. */
export const MessageResponse = Type.Object({ message: Type.String() }, { title: 'Message' });

/** The error body every Casona service answers (kit's errorBody). */
export const ErrorResponse = Type.Object(
  {
    statusCode: Type.Integer(),
    code: Type.String(),
    message: Type.String(),
    errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
  },
  { title: 'Error' },
);

/** The error answers a route documents besides its success. */
export function errors(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse]));
}

/**
 * POST /admin/{amenity|neighborhood_insight}: a new entry. The server chooses its id; a client
 * sending one is told the field is not allowed (ids are chosen on create only by the server).
 */
export const CatalogueCreate = Type.Object(
  {
    en_name: AmenityUpsert.properties.en_name,
    es_name: AmenityUpsert.properties.es_name,
    archived: AmenityUpsert.properties.archived,
  },
  { additionalProperties: false, title: 'CatalogueCreate' },
);

export const NoContent = Type.Null({ description: 'No content' });

export const IdParams = Type.Object({ id: Uuid() });
/** A property named by id or slug (public pages). */
export const IdOrSlugParams = Type.Object({ idOrSlug: Str({ max: 200 }) });

export const PageQuery = Type.Object({ page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })) });

export const AdminPropertiesQuery = Type.Object({
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
  status: Type.Optional(Literals(PROPERTY_STATUSES)),
});

export const UtmQuery = Type.Object({ utm_source: Type.Optional(Str({ max: 100 })) });

/** proto's PropertyUpdate with the id in the path (a `property_id` in the body must match it). */
export const PropertyPatch = Type.Object(
  { ...PropertyUpdate.properties, property_id: Type.Optional(Uuid()) },
  { title: 'PropertyPatch' },
);

/** Staff submit for an owner named by email: proto's SubmitProperty plus `owner_email`. */
export const AdminSubmitProperty = Type.Object(
  { ...SubmitProperty.properties, owner_email: Email() },
  { title: 'AdminSubmitProperty' },
);

export const StatusChange = Type.Object(
  {
    status: Literals(PROPERTY_STATUSES),
    rejection_reason: Type.Optional(Type.Union([Str({ min: 0, max: 300 }), Type.Null()])),
  },
  { title: 'StatusChange' },
);

export const ImageReorder = Type.Object(
  { img_urls: Type.Array(Str({ max: 2048 }), { maxItems: 30 }) },
  { title: 'ImageReorder' },
);

export const ArchiveBody = Type.Object({ archived: Type.Boolean() }, { title: 'ArchiveBody' });

export const PropertyIdQuery = Type.Object({ property_id: Uuid() });
export const LeadsQuery = Type.Object({
  property_id: Type.Optional(Uuid()),
  page: Type.Optional(Int({ min: 1, max: 100_000, default: 1 })),
});
