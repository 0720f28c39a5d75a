/**
 * Issue 19: the preference cell "documents about to expire by WhatsApp" takes effect — an owner who
 * turned it on gets documents' expiry warning as the casona_file_expiring template (the property,
 * the document in words, the date written out), beside its email and in-app notice; an owner who did
 * not, gets the email only. Against the real database, with WhatsApp configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '@casona/proto/events/catalogue';
import { authOf, startUseCases, WHATSAPP_QUEUED_ENV, type UseCases } from '../testing/use-cases.ts';
import { handleEvent } from './events.ts';
import { putPreferences } from './preferences.ts';
import { upsertProfile, upsertProperty } from './projections-store.ts';

let uc: UseCases;
beforeAll(async () => {
  uc = await startUseCases(WHATSAPP_QUEUED_ENV);
}, 120_000);
afterAll(async () => uc?.stop());

/** An owner of `propertyId` as identity's and listings' events leave them, with a phone. */
async function owner(propertyId: string, name: string, locale: 'ES' | 'EN'): Promise<string> {
  const id = crypto.randomUUID();
  const at = new Date().toISOString();
  await upsertProfile(
    uc.deps.db,
    { profileId: id, email: `${id.slice(0, 8)}@casona.test`, name, locale, phoneNumber: '5512345678' },
    at,
  );
  await uc.deps.db.tx((client) =>
    uc.deps.memberships.upsert(client, { profileId: id, propertyId, label: 'OWNER' }),
  );
  return id;
}

const expiring = (propertyId: string) =>
  makeEvent('documents.file.expiring', {
    producer: 'documents',
    payload: {
      fileId: crypto.randomUUID(),
      propertyId,
      type: 'PROPERTY_DEEDS',
      validFrom: null,
      validTo: '2031-03-10',
      validTypes: ['PROPERTY_DEEDS'],
      warning: 'ONE_MONTH',
      propertyName: 'Casa Escrituras',
    },
  });

const queued = async (profileId: string) => ({
  emails: (
    await uc.sql<{ template: string }>('SELECT template FROM email_notification WHERE profile_id = $1', [
      profileId,
    ])
  ).map((r) => r.template),
  whatsapp: await uc.sql<{ template: string; parameters: string[]; recipient: string }>(
    'SELECT template, parameters, recipient FROM whatsapp_message WHERE profile_id = $1',
    [profileId],
  ),
});

describe('documents about to expire, by WhatsApp', () => {
  it('reaches the owner who turned it on, in their language; the other owner gets the email only', async () => {
    const propertyId = crypto.randomUUID();
    await upsertProperty(uc.deps.db, { propertyId, name: 'Casa Escrituras' }, new Date().toISOString());
    const optedIn = await owner(propertyId, 'Lucía Dueña', 'ES');
    const english = await owner(propertyId, 'Jane Owner', 'EN');
    const quiet = await owner(propertyId, 'Pedro Callado', 'ES');
    for (const id of [optedIn, english])
      await putPreferences(uc.deps, authOf(id), {
        preferences: [{ category: 'DOCUMENTS_EXPIRING', email: true, whatsapp: true, in_app: true }],
      });

    await uc.deps.db.tx((client) => handleEvent(expiring(propertyId), client, uc.deps));

    expect(await queued(optedIn)).toEqual({
      emails: ['file_expiring'],
      whatsapp: [
        {
          template: 'file_expiring',
          parameters: ['Casa Escrituras', 'Escrituras', '10 de marzo de 2031'],
          recipient: '525512345678',
        },
      ],
    });
    expect((await queued(english)).whatsapp).toEqual([
      {
        template: 'file_expiring',
        parameters: ['Casa Escrituras', 'Property deeds', 'March 10, 2031'],
        recipient: '525512345678',
      },
    ]);
    expect(await queued(quiet)).toEqual({ emails: ['file_expiring'], whatsapp: [] });
  });
});
