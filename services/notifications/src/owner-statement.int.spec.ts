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
    await h.infra.bus.publish(eventDefinition('finance.statement.ready').topic, [event]);
    await h.settle();
    expect((await emailsTo(h, owner.email)).filter((e) => e.template === 'owner_statement')).toHaveLength(1);
  });
});
