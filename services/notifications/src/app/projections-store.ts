/**
 * SQL of the local copies of what other services own, fed by their events: profiles (address, name, language),
 * property names and invitations. A newer copy never loses to an older event (occurred_at wins).
 */
import { MANAGER_ROLE_LABELS, OWNER_ROLE_LABELS, type Locale } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';
import type { Recipient } from '../domain/recipients.ts';

export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  locale: Locale;
}

export async function upsertProfile(
  q: Queryable,
  p: { profileId: string; email: string; name: string; locale: Locale; phoneNumber?: string | null },
  at: string,
): Promise<void> {
  await q.query(
    `INSERT INTO profile (id, email, name, locale, phone_number, updated_at)
     VALUES ($1, lower(btrim($2)), $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, locale = EXCLUDED.locale,
       phone_number = EXCLUDED.phone_number, updated_at = EXCLUDED.updated_at
     WHERE profile.updated_at <= EXCLUDED.updated_at`,
    [p.profileId, p.email, p.name, p.locale, p.phoneNumber ?? null, at],
  );
}

export async function deleteProfile(q: Queryable, profileId: string): Promise<void> {
  await q.query('DELETE FROM profile WHERE id = $1', [profileId]);
}

export async function findProfile(q: Queryable, id: string): Promise<ProfileRow | null> {
  const { rows } = await q.query<ProfileRow>('SELECT id, email, name, locale FROM profile WHERE id = $1', [
    id,
  ]);
  return rows[0] ?? null;
}

/** The phone identity keeps for a profile (10 digits), or null. */
export async function phoneOf(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ phone_number: string | null }>(
    'SELECT phone_number FROM profile WHERE id = $1',
    [id],
  );
  return rows[0]?.phone_number ?? null;
}

export async function upsertProperty(q: Queryable, p: { propertyId: string; name: string }, at: string) {
  await q.query(
    `INSERT INTO property (id, name, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at
     WHERE property.updated_at <= EXCLUDED.updated_at`,
    [p.propertyId, p.name, at],
  );
}

export async function propertyName(q: Queryable, propertyId: string): Promise<string | null> {
  const { rows } = await q.query<{ name: string }>('SELECT name FROM property WHERE id = $1', [propertyId]);
  return rows[0]?.name ?? null;
}

export async function recordInvitation(
  q: Queryable,
  i: { invitationId: string; propertyId: string; invitedBy: string; email: string },
  at: string,
): Promise<void> {
  await q.query(
    `INSERT INTO invitation (id, property_id, invited_by, email, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING`,
    [i.invitationId, i.propertyId, i.invitedBy, i.email, at],
  );
}

export async function inviterOf(q: Queryable, invitationId: string): Promise<string | null> {
  const { rows } = await q.query<{ invited_by: string }>('SELECT invited_by FROM invitation WHERE id = $1', [
    invitationId,
  ]);
  return rows[0]?.invited_by ?? null;
}

/** The property's OWNER-type members whose profile is known, as email recipients. */
export async function ownersOf(q: Queryable, propertyId: string): Promise<Recipient[]> {
  const { rows } = await q.query<ProfileRow>(
    `SELECT p.id, p.email, p.name, p.locale FROM membership m JOIN profile p ON p.id = m.profile_id
      WHERE m.property_id = $1 AND m.label = ANY($2::text[]) ORDER BY p.id`,
    [propertyId, [...OWNER_ROLE_LABELS]],
  );
  return rows.map((r) => ({ profileId: r.id, email: r.email, name: r.name, locale: r.locale }));
}

/** The property's manager-type members (§6: MANAGER, OWNER_MANAGER) with a known profile. */
export async function managersOf(q: Queryable, propertyId: string): Promise<Recipient[]> {
  const { rows } = await q.query<ProfileRow>(
    `SELECT p.id, p.email, p.name, p.locale FROM membership m JOIN profile p ON p.id = m.profile_id
      WHERE m.property_id = $1 AND m.label = ANY($2::text[]) ORDER BY p.id`,
    [propertyId, [...MANAGER_ROLE_LABELS]],
  );
  return rows.map((r) => ({ profileId: r.id, email: r.email, name: r.name, locale: r.locale }));
}
