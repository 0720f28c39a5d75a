/**
 * Properties' SQL: rows in, rows out. No rules, no events; the use cases in properties.ts,
 * submission.ts and images.ts decide, these only read and write (inside the caller's transaction
 * when given its client).
 */
import type { LocationPrecision } from './geocoding-centroids.ts';
import type pg from 'pg';
import type {
  FileType,
  FloorDistribution,
  PropertyDescription,
  PropertyLabel,
  PropertyStatus,
  PropertyType,
  RoleLabel,
  StateName,
  TimeZone,
} from '@casona/proto';
import { isUniqueViolation, type Queryable } from '@casona/kit/db/queryable';
import { uniqueSlug } from '../domain/slug.ts';
import { OWNER_ROLE_LABELS } from '@casona/proto';
import { FOLD_SQL, nameNeedle } from '../domain/name-search.ts';

/** A property row as stored. numeric columns are strings. */
export interface PropertyRow {
  id: string;
  appraisal_id: string | null;
  name: string;
  slug: string;
  label: PropertyLabel;
  status: PropertyStatus;
  type: PropertyType;
  price: string;
  wished_price: string | null;
  market_price: string | null;
  cap_rate: string | null;
  description: PropertyDescription | null;
  floors: number;
  floor_distribution: FloorDistribution | null;
  bathrooms: number;
  bedrooms: number;
  half_bathrooms: number;
  parking_spaces: number;
  terraces: number;
  built_area: string;
  total_area: string;
  year_built: number | null;
  street: string;
  exterior_number: string | null;
  interior_number: string | null;
  zip: string;
  city: string;
  state: StateName;
  latitude: number | null;
  longitude: number | null;
  timezone: TimeZone;
  img_keys: string[];
  published_at: Date | null;
  /** The colonia (issue 16); null when none was given. */
  neighborhood: string | null;
  qr_code_views: number;
  rejection_reason: string | null;
  yearly_cleaning: string;
  yearly_electricity: string;
  yearly_maintenance: string;
  yearly_predial: string;
  yearly_services: string;
  yearly_water: string;
  main_airbnb_listing_url: string | null;
  created_by: string | null;
  owner_email: string | null;
  created_at: Date;
  updated_at: Date;
}

