import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  can,
  findMunicipality,
  IMAGE_MAX_BYTES,
  isMunicipalityOf,
  OWNER_ROLE_LABELS,
  PAGE_SIZE,
  ROLE_LABELS,
  stateInfo,
  toProfileLocale,
  translate,
  type MessageLocale,
  type PropertyStatus,
  type PropertyUpdate,
  type PropertyView,
  type RoleLabel,
  type SubmitProperty,
  type SubmitPropertyResponse,
} from '@casona/proto';
import { requireProfile, requireStaff, type AuthContext } from '@casona/kit/auth/context';
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  validationFailed,
  type IssueDetail,
} from '@casona/kit/errors/errors';
import type { EventEnvelope } from '@casona/kit/ports/event-bus';
import { propertyKey } from '@casona/kit/ports/object-storage';
import { parseNumericString } from '../domain/earnings.ts';
import { decodeBase64, EXTENSION, inspectImage, keyOfReference } from '../domain/images.ts';
import { canEditDetails, canTransition, transitionEffects } from '../domain/lifecycle.ts';
import { baseSlug, uniqueSlug } from '../domain/slug.ts';
import { timezoneFor } from '../domain/timezone.ts';
import { allows, assertAllowed } from './access.ts';
import type { Queryable } from '@casona/kit/db/queryable';
import { isUniqueViolation } from '@casona/kit/db/queryable';
import { removeQuietly, type Deps } from './deps.ts';
import { toView, toViews, type PropertyRow } from './views.ts';

const MAX_SLUG_TRIES = 5;
/** Submitted PDFs open from the staff view through links this long-lived. */
const FILE_LINK_SECONDS = 15 * 60;

export const uploadFailed = (cause?: unknown) =>
  new AppError('UPSTREAM', 502, { messageKey: 'error.uploadImageFailed', cause });

export async function findRow(q: Queryable, id: string, lock = false): Promise<PropertyRow | null> {
  const { rows } = await q.query<PropertyRow>(
    `SELECT * FROM property WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function requireRow(q: Queryable, id: string, lock = false): Promise<PropertyRow> {
  const row = await findRow(q, id, lock);
  if (!row) throw notFound({ messageKey: 'property.notFound' });
  return row;
}

/** Every id must name a catalogue entry that is not archived. */
async function assertCatalogueIds(
  q: Queryable,
  table: 'amenity' | 'neighborhood_insight',
  ids: readonly string[],
  path: string,
): Promise<void> {
  if (ids.length === 0) return;
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE id = ANY($1) AND NOT archived`,
    [ids],
  );
  if (rows.length !== new Set(ids).size) {
    const key = table === 'amenity' ? 'amenity.unknown' : 'neighborhoodInsight.unknown';
    throw validationFailed([{ path, key }]);
  }
}

/**
 * Inserts with a slug free at that moment (name + city, suffixed on collision). Another insert may
 * take the same slug in between: the unique index refuses it and the next free one is tried.
 */
async function withFreeSlug(
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

/** Stores base64 images in the public bucket under the property's folder; returns their keys in order. */
export async function storeImages(
  deps: Deps,
  propertyId: string,
  images: readonly string[],
  path = '/images',
): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const image of images) {
      const bytes = decodeBase64(image);
      const checked = await inspectImage(bytes);
      // The submission rules looked at the first bytes; the whole image, read to the end, is what counts.
      if (!checked.ok)
        throw validationFailed([
          { path, key: checked.key, params: { max: IMAGE_MAX_BYTES / (1024 * 1024) } },
        ]);
      const key = propertyKey(propertyId, `${randomUUID()}.${EXTENSION[checked.type]}`);
      try {
        await deps.storage.put('public', key, bytes, { contentType: checked.type, size: bytes.length });
      } catch (err) {
        throw uploadFailed(err);
      }
      keys.push(key);
    }
    return keys;
  } catch (err) {
    await removeQuietly(deps, 'public', keys);
    throw err;
  }
}

type Contact = { email: string; name: string; phoneNumber: string | null; locale: 'EN' | 'ES' };

