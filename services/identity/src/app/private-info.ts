import { randomUUID } from 'node:crypto';
import type { ProfilePrivateInfo } from '@casona/proto';
import type { AuthContext } from '@casona/kit/auth/context';
import { isStaff, requireProfile } from '@casona/kit/auth/context';
import { forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import { decodeBase64, removeQuietly } from '@casona/kit/storage/files';
import { idFileType } from '../domain/files.ts';
import type { Deps } from './deps.ts';
import {
  clearIdFile,
  idKeyForUpdate,
  privateInfoRow,
  upsertHomeAddress,
  upsertIdFile,
  type HomeAddress,
  type PrivateInfoRow,
} from './private-info-store.ts';
import { requireProfileRow } from './profiles.ts';

/** proto's ProfilePrivateInfo; `id_url` is a presigned link to the ID document, valid ID_LINK_SECONDS. */
export type PrivateInfoView = ProfilePrivateInfo;

/** Presigned links to an ID document last this long. */
export const ID_LINK_SECONDS = 15 * 60;

/** Private info is readable and writable only by its owner and company staff. */
export function assertOwnerOrStaff(auth: AuthContext, profileId: string): void {
  const caller = requireProfile(auth);
  if (caller !== profileId && !isStaff(auth)) throw forbidden();
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
  return view(deps, profileId, await privateInfoRow(deps.db, profileId));
}

export async function updateHomeAddress(deps: Deps, input: HomeAddress): Promise<PrivateInfoView> {
  await requireProfileRow(deps.db, input.profile_id);
  return view(deps, input.profile_id, await upsertHomeAddress(deps.db, input, deps.now()));
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
    const { previous, row } = await deps.db.tx(async (client) => ({
      previous: await idKeyForUpdate(client, profileId),
      row: await upsertIdFile(client, profileId, { key, contentType: type.contentType }, deps.now()),
    }));
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
  const row = await privateInfoRow(deps.db, profileId);
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
    const current = await idKeyForUpdate(client, profileId);
    if (!current) throw noIdFile();
    await clearIdFile(client, profileId, deps.now());
    return current;
  });
  await removeQuietly(deps, 'private', key);
}