export async function findProperty(q: Queryable, id: string, lock = false): Promise<PropertyRow | null> {
  const { rows } = await q.query<PropertyRow>(
    `SELECT * FROM property WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findPropertyBySlug(q: Queryable, slug: string): Promise<PropertyRow | null> {
  const { rows } = await q.query<PropertyRow>('SELECT * FROM property WHERE slug = $1', [slug]);
  return rows[0] ?? null;
}

export async function findPublishedProperty(
  q: Queryable,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const { rows } = await q.query<{ id: string; name: string }>(
    "SELECT id, name FROM property WHERE id = $1 AND status = 'PUBLISHED'",
    [id],
  );
  return rows[0] ?? null;
}

const MAX_SLUG_TRIES = 5;

/**
 * Inserts with a slug free at that moment (name + city, suffixed on collision). Another insert may
 * take the same slug in between: the unique index refuses it and the next free one is tried.
 */
export async function insertWithFreeSlug(
  client: pg.ClientBase,
  base: string,
  insert: (slug: string) => Promise<void>,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const { rows } = await client.query<{ slug: string }>(
      `SELECT slug FROM property WHERE slug = $1 OR slug LIKE $2`,
      [base, `${base}-%`],
    );
    const slug = uniqueSlug(
      base,
      rows.map((r) => r.slug),
    );
    await client.query('SAVEPOINT slug');
    try {
      await insert(slug);
      await client.query('RELEASE SAVEPOINT slug');
      return slug;
    } catch (err) {
      await client.query('ROLLBACK TO SAVEPOINT slug');
      if (!isUniqueViolation(err, 'property_slug_key') || attempt >= MAX_SLUG_TRIES) throw err;
    }
  }
}

/** A submitted property as first stored (status REVISION, the asked price also the wished one). */
export interface NewProperty {
  id: string;
  appraisal_id: string | null;
  name: string;
  slug: string;
  type: PropertyType;
  price: number;
  floors: number;
  /** Stored as JSON when given. */
  floor_distribution: unknown;
  bathrooms: number;
  bedrooms: number;
  half_bathrooms: number;
  parking_spaces: number;
  built_area: number;
  total_area: number;
  year_built: number | null;
  street: string;
  exterior_number: string | null;
  interior_number: string | null;
  zip: string;
  city: string;
  state: StateName;
  latitude: number | null;
  longitude: number | null;
  timezone: TimeZone;
  img_keys: string[];
  created_by: string | null;
  owner_email: string | null;
  created_at: Date;
  /** How the coordinate was found (issue 16): a pin, or its address's centre. */
  location_precision: LocationPrecision | null;
  /** The colonia (issue 16), when the submission named it. */
  neighborhood?: string | null;
}

export async function insertProperty(q: Queryable, p: NewProperty): Promise<void> {
  await q.query(
    `INSERT INTO property (id, appraisal_id, name, slug, type, price, wished_price, floors, floor_distribution,
       bathrooms, bedrooms, half_bathrooms, parking_spaces, built_area, total_area, year_built, street,
       exterior_number, interior_number, zip, city, state, latitude, longitude, timezone, img_keys,
       created_by, owner_email, created_at, updated_at, location_precision, neighborhood)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
       $22, $23, $24, $25, $26, $27, $28, $28, $29, $30)`,
    [
      p.id,
      p.appraisal_id,
      p.name,
      p.slug,
      p.type,
      p.price,
      p.floors,
      p.floor_distribution ? JSON.stringify(p.floor_distribution) : null,
      p.bathrooms,
      p.bedrooms,
      p.half_bathrooms,
      p.parking_spaces,
      p.built_area,
      p.total_area,
      p.year_built,
      p.street,
      p.exterior_number,
      p.interior_number,
      p.zip,
      p.city,
      p.state,
      p.latitude,
      p.longitude,
      p.timezone,
      p.img_keys,
      p.created_by,
      p.owner_email,
      p.created_at,
      p.location_precision,
      p.neighborhood ?? null,
    ],
  );
}

/**
 * A copy of a property's row under a new id, name and slug, with its own images, back in REVISION;
 * its amenities and insights are copied too.
 */
export async function copyProperty(
  q: Queryable,
  sourceId: string,
  copy: { id: string; name: string; slug: string; img_keys: string[]; created_by: string | null; now: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO property (id, appraisal_id, name, slug, label, status, type, price, wished_price, market_price,
       cap_rate, description, floors, floor_distribution, bathrooms, bedrooms, half_bathrooms, parking_spaces,
       terraces, built_area, total_area, year_built, street, exterior_number, interior_number, zip, city, state,
       latitude, longitude, timezone, img_keys, yearly_cleaning, yearly_electricity, yearly_maintenance,
       yearly_predial, yearly_services, yearly_water, main_airbnb_listing_url, created_by, owner_email,
       created_at, updated_at)
     SELECT $2, appraisal_id, $3, $4, label, 'REVISION', type, price, wished_price, market_price,
       cap_rate, description, floors, floor_distribution, bathrooms, bedrooms, half_bathrooms, parking_spaces,
       terraces, built_area, total_area, year_built, street, exterior_number, interior_number, zip, city, state,
       latitude, longitude, timezone, $5, yearly_cleaning, yearly_electricity, yearly_maintenance,
       yearly_predial, yearly_services, yearly_water, main_airbnb_listing_url, $6, owner_email, $7, $7
     FROM property WHERE id = $1`,
    [sourceId, copy.id, copy.name, copy.slug, copy.img_keys, copy.created_by, copy.now],
  );
}

export async function copyAmenitiesAndInsights(q: Queryable, sourceId: string, id: string): Promise<void> {
  await q.query(
    `INSERT INTO property_amenity (property_id, amenity_id, position)
     SELECT $2, amenity_id, position FROM property_amenity WHERE property_id = $1`,
    [sourceId, id],
  );
  await q.query(
    `INSERT INTO property_neighborhood_insight (property_id, neighborhood_insight_id, amount)
     SELECT $2, neighborhood_insight_id, amount FROM property_neighborhood_insight WHERE property_id = $1`,
    [sourceId, id],
  );
}

/** The profile holding one of the given labels on the property (its owner), if any. */
export async function memberWithLabel(
  q: Queryable,
  propertyId: string,
  labels: readonly RoleLabel[],
): Promise<string | null> {
  const { rows } = await q.query<{ profile_id: string }>(
    'SELECT profile_id FROM membership WHERE property_id = $1 AND label = ANY($2) LIMIT 1',
    [propertyId, labels],
  );
  return rows[0]?.profile_id ?? null;
}

/** The property's amenities, in their order. */
export async function amenityIdsOf(q: Queryable, propertyId: string): Promise<string[]> {
  const { rows } = await q.query<{ amenity_id: string }>(
    'SELECT amenity_id FROM property_amenity WHERE property_id = $1 ORDER BY position',
    [propertyId],
  );
  return rows.map((r) => r.amenity_id);
}

