import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDefinition } from '@casona/proto';
import {
  TEAM_EMAIL,
  createProperty,
  emailReached,
  emailsTo,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let propertyId: string;

beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h, { name: 'Dueña' });
  propertyId = await createProperty(h, owner, 'Casa Escrituras');
});
afterAll(async () => h?.stop());

const file = () => ({
  fileId: crypto.randomUUID(),
  propertyId,
  validFrom: null,
  validTypes: ['PROPERTY_DEEDS' as const],
});

describe("documents' file events", () => {
  it('an uploaded contract sends CONTRACT_UPLOADED: the team reviews it, the owner gets a receipt', async () => {
    await h.publish('documents.file.uploaded', {
      ...file(),
      type: 'LEASE_CONTRACT',
      validTo: '2027-01-31',
      uploadedBy: owner.id,
      emailNotificationType: 'CONTRACT_UPLOADED',
    });
    const team = await emailReached(h, TEAM_EMAIL, 'contract_uploaded_team');
    expect(team).toMatchObject({ type: 'CONTRACT_UPLOADED', property_id: propertyId });
    await emailReached(h, owner.email, 'contract_uploaded');
  });

  it('an expiry warning emails the owners and posts an in-app notice, once even when the event is delivered twice', async () => {
    const event = await h.publish('documents.file.expiring', {
      ...file(),
      type: 'PROPERTY_DEEDS',
      validTo: '2026-09-15',
      warning: 'THREE_MONTHS',
      propertyName: 'Casa Escrituras',
    });
    const email = await emailReached(h, owner.email, 'file_expiring');
    expect(email).toMatchObject({ property_id: propertyId, locale: 'ES' });
    const [message] = (await h.outbox()).filter(
      (m) => m.to.includes(owner.email.toLowerCase()) && m.subject.startsWith('Escrituras'),
    );
    expect(message!.subject).toBe('Escrituras: la vigencia termina en tres meses');

    await h.infra.bus.publish(eventDefinition('documents.file.expiring').topic, [event]);
    await h.settle();
    expect((await emailsTo(h, owner.email)).filter((e) => e.template === 'file_expiring')).toHaveLength(1);
    const notices = await h.sql(
      'SELECT es_markdown, en_markdown FROM property_notification WHERE property_id = $1',
      [propertyId],
    );
    expect(notices).toEqual([
      {
        es_markdown: expect.stringContaining(
          'Escrituras de Casa Escrituras: la vigencia termina en tres meses (15 de septiembre de 2026).',
        ),
        en_markdown: expect.stringContaining(
          'Property deeds of Casa Escrituras: the validity ends in three months (September 15, 2026).',
        ),
      },
    ]);
    const seen = await h.call('GET', `/api/v1/property_notification?property_id=${propertyId}`, {
      token: owner.accessToken,
    });
    expect(seen.body.items).toHaveLength(1);
  });
});
