/** Finance's finance.statement.ready reaches the property's owner as the statement email, in their language, once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDefinition } from '@casona/proto';
import {
  emailReached,
  emailsTo,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;

beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h, { name: 'Carmen', locale: 'EN' });
});
afterAll(async () => h?.stop());

describe("finance's owner statement", () => {
  it('emails the owner last month’s statement with its payout and link, once even when delivered twice', async () => {
    const propertyId = crypto.randomUUID();
    const event = await h.publish('finance.statement.ready', {
      propertyId,
      month: '2026-10',
      ownerProfileId: owner.id,
      payout: 10_600,
    });
    await emailReached(h, owner.email, 'owner_statement');
    const [message] = (await h.outbox()).filter(
      (m) => m.to.includes(owner.email.toLowerCase()) && m.subject.startsWith('October 2026 owner statement'),
    );
    expect(message).toBeDefined();
    // An event from before the PDF travelled with it: the email still goes, with nothing attached.
    expect(message!.attachments).toBeUndefined();
    await h.infra.bus.publish(eventDefinition('finance.statement.ready').topic, [event]);
    await h.settle();
    expect((await emailsTo(h, owner.email)).filter((e) => e.template === 'owner_statement')).toHaveLength(1);
  });

  it('attaches the statement PDF as sent in the owner’s language, named as the page’s download', async () => {
    const pdf = {
      es: Buffer.from('%PDF-1.4\n% estado de cuenta\n').toString('base64'),
      en: Buffer.from('%PDF-1.4\n% owner statement\n').toString('base64'),
    };
    const spanish = await registerAccount(h, { name: 'Lucía' });
    for (const person of [spanish, owner])
      await h.publish('finance.statement.ready', {
        propertyId: crypto.randomUUID(),
        month: '2026-09',
        ownerProfileId: person.id,
        payout: 0,
        pdf,
      });
    for (const [person, lang, subject, filename] of [
      [spanish, 'es', 'Estado de cuenta de septiembre de 2026', 'estado-de-cuenta-2026-09.pdf'],
      [owner, 'en', 'September 2026 owner statement', 'owner-statement-2026-09.pdf'],
    ] as const) {
      await emailReached(h, person.email, 'owner_statement');
      const message = (await h.outbox()).find(
        (m) => m.to.includes(person.email.toLowerCase()) && m.subject.startsWith(subject),
      );
      expect(message, person.email).toBeDefined();
      expect(message!.attachments).toEqual([
        {
          filename,
          contentType: 'application/pdf',
          size: Buffer.from(pdf[lang], 'base64').length,
          base64: pdf[lang],
        },
      ]);
      expect(message!.text).toContain(filename);
    }
  });
});
