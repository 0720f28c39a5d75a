import type pg from 'pg';
import type { CasonaEnvelope } from '@casona/proto';

/**
 * The local projection of identity's profiles: email, name and locale by profile id. Listings
 * uses it to show owners' emails to staff and to tell a submitter whether an account will be made.
 * Runs in the consumer's transaction; a profile's events arrive in order (keyed by profile id).
 */
export async function projectProfile(client: pg.ClientBase, event: CasonaEnvelope): Promise<void> {
  switch (event.type) {
    case 'identity.profile.created':
    case 'identity.profile.updated':
      await client.query(
        `INSERT INTO profile (id, email, name, locale, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, locale = EXCLUDED.locale,
           updated_at = EXCLUDED.updated_at`,
        [
          event.payload.profileId,
          event.payload.email,
          event.payload.name,
          event.payload.locale,
          event.occurredAt,
        ],
      );
      return;
    case 'identity.profile.deleted':
      await client.query('DELETE FROM profile WHERE id = $1', [event.payload.profileId]);
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