export async function setAmenities(q: Queryable, propertyId: string, ids: readonly string[]): Promise<void> {
  await q.query('DELETE FROM property_amenity WHERE property_id = $1', [propertyId]);
  if (ids.length === 0) return;
  await q.query(
    `INSERT INTO property_amenity (property_id, amenity_id, position)
     SELECT $1, amenity_id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(amenity_id, ord)`,
    [propertyId, ids],
  );
}

export async function setInsights(
  q: Queryable,
  propertyId: string,
  insights: readonly { neighborhood_insight_id: string; amount: number }[],
): Promise<void> {
  await q.query('DELETE FROM property_neighborhood_insight WHERE property_id = $1', [propertyId]);
  if (insights.length === 0) return;
  await q.query(
    `INSERT INTO property_neighborhood_insight (property_id, neighborhood_insight_id, amount)
     SELECT $1, id, amount FROM unnest($2::uuid[], $3::numeric[]) AS t(id, amount)`,
    [propertyId, insights.map((i) => i.neighborhood_insight_id), insights.map((i) => i.amount)],
  );
}

export async function insertSubmittedFile(
  q: Queryable,
  file: { id: string; property_id: string; type: FileType; storage_key: string; created_at: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO submitted_file (id, property_id, type, storage_key, created_at) VALUES ($1, $2, $3, $4, $5)',
    [file.id, file.property_id, file.type, file.storage_key, file.created_at],
  );
}

export async function submittedFilesOf(
  q: Queryable,
  propertyId: string,
): Promise<{ type: FileType; storage_key: string }[]> {
  const { rows } = await q.query<{ type: FileType; storage_key: string }>(
    'SELECT type, storage_key FROM submitted_file WHERE property_id = $1 ORDER BY created_at, type',
    [propertyId],
  );
  return rows;
}

/** Sets the given columns (values as stored: JSON columns already serialized) and updated_at. */
export async function updateColumns(
  q: Queryable,
  id: string,
  values: Readonly<Record<string, unknown>>,
  now: Date,
): Promise<PropertyRow> {
  const columns = Object.keys(values);
  const sets = columns.map((c, i) => `${c} = $${i + 2}`);
  const { rows } = await q.query<PropertyRow>(
    `UPDATE property SET ${sets.join(', ')}, updated_at = $${columns.length + 2} WHERE id = $1 RETURNING *`,
    [id, ...columns.map((c) => values[c]), now],
  );
  return rows[0]!;
}

/** A new status and what it brings (a first publication date, a rejection reason, a label). */
export async function updateStatus(
  q: Queryable,
  id: string,
  change: {
    status: PropertyStatus;
    publishedAt?: Date | undefined;
    rejectionReason?: string | null | undefined;
    label?: PropertyLabel | undefined;
    now: Date;
  },
): Promise<PropertyRow> {
  const { rows } = await q.query<PropertyRow>(
    `UPDATE property SET status = $2,
       published_at = COALESCE($3, published_at),
       rejection_reason = CASE WHEN $4::boolean THEN $5 ELSE rejection_reason END,
       label = COALESCE($6, label),
       updated_at = $7
     WHERE id = $1 RETURNING *`,
    [
      id,
      change.status,
      change.publishedAt ?? null,
      change.rejectionReason !== undefined,
      change.rejectionReason ?? null,
      change.label ?? null,
      change.now,
    ],
  );
  return rows[0]!;
}

export async function appendImageKey(q: Queryable, id: string, key: string, now: Date): Promise<void> {
  await q.query('UPDATE property SET img_keys = array_append(img_keys, $2), updated_at = $3 WHERE id = $1', [
    id,
    key,
    now,
  ]);
}

export async function setImageKeys(
  q: Queryable,
  id: string,
  keys: readonly string[],
  now: Date,
): Promise<PropertyRow> {
  const { rows } = await q.query<PropertyRow>(
    'UPDATE property SET img_keys = $2, updated_at = $3 WHERE id = $1 RETURNING *',
    [id, keys, now],
  );
  return rows[0]!;
}

/** One more view through the QR code; the row as it is now. */
export async function countQrView(q: Queryable, id: string): Promise<PropertyRow | null> {
  const { rows } = await q.query<PropertyRow>(
    'UPDATE property SET qr_code_views = qr_code_views + 1 WHERE id = $1 RETURNING *',
    [id],
  );
  return rows[0] ?? null;
}