/** Whether identity already has a profile for the email (as far as its profile events told us). */
async function hasAccount(q: Queryable, email: string): Promise<boolean> {
  const { rowCount } = await q.query('SELECT 1 FROM profile WHERE email = $1', [email.trim().toLowerCase()]);
  return (rowCount ?? 0) > 0;
}

export interface SubmitOptions {
  locale: MessageLocale;
  /** Staff submitting for an owner named by email (POST /admin/submit_property). */
  ownerEmail?: string;
}

/**
 * POST /submit_property. A signed-in submitter owns the property; an anonymous one names their
 * contact, which listings announces with the property so identity creates the account (source
 * submit_property) and makes it OWNER. An anonymous contact whose email already has a profile is
 * a 409 'please log in' (§8), before anything is stored. Images and PDFs are stored first and
 * removed again if the property cannot be saved.
 */
export async function submitProperty(
  deps: Deps,
  auth: AuthContext,
  body: SubmitProperty,
  options: SubmitOptions,
): Promise<SubmitPropertyResponse> {
  const profileLocale = toProfileLocale(options.locale);
  let owner: Contact | null = null;
  if (options.ownerEmail) {
    requireStaff(auth);
    const email = options.ownerEmail.trim().toLowerCase();
    owner = {
      email,
      name: body.profile?.name?.trim() || email.split('@')[0]!,
      phoneNumber: body.profile?.phone_number || null,
      locale: profileLocale,
    };
  } else if (!auth.profileId) {
    const issues: IssueDetail[] = [];
    if (!body.profile?.name?.trim()) issues.push({ path: '/profile/name', key: 'validation.required' });
    if (!body.profile?.email) issues.push({ path: '/profile/email', key: 'validation.required' });
    if (issues.length > 0) throw validationFailed(issues);
    owner = {
      email: body.profile!.email!.trim().toLowerCase(),
      name: body.profile!.name!.trim(),
      phoneNumber: body.profile!.phone_number || null,
      locale: profileLocale,
    };
  }
  const exists = owner !== null && (await hasAccount(deps.db, owner.email));
  // An anonymous caller naming an existing account signs in first: nothing is attached to an
  // account without its owner. Past this point an anonymous answer always says account_created.
  if (exists && !options.ownerEmail) throw conflict({ messageKey: 'auth.emailExists' });
  await assertCatalogueIds(deps.db, 'amenity', body.amenities ?? [], '/amenities');
  const accountCreated = owner !== null && !exists;

  const id = randomUUID();
  const city = findMunicipality(body.state, body.city)?.name ?? body.city;
  const timezone = body.timezone ?? timezoneFor(body.state, city);
  const imageKeys = await storeImages(deps, id, body.images ?? []);
  const fileKeys: { type: string; key: string }[] = [];
  try {
    for (const file of body.files ?? []) {
      const key = propertyKey(id, `submitted/${file.type.toLowerCase()}-${randomUUID()}.pdf`);
      const bytes = decodeBase64(file.base64Pdf);
      try {
        await deps.storage.put('private', key, bytes, { contentType: 'application/pdf', size: bytes.length });
      } catch (err) {
        throw new AppError('UPSTREAM', 502, { messageKey: 'submitProperty.error', cause: err });
      }
      fileKeys.push({ type: file.type, key });
    }
    const now = deps.now();
    const createdBy = auth.profileId;
    const slug = await deps.db.tx(async (client) => {
      const slug = await withFreeSlug(client, baseSlug(body.name, city), (candidate) =>
        client
          .query(
            `INSERT INTO property (id, appraisal_id, name, slug, type, price, wished_price, floors, floor_distribution,
               bathrooms, bedrooms, half_bathrooms, parking_spaces, built_area, total_area, year_built, street,
               exterior_number, interior_number, zip, city, state, latitude, longitude, timezone, img_keys,
               created_by, owner_email, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               $22, $23, $24, $25, $26, $27, $28, $28)`,
            [
              id,
              body.appraisal_id ?? null,
              body.name.trim(),
              candidate,
              body.type,
              body.price,
              body.floors,
              body.floor_distribution ? JSON.stringify(body.floor_distribution) : null,
              body.bathrooms,
              body.bedrooms,
              body.half_bathrooms,
              body.parking_spaces,
              body.built_area,
              body.total_area,
              body.year_built,
              body.street.trim(),
              body.exterior_number || null,
              body.interior_number || null,
              body.zip,
              city,
              body.state,
              body.latitude ?? null,
              body.longitude ?? null,
              timezone,
              imageKeys,
              createdBy,
              owner?.email ?? null,
              now,
            ],
          )
          .then(() => undefined),
      );
      await setAmenities(client, id, body.amenities ?? []);
      for (const file of fileKeys) {
        await client.query(
          'INSERT INTO submitted_file (id, property_id, type, storage_key, created_at) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), id, file.type, file.key, now],
        );
      }
      await deps.emit(client, [
        deps.event('listings.property.created', {
          propertyId: id,
          appraisalId: body.appraisal_id ?? null,
          ownerProfileId: owner ? null : (auth.profileId ?? null),
          createdBy,
          owner,
          name: body.name.trim(),
          slug,
          type: body.type,
          status: 'REVISION',
          state: body.state,
          city,
          timezone,
          price: body.price,
        }),
      ]);
      return slug;
    });
    return {
      property_id: id,
      slug,
      status: 'REVISION',
      account_created: accountCreated,
      message: translate('submitProperty.success', options.locale),
    };
  } catch (err) {
    await removeQuietly(deps, 'public', imageKeys);
    await removeQuietly(
      deps,
      'private',
      fileKeys.map((f) => f.key),
    );
    throw err;
  }
}

