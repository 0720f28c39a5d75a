/** SQL of what visitors send (tables `contact_message`, `manager_application`): rows in, rows out. */
import type { Locale } from '@casona/proto';
import { containsPattern } from '@casona/kit/db/contains';
import type { Queryable } from '@casona/kit/db/queryable';
import { paged, type Page } from './page-store.ts';

export interface ContactRow {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  text: string;
  locale: Locale;
  created_at: Date;
}

export interface ManagerApplicationRow {
  id: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  airbnb_profile_url: string;
  message: string;
  locale: Locale;
  property_id: string | null;
  created_at: Date;
}

export async function insertContact(
  q: Queryable,
  row: ContactRow & { client_ip: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO contact_message (id, name, email, phone_number, text, locale, client_ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.id, row.name, row.email, row.phone_number, row.text, row.locale, row.client_ip, row.created_at],
  );
}

export async function insertManagerApplication(
  q: Queryable,
  row: ManagerApplicationRow & { client_ip: string | null },
): Promise<void> {
  await q.query(
    `INSERT INTO manager_application
       (id, name, email, phone_number, airbnb_profile_url, message, locale, property_id, client_ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      row.id,
      row.name,
      row.email,
      row.phone_number,
      row.airbnb_profile_url,
      row.message,
      row.locale,
      row.property_id,
      row.client_ip,
      row.created_at,
    ],
  );
}

/** A message as staff list it: with when it was marked answered (null: waiting). */
export type ContactListRow = ContactRow & { answered_at: Date | null };

const CONTACT_LIST = 'id, name, email, phone_number, text, locale, created_at, answered_at';

/**
 * Newest first; `answered` keeps only the answered (true) or unanswered (false) ones when given,
 * `text` those whose sender (name, email, phone) or message contains it.
 */
export function pageOfContacts(
  q: Queryable,
  page: number,
  answered: boolean | null = null,
  text?: string,
): Promise<Page<ContactListRow>> {
  const where = `WHERE ($1::boolean IS NULL OR (answered_at IS NOT NULL) = $1)
                   AND ($2::text IS NULL OR name ILIKE $2 OR email ILIKE $2
                        OR coalesce(phone_number, '') ILIKE $2 OR text ILIKE $2)`;
  return paged<ContactListRow>(q, page, {
    rows: `SELECT ${CONTACT_LIST} FROM contact_message ${where} ORDER BY created_at DESC, id`,
    count: `SELECT count(*)::int AS n FROM contact_message ${where}`,
    values: [answered, containsPattern(text)],
  });
}

/** One message, locked for the change that follows; null when there is none. */
export async function contactForUpdate(q: Queryable, id: string): Promise<ContactListRow | null> {
  const { rows } = await q.query<ContactListRow>(
    `SELECT ${CONTACT_LIST} FROM contact_message WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Marks a message answered at `at` by `by`, or waiting again (null, null). */
export async function setContactAnswered(
  q: Queryable,
  id: string,
  at: Date | null,
  by: string | null,
): Promise<ContactListRow | null> {
  const { rows } = await q.query<ContactListRow>(
    `UPDATE contact_message SET answered_at = $2, answered_by = $3 WHERE id = $1 RETURNING ${CONTACT_LIST}`,
    [id, at, by],
  );
  return rows[0] ?? null;
}

/** Newest first; `text` keeps those whose applicant (name, email, phone) or message contains it. */
export function pageOfManagerApplications(
  q: Queryable,
  page: number,
  text?: string,
): Promise<Page<ManagerApplicationRow>> {
  const where = `WHERE ($1::text IS NULL OR name ILIKE $1 OR coalesce(email, '') ILIKE $1
                   OR coalesce(phone_number, '') ILIKE $1 OR message ILIKE $1)`;
  return paged<ManagerApplicationRow>(q, page, {
    rows: `SELECT id, name, email, phone_number, airbnb_profile_url, message, locale, property_id, created_at
             FROM manager_application ${where} ORDER BY created_at DESC, id`,
    count: `SELECT count(*)::int AS n FROM manager_application ${where}`,
    values: [containsPattern(text)],
  });
}
