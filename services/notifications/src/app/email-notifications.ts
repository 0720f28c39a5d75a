/**
 * POST /email_notification: the SPA asks for the §9 email of a file it just uploaded (§7: the
 * exclusivity or lease contract → CONTRACT_UPLOADED, any other file → MISCELLANEOUS_FILE_SUBMITTED).
 * Allowed to members who may add files to the property (§6 file insert) and to staff; the team
 * reviews the file, the owners get a receipt.
 */
import { randomUUID } from 'node:crypto';
import type { EmailNotificationPost, EmailNotificationType } from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import { propertyEmails } from '../domain/recipients.ts';
import { TYPE_TEMPLATES } from '../domain/templates.ts';
import { teamOf, type Deps } from './deps.ts';
import { queueEmails } from './emails.ts';
import { findProfile, ownersOf, propertyName } from './projections-store.ts';

/** The types a client may ask for; the others follow from events (published, sold, listing). */
export const CLIENT_EMAIL_TYPES = [
  'CONTRACT_UPLOADED',
  'MISCELLANEOUS_FILE_SUBMITTED',
] as const satisfies readonly EmailNotificationType[];

/**
 * Returns the id of the team's email (the one that asks for a review). Staff's request is in the
 * audit log (issue 19) in the same transaction as the queued emails: which notice, how many emails.
 */
export async function requestEmailNotification(
  deps: Deps,
  auth: AuthContext,
  input: EmailNotificationPost,
): Promise<string> {
  const callerId = requireProfile(auth);
  if (!(CLIENT_EMAIL_TYPES as readonly string[]).includes(input.type)) {
    throw validationFailed([
      { path: '/type', key: 'validation.enum', params: { values: CLIENT_EMAIL_TYPES.join(', ') } },
    ]);
  }
  await deps.memberships.assert(auth, input.property_id, 'file', 'insert');
  const requestId = randomUUID();
  const team = TYPE_TEMPLATES[input.type].team;
  return deps.db.tx(async (client) => {
    const uploader = await findProfile(client, callerId);
    const name = await propertyName(client, input.property_id);
    const intents = propertyEmails(input.type, {
      propertyId: input.property_id,
      propertyName: name,
      owners: await ownersOf(client, input.property_id),
      team: teamOf(deps),
      uploaderName: uploader?.name ?? null,
    });
    const stored = await queueEmails(client, deps, requestId, intents);
    const id = (stored.find((e) => e.template === team) ?? stored[0]!).id;
    if (isStaff(auth))
      await audit(deps, client, auth, {
        action: 'EMAIL_NOTICE_SENT',
        entity: 'email_notification',
        entityId: id,
        entityLabel: name,
        propertyId: input.property_id,
        before: null,
        after: { type: input.type, emails: stored.length },
      });
    return id;
  });
}