async function setAmenities(
  client: pg.ClientBase,
  propertyId: string,
  ids: readonly string[],
): Promise<void> {
  await client.query('DELETE FROM property_amenity WHERE property_id = $1', [propertyId]);
  if (ids.length === 0) return;
  await client.query(
    `INSERT INTO property_amenity (property_id, amenity_id, position)
     SELECT $1, amenity_id, ord FROM unnest($2::uuid[]) WITH ORDINALITY AS t(amenity_id, ord)`,
    [propertyId, ids],
  );
}

async function setInsights(
  client: pg.ClientBase,
  propertyId: string,
  insights: readonly { neighborhood_insight_id: string; amount: number }[],
): Promise<void> {
  await client.query('DELETE FROM property_neighborhood_insight WHERE property_id = $1', [propertyId]);
  if (insights.length === 0) return;
  await client.query(
    `INSERT INTO property_neighborhood_insight (property_id, neighborhood_insight_id, amount)
     SELECT $1, id, amount FROM unnest($2::uuid[], $3::numeric[]) AS t(id, amount)`,
    [propertyId, insights.map((i) => i.neighborhood_insight_id), insights.map((i) => i.amount)],
  );
}

// ─── Reading ────────────────────────────────────────────────────────────────────────────────────

/** GET /property/{id}: members whose label reads properties, and staff; with the caller's flags. */
export async function getProperty(deps: Deps, auth: AuthContext, id: string): Promise<PropertyView> {
  const access = await assertAllowed(deps, auth, id, 'property', 'select');
  const row = await requireRow(deps.db, id);
  return toView(deps, deps.db, row, {
    labels: new Map([[id, access.label]]),
    permissions: { staff: access.staff },
  });
}

