/**
 * What the listings API takes besides proto's submission schemas (schemas/submissions.ts): path
 * parameters, queries, and the bodies of staff's actions.
 */
import { Type, type Static } from 'typebox';
import { PROPERTY_STATUSES } from '../enums.ts';
import { AmenityUpsert, PropertyUpdate, SubmitProperty } from '../schemas/submissions.ts';
import { Email, Int, Literals, Str, Uuid } from '../validation/types.ts';

/** `/…/:id` with a UUID. */
export const IdParams = Type.Object({ id: Uuid() });
/** A property named by id or slug (public pages). */
export const IdOrSlugParams = Type.Object({ idOrSlug: Str({ max: 200 }) });

const Page = () => Type.Optional(Int({ min: 1, max: 100_000, default: 1 }));

export const AdminPropertiesQuery = Type.Object({
  page: Page(),
  status: Type.Optional(Literals(PROPERTY_STATUSES)),
});
export type AdminPropertiesQuery = Static<typeof AdminPropertiesQuery>;

export const UtmQuery = Type.Object({ utm_source: Type.Optional(Str({ max: 100 })) });

export const PropertyIdQuery = Type.Object({ property_id: Uuid() });

export const LeadsQuery = Type.Object({ property_id: Type.Optional(Uuid()), page: Page() });
export type LeadsQuery = Static<typeof LeadsQuery>;

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
export type CatalogueCreate = Static<typeof CatalogueCreate>;

/** proto's PropertyUpdate with the id in the path (a `property_id` in the body must match it). */
export const PropertyPatch = Type.Object(
  { ...PropertyUpdate.properties, property_id: Type.Optional(Uuid()) },
  { title: 'PropertyPatch' },
);
export type PropertyPatch = Static<typeof PropertyPatch>;

/** Staff submit for an owner named by email: proto's SubmitProperty plus `owner_email`. */
export const AdminSubmitProperty = Type.Object(
  { ...SubmitProperty.properties, owner_email: Email() },
  { title: 'AdminSubmitProperty' },
);
export type AdminSubmitProperty = Static<typeof AdminSubmitProperty>;

export const StatusChange = Type.Object(
  {
    status: Literals(PROPERTY_STATUSES),
    rejection_reason: Type.Optional(Type.Union([Str({ min: 0, max: 300 }), Type.Null()])),
  },
  { title: 'StatusChange' },
);
export type StatusChange = Static<typeof StatusChange>;

export const ImageReorder = Type.Object(
  { img_urls: Type.Array(Str({ max: 2048 }), { maxItems: 30 }) },
  { title: 'ImageReorder' },
);

export const ArchiveBody = Type.Object({ archived: Type.Boolean() }, { title: 'ArchiveBody' });
