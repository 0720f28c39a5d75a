/** SQL of what visitors send (tables `contact_message`, `manager_application`): rows in, rows out. */
import type { Locale } from '@casona/proto';
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

/** Newest first. */
export function pageOfContacts(q: Queryable, page: number): Promise<Page<ContactRow>> {
  return paged<ContactRow>(q, page, {
    rows: `SELECT id, name, email, phone_number, text, locale, created_at FROM contact_message
            ORDER BY created_at DESC, id`,
    count: 'SELECT count(*)::int AS n FROM contact_message',
    values: [],
  });
}

/** Newest first. */
export function pageOfManagerApplications(q: Queryable, page: number): Promise<Page<ManagerApplicationRow>> {
  return paged<ManagerApplicationRow>(q, page, {
    rows: `SELECT id, name, email, phone_number, airbnb_profile_url, message, locale, property_id, created_at
             FROM manager_application ORDER BY created_at DESC, id`,
    count: 'SELECT count(*)::int AS n FROM manager_application',
    values: [],
  });
}
