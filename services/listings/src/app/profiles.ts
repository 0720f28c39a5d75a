import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';
import { deleteProfile, upsertProfile } from './profile-store.ts';

/**
 * The local projection of identity's profiles: email, name and locale by profile id. Listings
 * uses it to show owners' emails to staff and to tell a submitter whether an account will be made.
 * Runs in the consumer's transaction; a profile's events arrive in order (keyed by profile id).
 */
export async function projectProfile(client: pg.ClientBase, event: CasonaEnvelope): Promise<void> {
  switch (event.type) {
    case 'identity.profile.created':
    case 'identity.profile.updated':
      await upsertProfile(client, {
        id: event.payload.profileId,
        email: event.payload.email,
        name: event.payload.name,
        locale: event.payload.locale,
        updated_at: event.occurredAt,
      });
      return;
    case 'identity.profile.deleted':
      await deleteProfile(client, event.payload.profileId);
      return;
    default:
      return;
  }
}

export const PROFILE_EVENTS = [
  'identity.profile.created',
  'identity.profile.updated',
  'identity.profile.deleted',
] as const;
