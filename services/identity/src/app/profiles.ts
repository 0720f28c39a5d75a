import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  type DataSource,
  type Locale,
  type Profile,
  type RegistrationSource,
  type RoleLabel,
  type StaffRole,
} from '@casona/proto';
import { notFound, validationFailed } from '@casona/kit/errors/errors';
import type { Queryable } from '@casona/kit/db/queryable';
import { decodeBase64, pictureType } from '../domain/files.ts';
import type { Deps } from './deps.ts';

export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  img_url: string | null;
  img_key: string | null;
  data_source: DataSource;
  locale: Locale;
  phone_number: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The profile as the API shows it (proto's Profile entity plus the staff role, for the SPA's menus). */
export type ProfileView = Profile & { staff_role: StaffRole | null };

export const toProfileView = (row: ProfileRow, staffRole: StaffRole | null): ProfileView => ({
  id: row.id,
  email: row.email,
  name: row.name,
  img_url: row.img_url,
  data_source: row.data_source,
  locale: row.locale,
  phone_number: row.phone_number,
  staff_role: staffRole,
});

/** Blank phone numbers (the forms allow '' and null) are stored as null. */
export const phoneOrNull = (phone: string | null | undefined): string | null =>
  phone === undefined || phone === null || phone === '' ? null : phone;

