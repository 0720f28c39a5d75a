/** SQL of each person's channels per notice category (table `notification_preference`). */
import type { NotificationCategory, NotificationPreference } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

/** The choices a person made (categories they never set are absent). */
export async function storedPreferences(q: Queryable, profileId: string): Promise<NotificationPreference[]> {
  const { rows } = await q.query<NotificationPreference>(
    `SELECT category, email, whatsapp, in_app FROM notification_preference WHERE profile_id = $1`,
    [profileId],
  );
  return rows;
}

/** The choices of several people at once, by profile id. */
export async function storedPreferencesOf(
  q: Queryable,
  profileIds: readonly string[],
): Promise<Map<string, NotificationPreference[]>> {
  const byProfile = new Map<string, NotificationPreference[]>();
  if (profileIds.length === 0) return byProfile;
  const { rows } = await q.query<NotificationPreference & { profile_id: string }>(
    `SELECT profile_id, category, email, whatsapp, in_app FROM notification_preference
      WHERE profile_id = ANY($1::uuid[])`,
    [profileIds],
  );
  for (const { profile_id, ...p } of rows)
    byProfile.set(profile_id, [...(byProfile.get(profile_id) ?? []), p]);
  return byProfile;
}

export async function savePreferences(
  q: Queryable,
  profileId: string,
  preferences: readonly NotificationPreference[],
  now: Date,
): Promise<void> {
  for (const p of preferences) {
    await q.query(
      `INSERT INTO notification_preference (profile_id, category, email, whatsapp, in_app, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (profile_id, category) DO UPDATE
         SET email = EXCLUDED.email, whatsapp = EXCLUDED.whatsapp, in_app = EXCLUDED.in_app,
             updated_at = EXCLUDED.updated_at`,
      [profileId, p.category satisfies NotificationCategory, p.email, p.whatsapp, p.in_app, now],
    );
  }
}
