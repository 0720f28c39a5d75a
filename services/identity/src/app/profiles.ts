import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { DataSource, Locale, ProfileUpdate, RegistrationSource } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, type AuthContext } from '@casona/kit/auth/context';
import type { Queryable } from '@casona/kit/db/queryable';
import { notFound, validationFailed } from '@casona/kit/errors/errors';
import { decodeBase64, removeQuietly } from '@casona/kit/storage/files';
import { pictureType } from '../domain/files.ts';
import {
  isBlankName,
  nextProfile,
  toProfileView,
  type ProfileChanges,
  type ProfileView,
} from '../domain/profiles.ts';
import type { Deps } from './deps.ts';
import { attachPendingInvitations } from './invitation-store.ts';
import { deleteMembershipsOf } from './membership-store.ts';
import { privateInfoRow } from './private-info-store.ts';
import {
  deleteProfileRow,
  findProfile,
  insertProfile,
  profilesAfter,
  updateProfileRow,
  type ProfileRow,
} from './profile-store.ts';
import { staffRoleOf } from './staff-store.ts';

export type { ProfileRow } from './profile-store.ts';
export type { ProfileChanges, ProfileView } from '../domain/profiles.ts';

export async function requireProfileRow(q: Queryable, id: string, lock = false): Promise<ProfileRow> {
  const row = await findProfile(q, id, lock);
  if (!row) throw notFound({ messageKey: 'profile.notFound' });
  return row;
}

/** The profile as the API shows it, with its staff role now. */
export async function profileView(q: Queryable, row: ProfileRow): Promise<ProfileView> {
  return toProfileView(row, await staffRoleOf(q, row.id));
}

/** GET /profile: a profile by id, or 404 'Profile not found'. */
export async function getProfile(deps: Deps, id: string): Promise<ProfileView> {
  return profileView(deps.db, await requireProfileRow(deps.db, id));
}

export interface NewProfile {
  /** A fixed id (the demo's people); a new random one otherwise. */
  id?: string;
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
  const profile = await insertProfile(client, {
    id: input.id ?? randomUUID(),
    email: input.email,
    name: input.name,
    data_source: input.dataSource,
    locale: input.locale,
    phone_number: input.phoneNumber,
    created_at: now,
  });
  await attachPendingInvitations(client, profile.id, profile.email, now);
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

/** The profile's current contact values, as profile.updated and profile.snapshot carry them. */
function currentValues(row: ProfileRow) {
  return {
    profileId: row.id,
    email: row.email,
    name: row.name,
    locale: row.locale,
    phoneNumber: row.phone_number,
    imgUrl: row.img_url,
  };
}

export function profileUpdatedEvent(deps: Deps, row: ProfileRow) {
  return deps.event('identity.profile.updated', currentValues(row));
}

/** Profiles announced per outbox write while answering a request for every profile. */
const SNAPSHOT_PAGE = 500;

/**
 * A service that began keeping profiles after they last changed asks for all of them once (e.g.
 * finance.payer.history_requested; the bus keeps events only a week): every profile's current
 * values as identity.profile.snapshot, in the caller's transaction (the consumer's), so the answer
 * commits with the request's record and is not sent twice. Per-profile order holds: a later change
 * is a later event on the same key, and projections keep the newest.
 */
export async function snapshotProfiles(
  client: pg.ClientBase,
  deps: Deps,
  pageSize = SNAPSHOT_PAGE,
): Promise<number> {
  let sent = 0;
  let after: string | null = null;
  for (;;) {
    const page = await profilesAfter(client, after, pageSize);
    if (page.length === 0) return sent;
    await deps.emit(
      client,
      page.map((row) => deps.event('identity.profile.snapshot', currentValues(row))),
    );
    sent += page.length;
    after = page.at(-1)!.id;
  }
}

/**
 * Applies a profile update (proto's ProfileUpdate, already checked by its submission rules) and
 * answers the profile as the API shows it. A name of only spaces is refused; names are trimmed.
 * Staff changing someone else's profile goes to the audit log (issue 19).
 */
export async function editProfile(
  deps: Deps,
  profileId: string,
  input: Pick<ProfileUpdate, 'name' | 'phone_number' | 'locale' | 'img_url_obj'>,
  auth?: AuthContext,
): Promise<ProfileView> {
  if (input.name !== undefined && isBlankName(input.name))
    throw validationFailed([{ path: '/name', key: 'validation.required' }]);
  const picture = input.img_url_obj;
  const row = await updateProfile(
    deps,
    profileId,
    {
      name: input.name?.trim(),
      phone_number: input.phone_number,
      locale: input.locale,
      picture: picture === undefined ? undefined : picture === null ? null : picture.base64Image,
    },
    auth,
  );
  return profileView(deps.db, row);
}

/** What the log keeps of a profile's change: the fields people edit (the picture by its address). */
const auditedProfile = (row: ProfileRow) => ({
  name: row.name,
  phone_number: row.phone_number,
  locale: row.locale,
  img_url: row.img_url,
});

/**
 * Applies a profile change. The one profile picture goes to the public bucket first; the row then
 * points at it, and the picture it replaced is deleted only once the change committed. When `auth`
 * is staff acting on someone else's profile, the change is in the audit log, in its transaction.
 */
export async function updateProfile(
  deps: Deps,
  profileId: string,
  changes: ProfileChanges,
  auth?: AuthContext,
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
      const next = nextProfile(current, changes, uploaded);
      replacedKey = next.replacedKey;
      const updated = await updateProfileRow(client, profileId, { ...next.fields, updated_at: deps.now() });
      if (auth && isStaff(auth) && auth.profileId !== profileId)
        await audit(deps, client, auth, {
          action: 'PROFILE_EDITED',
          entity: 'profile',
          entityId: profileId,
          entityLabel: updated.name,
          before: auditedProfile(current),
          after: auditedProfile(updated),
        });
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

/**
 * Deletes a profile and everything identity keeps about it. Memberships end with their events so
 * every projection forgets them, then the profile's own deletion is announced.
 */

export async function deleteProfile(deps: Deps, profileId: string, auth?: AuthContext): Promise<void> {
  const keys = await deps.db.tx(async (client) => {
    const profile = await requireProfileRow(client, profileId, true);
    const memberships = await deleteMembershipsOf(client, profileId);
    // Staff deleting someone else's profile goes to the audit log (issue 19).
    if (auth && isStaff(auth) && auth.profileId !== profileId)
      await audit(deps, client, auth, {
        action: 'PROFILE_DELETED',
        entity: 'profile',
        entityId: profileId,
        entityLabel: profile.name,
        before: {
          name: profile.name,
          email: profile.email,
          memberships: memberships.map((m) => m.label),
        },
        after: null,
      });
    const privateInfo = await privateInfoRow(client, profileId);
    await deleteProfileRow(client, profileId);
    await deps.emit(client, [
      ...memberships.map((m) =>
        deps.event('identity.membership.removed', { profileId, propertyId: m.property_id, label: m.label }),
      ),
      deps.event('identity.profile.deleted', { profileId }),
    ]);
    return { picture: profile.img_key, id: privateInfo?.id_key ?? null };
  });
  if (keys.picture) await removeQuietly(deps, 'public', keys.picture);
  if (keys.id) await removeQuietly(deps, 'private', keys.id);
}