export async function findProfile(q: Queryable, id: string, lock = false): Promise<ProfileRow | null> {
  const { rows } = await q.query<ProfileRow>(
    `SELECT * FROM profile WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findProfileByEmail(q: Queryable, email: string): Promise<ProfileRow | null> {
  const { rows } = await q.query<ProfileRow>('SELECT * FROM profile WHERE email = $1', [email]);
  return rows[0] ?? null;
}

export async function requireProfileRow(q: Queryable, id: string, lock = false): Promise<ProfileRow> {
  const row = await findProfile(q, id, lock);
  if (!row) throw notFound({ messageKey: 'profile.notFound' });
  return row;
}

export async function staffRoleOf(q: Queryable, profileId: string): Promise<StaffRole | null> {
  const { rows } = await q.query<{ role: StaffRole }>('SELECT role FROM staff_role WHERE profile_id = $1', [
    profileId,
  ]);
  return rows[0]?.role ?? null;
}

export async function profileView(q: Queryable, row: ProfileRow): Promise<ProfileView> {
  return toProfileView(row, await staffRoleOf(q, row.id));
}

export interface NewProfile {
  email: string;
  name: string;
  locale: Locale;
  phoneNumber: string | null;
  dataSource: DataSource;
  source: RegistrationSource;
}

/**
 * Creates a profile inside the caller's transaction, announces it, and hands it the pending
 * invitations sent to its email. Those were announced when they were made (profileId null); the
 * attachment is what lets the new profile see them (`received`), answer them (only the invitee
 * may) and be named in their accepted/rejected events. No event: profile.created carries the
 * email, which is what links the two for a consumer.
 */
export async function createProfile(
  client: pg.ClientBase,
  deps: Deps,
  input: NewProfile,
): Promise<ProfileRow> {
  const now = deps.now();
  const { rows } = await client.query<ProfileRow>(
    `INSERT INTO profile (id, email, name, data_source, locale, phone_number, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING *`,
    [randomUUID(), input.email, input.name, input.dataSource, input.locale, input.phoneNumber, now],
  );
  const profile = rows[0]!;
  await client.query(
    `UPDATE property_customer_invitation SET profile_id = $1, updated_at = $3
      WHERE email = $2 AND profile_id IS NULL AND status = 'PENDING'`,
    [profile.id, profile.email, now],
  );
  await deps.emit(client, [
    deps.event('identity.profile.created', {
      profileId: profile.id,
      email: profile.email,
      name: profile.name,
      locale: profile.locale,
      phoneNumber: profile.phone_number,
      dataSource: profile.data_source,
      source: input.source,
    }),
  ]);
  return profile;
}

export function profileUpdatedEvent(deps: Deps, row: ProfileRow) {
  return deps.event('identity.profile.updated', {
    profileId: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    phoneNumber: row.phone_number,
    imgUrl: row.img_url,
  });
}

export interface ProfileChanges {
  name?: string;
  phone_number?: string | null;
  locale?: Locale;
  /** A new picture (base64), null to remove it, absent to keep it. */
  picture?: string | null;
}

/**
 * Applies a profile update. The one profile picture goes to the public bucket first; the row then
 * points at it, and the picture it replaced is deleted only once the change committed.
 */
export async function updateProfile(
  deps: Deps,
  profileId: string,
  changes: ProfileChanges,
): Promise<ProfileRow> {
  let uploaded: { key: string; url: string } | null = null;
  if (typeof changes.picture === 'string') {
    // The submission rules looked at the first bytes; the whole image, read to its end, is what counts.
    const bytes = decodeBase64(changes.picture);
    const type = await pictureType(bytes);
    if (!type) throw validationFailed([{ path: '/img_url_obj/base64Image', key: 'image.format' }]);
    const key = `profiles/${profileId}/picture-${randomUUID()}.${type.extension}`;
    await deps.storage.put('public', key, bytes, { contentType: type.contentType });
    uploaded = { key, url: deps.storage.publicUrl(key) };
  }
  let replacedKey: string | null = null;
  try {
    const row = await deps.db.tx(async (client) => {
      const current = await requireProfileRow(client, profileId, true);
      const next = {
        name: changes.name ?? current.name,
        phone: changes.phone_number === undefined ? current.phone_number : phoneOrNull(changes.phone_number),
        locale: changes.locale ?? current.locale,
        imgUrl: current.img_url,
        imgKey: current.img_key,
      };
      if (uploaded || changes.picture === null) {
        replacedKey = current.img_key;
        next.imgUrl = uploaded?.url ?? null;
        next.imgKey = uploaded?.key ?? null;
      }
      const { rows } = await client.query<ProfileRow>(
        `UPDATE profile SET name = $2, phone_number = $3, locale = $4, img_url = $5, img_key = $6, updated_at = $7
          WHERE id = $1 RETURNING *`,
        [profileId, next.name, next.phone, next.locale, next.imgUrl, next.imgKey, deps.now()],
      );
      const updated = rows[0]!;
      await deps.emit(client, [profileUpdatedEvent(deps, updated)]);
      return updated;
    });
    if (replacedKey) await removeQuietly(deps, 'public', replacedKey);
    return row;
  } catch (err) {
    if (uploaded) await removeQuietly(deps, 'public', uploaded.key);
    throw err;
  }
}

/** Deleting a leftover object must not fail the request that already succeeded; it is logged. */
export async function removeQuietly(deps: Deps, bucket: 'public' | 'private', key: string): Promise<void> {
  try {
    await deps.storage.remove(bucket, [key]);
  } catch (err) {
    deps.logger.warn({ err, bucket, key }, 'could not delete a replaced file; it is left orphaned');
  }
}

/**
 * Deletes a profile and everything identity keeps about it. Memberships end with their events so
 * every projection forgets them, then the profile's own deletion is announced.
 */
export async function deleteProfile(deps: Deps, profileId: string): Promise<void> {
  const keys = await deps.db.tx(async (client) => {
    const profile = await requireProfileRow(client, profileId, true);
    const memberships = await client.query<{ property_id: string; label: RoleLabel }>(
      'DELETE FROM property_customer WHERE profile_id = $1 RETURNING property_id, label',
      [profileId],
    );
    const privateInfo = await client.query<{ id_key: string | null }>(
      'SELECT id_key FROM profile_private_info WHERE profile_id = $1',
      [profileId],
    );
    await client.query('DELETE FROM profile WHERE id = $1', [profileId]);
    await deps.emit(client, [
      ...memberships.rows.map((m) =>
        deps.event('identity.membership.removed', {
          profileId,
          propertyId: m.property_id,
          label: m.label,
        }),
      ),
      deps.event('identity.profile.deleted', { profileId }),
    ]);
    return { picture: profile.img_key, id: privateInfo.rows[0]?.id_key ?? null };
  });
  if (keys.picture) await removeQuietly(deps, 'public', keys.picture);
  if (keys.id) await removeQuietly(deps, 'private', keys.id);
}