/** A page of the properties a profile holds one of the labels on (deleted ones left out), newest first. */
export async function memberProperties(
  q: Queryable,
  profileId: string,
  labels: readonly RoleLabel[],
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: (PropertyRow & { member_label: RoleLabel })[] }> {
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM membership m JOIN property p ON p.id = m.property_id
      WHERE m.profile_id = $1 AND m.label = ANY($2) AND p.status <> 'DELETED'`,
    [profileId, labels],
  );
  const { rows } = await q.query<PropertyRow & { member_label: RoleLabel }>(
    `SELECT p.*, m.label AS member_label FROM membership m JOIN property p ON p.id = m.property_id
      WHERE m.profile_id = $1 AND m.label = ANY($2) AND p.status <> 'DELETED'
      ORDER BY p.created_at DESC, p.id LIMIT $3 OFFSET $4`,
    [profileId, labels, page.limit, page.offset],
  );
  return { total: total.rows[0]!.n, rows };
}

/** A page of every property (or those of one status), newest first; `text` searches name, city, state and owner email. */
export async function allProperties(
  q: Queryable,
  status: PropertyStatus | undefined,
  page: { limit: number; offset: number },
  text?: string,
): Promise<{ total: number; rows: PropertyRow[] }> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  if (status) conditions.push(`status = $${values.push(status)}`);
  const needle = nameNeedle(text);
  if (needle !== null) {
    const p = `'%' || $${values.push(needle)} || '%'`;
    const owners = `$${values.push(OWNER_ROLE_LABELS)}`;
    conditions.push(
      `(${FOLD_SQL('name')} LIKE ${p} OR ${FOLD_SQL('city')} LIKE ${p} OR ${FOLD_SQL('state')} LIKE ${p}
        OR ${FOLD_SQL("coalesce(owner_email, '')")} LIKE ${p}
        OR EXISTS (SELECT 1 FROM membership m JOIN profile pr ON pr.id = m.profile_id
                    WHERE m.property_id = property.id AND m.label = ANY(${owners}) AND ${FOLD_SQL('pr.email')} LIKE ${p}))`,
    );
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM property ${where}`, values);
  const limit = values.push(page.limit);
  const offset = values.push(page.offset);
  const { rows } = await q.query<PropertyRow>(
    `SELECT * FROM property ${where} ORDER BY created_at DESC, id LIMIT $${limit} OFFSET $${offset}`,
    values,
  );
  return { total: total.rows[0]!.n, rows };
}

// ─── What a property's view shows besides its row ────────────────────────────────────────────────
// One query per kind for a whole list, one after the other: `q` may be a transaction's client,
// which runs one query at a time.

export async function amenitiesOfProperties(
  q: Queryable,
  ids: readonly string[],
): Promise<{ property_id: string; amenity_id: string }[]> {
  const { rows } = await q.query<{ property_id: string; amenity_id: string }>(
    'SELECT property_id, amenity_id FROM property_amenity WHERE property_id = ANY($1) ORDER BY position',
    [ids],
  );
  return rows;
}

export async function insightsOfProperties(
  q: Queryable,
  ids: readonly string[],
): Promise<{ property_id: string; neighborhood_insight_id: string; amount: string }[]> {
  const { rows } = await q.query<{ property_id: string; neighborhood_insight_id: string; amount: string }>(
    `SELECT property_id, neighborhood_insight_id, amount FROM property_neighborhood_insight
      WHERE property_id = ANY($1) ORDER BY neighborhood_insight_id`,
    [ids],
  );
  return rows;
}

export async function fileTypesOfProperties(
  q: Queryable,
  ids: readonly string[],
): Promise<{ property_id: string; type: FileType }[]> {
  const { rows } = await q.query<{ property_id: string; type: FileType }>(
    // Documents' word on the files on file and valid (documents.file.* events); the PDFs sent with
    // the submission count only for a property documents has not spoken about yet.
    `SELECT property_id, unnest(valid_types) AS type FROM document_file_types WHERE property_id = ANY($1)
     UNION ALL
     SELECT s.property_id, s.type FROM submitted_file s
      WHERE s.property_id = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM document_file_types d WHERE d.property_id = s.property_id)`,
    [ids],
  );
  return rows;
}

/** The email of each property's member holding one of the labels (as the profile projection knows it). */
export async function memberEmailsOfProperties(
  q: Queryable,
  ids: readonly string[],
  labels: readonly RoleLabel[],
): Promise<{ property_id: string; email: string | null }[]> {
  const { rows } = await q.query<{ property_id: string; email: string | null }>(
    `SELECT m.property_id, p.email FROM membership m LEFT JOIN profile p ON p.id = m.profile_id
      WHERE m.property_id = ANY($1) AND m.label = ANY($2)`,
    [ids, labels],
  );
  return rows;
}
