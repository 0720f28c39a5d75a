/** What visitors sent, for staff: contact messages and manager applications, newest first. */
import type { ContactView, ManagerApplicationView } from '@casona/proto';
import { iso, type Deps } from './deps.ts';
import { pageOfContacts, pageOfManagerApplications } from './inbox-store.ts';
import { mapPage, type Page } from './page-store.ts';

export async function contactMessages(deps: Pick<Deps, 'db'>, page: number): Promise<Page<ContactView>> {
  return mapPage(await pageOfContacts(deps.db, page), (r) => ({ ...r, created_at: iso(r.created_at) }));
}

export async function managerApplications(
  deps: Pick<Deps, 'db'>,
  page: number,
): Promise<Page<ManagerApplicationView>> {
  return mapPage(await pageOfManagerApplications(deps.db, page), (r) => ({
    ...r,
    created_at: iso(r.created_at),
  }));
}
