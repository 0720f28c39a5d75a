import { randomUUID } from 'node:crypto';
import type { ProfilePrivateInfo } from '@casona/proto';
import { forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import type { AuthContext } from '@casona/kit/auth/context';
import { isStaff, requireProfile } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Deps } from './deps.ts';
import { decodeBase64, idFileType } from '../domain/files.ts';
import { removeQuietly, requireProfileRow } from './profiles.ts';

interface PrivateInfoRow {
  profile_id: string;
  home_address_string: string | null;
  home_latitude: number | null;
  home_longitude: number | null;
  home_place_id: string | null;
  id_key: string | null;
  id_content_type: string | null;
  phone_number: string | null;
  stripe_customer_id: string | null;
}

/** proto's ProfilePrivateInfo; `id_url` is a presigned link to the ID document, valid ID_LINK_SECONDS. */
export type PrivateInfoView = ProfilePrivateInfo;

/** Presigned links to an ID document last this long. */
export const ID_LINK_SECONDS = 15 * 60;

/** Private info is readable and writable only by its owner and company staff. */
export function assertOwnerOrStaff(auth: AuthContext, profileId: string): void {
  const caller = requireProfile(auth);
  if (caller !== profileId && !isStaff(auth)) throw forbidden();
}

async function rowOf(q: Queryable, profileId: string): Promise<PrivateInfoRow | null> {
  const { rows } = await q.query<PrivateInfoRow>('SELECT * FROM profile_private_info WHERE profile_id = $1', [
    profileId,
  ]);
  return rows[0] ?? null;
}

async function view(deps: Deps, profileId: string, row: PrivateInfoRow | null): Promise<PrivateInfoView> {
  return {
    profile_id: profileId,
    home_address_string: row?.home_address_string ?? null,
    home_latitude: row?.home_latitude ?? null,
    home_longitude: row?.home_longitude ?? null,
    home_place_id: row?.home_place_id ?? null,
    id_url: row?.id_key ? await deps.storage.presignedGetUrl('private', row.id_key, ID_LINK_SECONDS) : null,
    phone_number: row?.phone_number ?? null,
    stripe_customer_id: row?.stripe_customer_id ?? null,
  };
}

export async function getPrivateInfo(deps: Deps, profileId: string): Promise<PrivateInfoView> {
  await requireProfileRow(deps.db, profileId);
  return view(deps, profileId, await rowOf(deps.db, profileId));
}

export async function updateHomeAddress(
  deps: Deps,
  input: {
    profile_id: string;
    home_address_string: string;
    home_latitude: number;
    home_longitude: number;
    home_place_id: string;
  },
): Promise<PrivateInfoView> {
  await requireProfileRow(deps.db, input.profile_id);
  const { rows } = await deps.db.query<PrivateInfoRow>(
    `INSERT INTO profile_private_info (profile_id, home_address_string, home_latitude, home_longitude, home_place_id, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (profile_id) DO UPDATE SET home_address_string = EXCLUDED.home_address_string,
       home_latitude = EXCLUDED.home_latitude, home_longitude = EXCLUDED.home_longitude,
       home_place_id = EXCLUDED.home_place_id, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [
      input.profile_id,
      input.home_address_string,
      input.home_latitude,
      input.home_longitude,
      input.home_place_id,
      deps.now(),
    ],
  );
  return view(deps, input.profile_id, rows[0]!);
}

/**
 * Stores a new ID document in the private bucket; the one it replaces is deleted after the commit.
 * Its bytes decide what it is: a PDF, or a whole JPEG or PNG (sizes were checked by the rules).
 */
export async function uploadIdFile(deps: Deps, profileId: string, data: string): Promise<PrivateInfoView> {
  await requireProfileRow(deps.db, profileId);
  const bytes = decodeBase64(data);
  const type = await idFileType(bytes);
  if (!type) throw validationFailed([{ path: '/new_id_file', key: 'image.format' }]);
  const key = `profiles/${profileId}/id-${randomUUID()}.${type.extension}`;
  await deps.storage.put('private', key, bytes, { contentType: type.contentType });
  try {
    const { previous, row } = await deps.db.tx(async (client) => {
      const before = await client.query<{ id_key: string | null }>(
        'SELECT id_key FROM profile_private_info WHERE profile_id = $1 FOR UPDATE',
        [profileId],
      );
      const { rows } = await client.query<PrivateInfoRow>(
        `INSERT INTO profile_private_info (profile_id, id_key, id_content_type, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (profile_id) DO UPDATE SET id_key = EXCLUDED.id_key,
           id_content_type = EXCLUDED.id_content_type, updated_at = EXCLUDED.updated_at
         RETURNING *`,
        [profileId, key, type.contentType, deps.now()],
      );
      return { previous: before.rows[0]?.id_key ?? null, row: rows[0]! };
    });
    if (previous) await removeQuietly(deps, 'private', previous);
    return view(deps, profileId, row);
  } catch (err) {
    await removeQuietly(deps, 'private', key);
    throw err;
  }
}

const noIdFile = () => notFound({ messageKey: 'error.profileIdFileNotFound' });

/** A presigned link to the ID document, or 404 'Could not find profile ID file'. */
export async function idFileLink(
  deps: Deps,
  profileId: string,
): Promise<{ url: string; content_type: string; expires_in: number }> {
  const row = await rowOf(deps.db, profileId);
  if (!row?.id_key) throw noIdFile();
  const stat = await deps.storage.stat('private', row.id_key);
  if (!stat) throw noIdFile();
  return {
    url: await deps.storage.presignedGetUrl('private', row.id_key, ID_LINK_SECONDS),
    content_type: row.id_content_type ?? stat.contentType ?? 'application/octet-stream',
    expires_in: ID_LINK_SECONDS,
  };
}

export async function deleteIdFile(deps: Deps, profileId: string): Promise<void> {
  const key = await deps.db.tx(async (client) => {
    const { rows } = await client.query<{ id_key: string | null }>(
      'SELECT id_key FROM profile_private_info WHERE profile_id = $1 FOR UPDATE',
      [profileId],
    );
    const current = rows[0]?.id_key;
    if (!current) throw noIdFile();
    await client.query(
      'UPDATE profile_private_info SET id_key = NULL, id_content_type = NULL, updated_at = $2 WHERE profile_id = $1',
      [profileId, deps.now()],
    );
    return current;
  });
  await removeQuietly(deps, 'private', key);
}