/** GET /admin/property/{id}: staff, with the owner's email and the submitted PDFs. */
export async function getPropertyAsStaff(deps: Deps, auth: AuthContext, id: string): Promise<PropertyView> {
  requireStaff(auth);
  const row = await requireRow(deps.db, id);
  const label = await deps.memberships.labelOf(requireProfile(auth), id);
  const view = await toView(deps, deps.db, row, {
    labels: new Map([[id, label]]),
    permissions: { staff: true },
    ownerEmail: true,
  });
  const files = await deps.db.query<{
    type: NonNullable<PropertyView['submitted_files']>[number]['type'];
    storage_key: string;
  }>('SELECT type, storage_key FROM submitted_file WHERE property_id = $1 ORDER BY created_at, type', [id]);
  view.submitted_files = await Promise.all(
    files.rows.map(async (f) => ({
      type: f.type,
      url: await deps.storage.presignedGetUrl('private', f.storage_key, FILE_LINK_SECONDS),
    })),
  );
  return view;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The labels §6 lets read a property (not WORKER, not OTHER). */
const READING_LABELS = ROLE_LABELS.filter((label) => can(label, 'property', 'select'));

/**
 * GET /property: the properties the caller's label lets them read (§6, as GET /property/{id}),
 * newest first; deleted ones are gone.
 */
export async function myProperties(deps: Deps, auth: AuthContext, page: number): Promise<Page<PropertyView>> {
  const profileId = requireProfile(auth);
  const total = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM membership m JOIN property p ON p.id = m.property_id
      WHERE m.profile_id = $1 AND m.label = ANY($2) AND p.status <> 'DELETED'`,
    [profileId, READING_LABELS],
  );
  const { rows } = await deps.db.query<PropertyRow & { member_label: RoleLabel }>(
    `SELECT p.*, m.label AS member_label FROM membership m JOIN property p ON p.id = m.property_id
      WHERE m.profile_id = $1 AND m.label = ANY($2) AND p.status <> 'DELETED'
      ORDER BY p.created_at DESC, p.id LIMIT $3 OFFSET $4`,
    [profileId, READING_LABELS, PAGE_SIZE, (page - 1) * PAGE_SIZE],
  );
  const items = await toViews(deps, deps.db, rows, {
    labels: new Map(rows.map((r) => [r.id, r.member_label])),
  });
  return { items, total: total.rows[0]!.n, page, pageSize: PAGE_SIZE };
}

/** GET /admin/properties: every property (or those of one status), newest first, with owner emails. */
export async function adminProperties(
  deps: Deps,
  auth: AuthContext,
  filter: { page: number; status?: PropertyStatus | undefined },
): Promise<Page<PropertyView>> {
  requireStaff(auth);
  const where = filter.status ? 'WHERE status = $1' : '';
  const values: unknown[] = filter.status ? [filter.status] : [];
  const total = await deps.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM property ${where}`,
    values,
  );
  const limit = values.push(PAGE_SIZE);
  const offset = values.push((filter.page - 1) * PAGE_SIZE);
  const { rows } = await deps.db.query<PropertyRow>(
    `SELECT * FROM property ${where} ORDER BY created_at DESC, id LIMIT $${limit} OFFSET $${offset}`,
    values,
  );
  const items = await toViews(deps, deps.db, rows, { ownerEmail: true });
  return { items, total: total.rows[0]!.n, page: filter.page, pageSize: PAGE_SIZE };
}

// ─── Changing ───────────────────────────────────────────────────────────────────────────────────

/** Fields only staff set: the review outcome, the marketing label and the figures staff appraise. */
const STAFF_ONLY_FIELDS = [
  'label',
  'status',
  'cap_rate',
  'market_price',
  'rejection_reason',
  'main_airbnb_listing_url',
] as const;

/** PropertyUpdate fields stored as they come (after trimming text and blanking empty numbers). */
const PLAIN_FIELDS = [
  'name',
  'type',
  'price',
  'bathrooms',
  'bedrooms',
  'half_bathrooms',
  'parking_spaces',
  'built_area',
  'total_area',
  'floors',
  'year_built',
  'street',
  'exterior_number',
  'interior_number',
  'zip',
  'city',
  'state',
  'label',
  'cap_rate',
  'terraces',
  'wished_price',
  'market_price',
  'main_airbnb_listing_url',
  'latitude',
  'longitude',
  'timezone',
  'rejection_reason',
] as const;

const YEARLY_FIELDS = [
  'yearly_cleaning',
  'yearly_electricity',
  'yearly_maintenance',
  'yearly_predial',
  'yearly_services',
  'yearly_water',
] as const;

const NUMERIC_COLUMNS = new Set<string>([
  'price',
  'wished_price',
  'market_price',
  'cap_rate',
  'built_area',
  'total_area',
  ...YEARLY_FIELDS,
]);

