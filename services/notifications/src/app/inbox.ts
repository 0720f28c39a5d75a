/** What visitors sent, for staff: contact messages and manager applications, newest first. */
import type { ContactView, ManagerApplicationView } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { notFound } from '@casona/kit/errors/errors';
import { iso, type Deps } from './deps.ts';
import {
  contactForUpdate,
  pageOfContacts,
  pageOfManagerApplications,
  setContactAnswered,
  type ContactListRow,
} from './inbox-store.ts';
import { mapPage, type Page } from './page-store.ts';

const contactView = (r: ContactListRow): ContactView => ({
  ...r,
  created_at: iso(r.created_at),
  answered_at: r.answered_at ? iso(r.answered_at) : null,
});

/** Newest first: all, or only the answered (true) or still unanswered (false) ones. */
export async function contactMessages(
  deps: Pick<Deps, 'db'>,
  page: number,
  answered?: boolean,
  text?: string,
): Promise<Page<ContactView>> {
  return mapPage(await pageOfContacts(deps.db, page, answered ?? null, text), contactView);
}

/**
 * Staff mark a message answered (or waiting again); marking it twice keeps the first time. Kept in
 * the audit log (issue 19).
 */
export async function answerContact(
  deps: Pick<Deps, 'db' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  id: string,
  answered: boolean,
): Promise<ContactView> {
  const by = requireProfile(auth);
  return deps.db.tx(async (tx) => {
    const before = await contactForUpdate(tx, id);
    if (!before) throw notFound();
    if ((before.answered_at !== null) === answered) return contactView(before);
    const row = (await setContactAnswered(tx, id, answered ? deps.now() : null, answered ? by : null))!;
    await audit(deps, tx, auth, {
      action: 'CONTACT_ANSWERED',
      entity: 'contact',
      entityId: id,
      entityLabel: row.name,
      before: { answered: before.answered_at !== null },
      after: { answered },
    });
    return contactView(row);
  });
}

export async function managerApplications(
  deps: Pick<Deps, 'db'>,
  page: number,
  text?: string,
): Promise<Page<ManagerApplicationView>> {
  return mapPage(await pageOfManagerApplications(deps.db, page, text), (r) => ({
    ...r,
    created_at: iso(r.created_at),
  }));
}
