/** What visitors sent, for staff: contact messages and manager applications, newest first. */
import type { Locale } from '@casona/proto';
import { iso, paged, type Deps } from './deps.ts';

export interface ContactView {
  id: string;
  name: string;
  email: string;
  phone_number: string | null;
  text: string;
  locale: Locale;
  created_at: string;
}

export interface ManagerApplicationView {
  id: string;
  name: string;
  email: string | null;
  phone_number: string | null;
  airbnb_profile_url: string;
  message: string;
  locale: Locale;
  property_id: string | null;
  created_at: string;
}

type Row<T> = Omit<T, 'created_at'> & { created_at: Date };

export function contactMessages(deps: Pick<Deps, 'db'>, page: number) {
  return paged<Row<ContactView>, ContactView>(
    deps.db,
    page,
    {
      rows: `SELECT id, name, email, phone_number, text, locale, created_at FROM contact_message
              ORDER BY created_at DESC, id`,
      count: 'SELECT count(*)::int AS n FROM contact_message',
      values: [],
    },
    (r) => ({ ...r, created_at: iso(r.created_at) }),
  );
}

export function managerApplications(deps: Pick<Deps, 'db'>, page: number) {
  return paged<Row<ManagerApplicationView>, ManagerApplicationView>(
    deps.db,
    page,
    {
      rows: `SELECT id, name, email, phone_number, airbnb_profile_url, message, locale, property_id, created_at
               FROM manager_application ORDER BY created_at DESC, id`,
      count: 'SELECT count(*)::int AS n FROM manager_application',
      values: [],
    },
    (r) => ({ ...r, created_at: iso(r.created_at) }),
  );
}