/** A stored value and a new one, compared as the API shows them. */
function same(column: string, stored: unknown, next: unknown): boolean {
  if (NUMERIC_COLUMNS.has(column))
    return (stored === null ? null : Number(stored)) === (next === null ? null : Number(next));
  return JSON.stringify(stored ?? null) === JSON.stringify(next ?? null);
}

function parseJsonField(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  return JSON.parse(text);
}

/**
 * PATCH /property/{id} and /admin/property/{id}. §4: staff always; members whose label may update
 * the property only while it is in review or rejected, and never the staff-only fields. `img_urls`
 * lists the images kept, in their new order; `new_images` are added after them.
 */
export async function updateProperty(
  deps: Deps,
  auth: AuthContext,
  body: PropertyUpdate,
): Promise<PropertyView> {
  const id = body.property_id;
  const access = await assertAllowed(deps, auth, id, 'property', 'update');
  if (!access.staff) {
    const staffOnly = STAFF_ONLY_FIELDS.find((f) => body[f] !== undefined);
    if (staffOnly) throw forbidden({ messageKey: 'permission.denied' });
  }
  if (body.amenities) await assertCatalogueIds(deps.db, 'amenity', body.amenities, '/amenities');
  if (body.neighborhood_insights) {
    // One amount per insight: a repeated one would break the (property, insight) key.
    const ids = body.neighborhood_insights.map((i) => i.neighborhood_insight_id);
    if (new Set(ids).size !== ids.length)
      throw validationFailed([{ path: '/neighborhood_insights', key: 'validation.array.unique' }]);
    await assertCatalogueIds(
      deps.db,
      'neighborhood_insight',
      body.neighborhood_insights.map((i) => i.neighborhood_insight_id),
      '/neighborhood_insights',
    );
  }
  const newKeys = await storeImages(deps, id, body.new_images ?? [], '/new_images');
  let removedKeys: string[] = [];
  try {
    const view = await deps.db.tx(async (client) => {
      const row = await requireRow(client, id, true);
      const memberCanUpdate = access.label !== null && allows(access, 'property', 'update');
      if (!canEditDetails({ status: row.status, staff: access.staff, memberCanUpdate }))
        throw forbidden({ messageKey: 'property.notEditable' });

      const next: Record<string, unknown> = {};
      for (const field of PLAIN_FIELDS) {
        const value = body[field];
        if (value === undefined) continue;
        next[field] = typeof value === 'string' ? value.trim() : value;
      }
      // Blank exterior/interior numbers mean none; a blank name or street is no name or street.
      for (const field of ['exterior_number', 'interior_number'] as const)
        if (next[field] === '') next[field] = null;
      const blank = (['name', 'street'] as const).filter((f) => next[f] === '');
      if (blank.length > 0)
        throw validationFailed(blank.map((f) => ({ path: `/${f}`, key: 'validation.required' })));
      for (const field of YEARLY_FIELDS) {
        const value = body[field];
        if (value !== undefined) next[field] = parseNumericString(value);
      }
      if (body.description !== undefined) next['description'] = parseJsonField(body.description);
      if (body.floor_distribution !== undefined)
        next['floor_distribution'] = parseJsonField(body.floor_distribution);

      // City and state are checked together, whichever of the two changes.
      if (next['state'] !== undefined || next['city'] !== undefined) {
        const state = (next['state'] as string | undefined) ?? row.state;
        const city = (next['city'] as string | undefined) ?? row.city;
        if (!isMunicipalityOf(state, city))
          throw validationFailed([
            {
              path: '/city',
              key: 'validation.city',
              params: { state: stateInfo(state)?.shortName ?? state },
            },
          ]);
        next['city'] = findMunicipality(state, city)!.name;
        if (body.timezone === undefined) next['timezone'] = timezoneFor(state, next['city'] as string);
      }

      if (body.img_urls !== undefined || newKeys.length > 0) {
        const kept =
          body.img_urls === undefined
            ? row.img_keys
            : body.img_urls.map((ref) => {
                const key = keyOfReference(ref, row.img_keys, (k) => deps.storage.publicUrl(k));
                if (!key)
                  throw validationFailed([{ path: '/img_urls', key: 'image.unknown' }], {
                    messageKey: 'image.unknown',
                  });
                return key;
              });
        const images = [...new Set(kept), ...newKeys];
        if (images.length > 30)
          throw validationFailed([{ path: '/new_images', key: 'image.tooMany', params: { max: 30 } }]);
        removedKeys = row.img_keys.filter((k) => !images.includes(k));
        next['img_keys'] = images;
      }

      const changed = Object.keys(next).filter(
        (column) => !same(column, row[column as keyof PropertyRow], next[column]),
      );
      if (body.amenities) {
        const current = await client.query<{ amenity_id: string }>(
          'SELECT amenity_id FROM property_amenity WHERE property_id = $1 ORDER BY position',
          [id],
        );
        if (JSON.stringify(current.rows.map((r) => r.amenity_id)) !== JSON.stringify(body.amenities)) {
          await setAmenities(client, id, body.amenities);
          changed.push('amenities');
        }
      }
      if (body.neighborhood_insights) {
        await setInsights(client, id, body.neighborhood_insights);
        changed.push('neighborhood_insights');
      }
      const columns = changed.filter((c) => c !== 'amenities' && c !== 'neighborhood_insights');
      let updated = row;
      if (columns.length > 0) {
        const values = columns.map((c) =>
          c === 'description' || c === 'floor_distribution'
            ? next[c] === null
              ? null
              : JSON.stringify(next[c])
            : next[c],
        );
        const sets = columns.map((c, i) => `${c} = $${i + 2}`);
        const { rows } = await client.query<PropertyRow>(
          `UPDATE property SET ${sets.join(', ')}, updated_at = $${columns.length + 2} WHERE id = $1 RETURNING *`,
          [id, ...values, deps.now()],
        );
        updated = rows[0]!;
      }
      if (changed.length > 0) {
        await deps.emit(client, [
          deps.event('listings.property.updated', {
            propertyId: id,
            changedFields: changed.map((c) => (c === 'img_keys' ? 'img_urls' : c)),
            name: updated.name,
            timezone: updated.timezone,
          }),
        ]);
      }
      if (body.status !== undefined && body.status !== updated.status)
        updated = await applyStatus(deps, client, auth, updated, body.status, body.rejection_reason);
      return toView(deps, client, updated, {
        labels: new Map([[id, access.label]]),
        permissions: { staff: access.staff },
      });
    });
    await removeQuietly(deps, 'public', removedKeys);
    return view;
  } catch (err) {
    await removeQuietly(deps, 'public', newKeys);
    throw err;
  }
}

