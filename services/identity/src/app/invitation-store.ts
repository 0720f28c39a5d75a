/** identity.property_customer_invitation: rows in, rows out. */
import type { InvitationStatus, Locale, RoleLabel } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface InvitationRow {
  id: string;
  property_id: string;
  invited_by: string;
  email: string;
  profile_id: string | null;
  label: RoleLabel;
  locale: Locale;
  status: InvitationStatus;
  created_at: Date;
  updated_at: Date;
}

export async function invitationRowsOfProperty(q: Queryable, propertyId: string): Promise<InvitationRow[]> {
  const { rows } = await q.query<InvitationRow>(
    'SELECT * FROM property_customer_invitation WHERE property_id = $1 ORDER BY created_at DESC',
    [propertyId],
  );
  return rows;
}

/** The invitations addressed to a profile, newest first, optionally in one status. */
export async function invitationRowsOfInvitee(
  q: Queryable,
  profileId: string,
  status: InvitationStatus | null,
): Promise<InvitationRow[]> {
  const { rows } = await q.query<InvitationRow>(
    `SELECT * FROM property_customer_invitation WHERE profile_id = $1 AND ($2::text IS NULL OR status = $2)
      ORDER BY created_at DESC`,
    [profileId, status],
  );
  return rows;
}

export async function pendingInvitationEmails(q: Queryable, propertyId: string): Promise<string[]> {
  const { rows } = await q.query<{ email: string }>(
    "SELECT email FROM property_customer_invitation WHERE property_id = $1 AND status = 'PENDING'",
    [propertyId],
  );
  return rows.map((r) => r.email);
}

export async function insertInvitation(
  q: Queryable,
  row: Omit<InvitationRow, 'status' | 'updated_at'>,
): Promise<InvitationRow> {
  const { rows } = await q.query<InvitationRow>(
    `INSERT INTO property_customer_invitation
       (id, property_id, invited_by, email, profile_id, label, locale, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'PENDING', $8, $8) RETURNING *`,
    [
      row.id,
      row.property_id,
      row.invited_by,
      row.email,
      row.profile_id,
      row.label,
      row.locale,
      row.created_at,
    ],
  );
  return rows[0]!;
}

/** The invitation, held until the transaction ends. */
export async function invitationForUpdate(q: Queryable, id: string): Promise<InvitationRow | null> {
  const { rows } = await q.query<InvitationRow>(
    'SELECT * FROM property_customer_invitation WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

export async function setInvitationStatus(
  q: Queryable,
  id: string,
  status: InvitationStatus,
  now: Date,
): Promise<InvitationRow> {
  const { rows } = await q.query<InvitationRow>(
    'UPDATE property_customer_invitation SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *',
    [id, status, now],
  );
  return rows[0]!;
}

/** Hands the pending invitations sent to an email to the profile that now has it. */
export async function attachPendingInvitations(
  q: Queryable,
  profileId: string,
  email: string,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE property_customer_invitation SET profile_id = $1, updated_at = $3
      WHERE email = $2 AND profile_id IS NULL AND status = 'PENDING'`,
    [profileId, email, now],
  );
}