async function applyStatus(
  deps: Deps,
  client: pg.ClientBase,
  auth: AuthContext,
  row: PropertyRow,
  to: PropertyStatus,
  rejectionReason: string | null | undefined,
): Promise<PropertyRow> {
  if (!canTransition(row.status, to))
    throw conflict({ messageKey: 'property.invalidTransition', params: { from: row.status, to } });
  const now = deps.now();
  const effects = transitionEffects(to, { now, rejectionReason });
  const { rows } = await client.query<PropertyRow>(
    `UPDATE property SET status = $2,
       published_at = COALESCE($3, published_at),
       rejection_reason = CASE WHEN $4::boolean THEN $5 ELSE rejection_reason END,
       label = COALESCE($6, label),
       updated_at = $7
     WHERE id = $1 RETURNING *`,
    [
      row.id,
      to,
      effects.publishedAt ?? null,
      effects.rejectionReason !== undefined,
      effects.rejectionReason ?? null,
      effects.label ?? null,
      now,
    ],
  );
  const updated = rows[0]!;
  const changedBy = auth.profileId;
  const events: EventEnvelope[] = [
    deps.event('listings.property.status_changed', {
      propertyId: row.id,
      from: row.status,
      to,
      rejectionReason: updated.rejection_reason,
      changedBy,
    }),
  ];
  if (to === 'PUBLISHED')
    events.push(
      deps.event('listings.property.published', {
        propertyId: row.id,
        name: updated.name,
        slug: updated.slug,
        publishedAt: updated.published_at!.toISOString(),
      }),
    );
  if (to === 'SOLD')
    events.push(
      deps.event('listings.property.sold', {
        propertyId: row.id,
        name: updated.name,
        soldAt: now.toISOString(),
      }),
    );
  if (to === 'DELETED')
    events.push(deps.event('listings.property.deleted', { propertyId: row.id, deletedBy: changedBy }));
  await deps.emit(client, events);
  return updated;
}

/** POST /admin/property/{id}/status: staff move a property along its lifecycle (409 otherwise). */
export async function changeStatus(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: { status: PropertyStatus; rejection_reason?: string | null | undefined },
): Promise<PropertyView> {
  requireStaff(auth);
  return deps.db.tx(async (client) => {
    const row = await requireRow(client, id, true);
    const updated = await applyStatus(deps, client, auth, row, input.status, input.rejection_reason);
    return toView(deps, client, updated, { permissions: { staff: true }, ownerEmail: true });
  });
}

/**
 * POST /admin/property/copy (copy_property): a new property in review with the same details,
 * amenities, insights and images (copied into its own folder), owned by the same owner.
 */
export async function copyProperty(
  deps: Deps,
  auth: AuthContext,
  input: { property_id: string; name?: string | undefined },
): Promise<PropertyView> {
  requireStaff(auth);
  const source = await requireRow(deps.db, input.property_id);
  const id = randomUUID();
  const keys: string[] = [];
  try {
    for (const key of source.img_keys) {
      const bytes = await deps.storage.get('public', key);
      const stat = await deps.storage.stat('public', key);
      const copy = propertyKey(id, `${randomUUID()}${key.slice(key.lastIndexOf('.'))}`);
      await deps.storage.put('public', copy, bytes, {
        contentType: stat?.contentType ?? 'image/jpeg',
        size: bytes.length,
      });
      keys.push(copy);
    }
  } catch (err) {
    await removeQuietly(deps, 'public', keys);
    throw uploadFailed(err);
  }
  const name = input.name?.trim() || source.name;
  try {
    return await deps.db.tx(async (client) => {
      const now = deps.now();
      const slug = await withFreeSlug(client, baseSlug(name, source.city), (candidate) =>
        client
          .query(
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
            [source.id, id, name, candidate, keys, auth.profileId, now],
          )
          .then(() => undefined),
      );
      await client.query(
        `INSERT INTO property_amenity (property_id, amenity_id, position)
         SELECT $2, amenity_id, position FROM property_amenity WHERE property_id = $1`,
        [source.id, id],
      );
      await client.query(
        `INSERT INTO property_neighborhood_insight (property_id, neighborhood_insight_id, amount)
         SELECT $2, neighborhood_insight_id, amount FROM property_neighborhood_insight WHERE property_id = $1`,
        [source.id, id],
      );
      const owner = await client.query<{ profile_id: string }>(
        'SELECT profile_id FROM membership WHERE property_id = $1 AND label = ANY($2) LIMIT 1',
        [source.id, OWNER_ROLE_LABELS],
      );
      const ownerProfileId = owner.rows[0]?.profile_id ?? null;
      const row = await requireRow(client, id);
      await deps.emit(client, [
        deps.event('listings.property.created', {
          propertyId: id,
          appraisalId: row.appraisal_id,
          ownerProfileId,
          createdBy: auth.profileId,
          owner:
            ownerProfileId === null && source.owner_email
              ? {
                  email: source.owner_email,
                  name: source.owner_email.split('@')[0]!,
                  phoneNumber: null,
                  locale: 'ES',
                }
              : null,
          name,
          slug,
          type: row.type,
          status: 'REVISION',
          state: row.state,
          city: row.city,
          timezone: row.timezone,
          price: Number(row.price),
        }),
      ]);
      return toView(deps, client, row, { permissions: { staff: true }, ownerEmail: true });
    });
  } catch (err) {
    await removeQuietly(deps, 'public', keys);
    throw err;
  }
}
