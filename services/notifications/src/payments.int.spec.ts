/** Finance's payment events reach the payer as a receipt or a failure notice, in their language, once. */
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
let payer: Account;

beforeAll(async () => {
  h = await startHarness();
  payer = await registerAccount(h, { name: 'Lucía', locale: 'ES' });
});
afterAll(async () => h?.stop());

const payment = () => ({
  paymentId: crypto.randomUUID(),
  profileId: payer.id,
  type: 'APPRAISAL_FURNISHING_QUERY' as const,
  method: 'OXXO' as const,
  amount: 1_850_000,
  currency: 'MXN' as const,
  referenceId: crypto.randomUUID(),
});

describe("finance's payment events", () => {
  it('a payment that arrived sends the payer a receipt in Spanish, once even when delivered twice', async () => {
    const event = await h.publish('finance.payment.succeeded', {
      ...payment(),
      paidAt: '2026-11-25T18:30:00.000Z',
    });
    await emailReached(h, payer.email, 'payment_receipt');
    const [message] = (await h.outbox()).filter(
      (m) => m.to.includes(payer.email.toLowerCase()) && m.subject.startsWith('Recibo de pago'),
    );
    expect(message!.subject).toBe('Recibo de pago: Paquete de amueblado');
    await h.infra.bus.publish(eventDefinition('finance.payment.succeeded').topic, [event]);
    await h.settle();
    expect((await emailsTo(h, payer.email)).filter((e) => e.template === 'payment_receipt')).toHaveLength(1);
  });

  it('a pending OXXO payment sends the payer the voucher number and its page', async () => {
    await h.publish('finance.payment.pending', {
      ...payment(),
      instructions: {
        kind: 'OXXO',
        number: '98765432109876',
        expires_at: '2026-11-28T05:59:59.000Z',
        hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test_b3h4bw',
      },
    });
    await emailReached(h, payer.email, 'payment_pending');
    const [message] = (await h.outbox()).filter(
      (m) => m.to.includes(payer.email.toLowerCase()) && m.subject.startsWith('Completa tu pago'),
    );
    expect(message!.subject).toBe('Completa tu pago: Paquete de amueblado');
    expect(message!.text).toContain('98765432109876');
  });

  it('a payment that failed tells the payer', async () => {
    await h.publish('finance.payment.failed', {
      ...payment(),
      method: 'SPEI',
      failedAt: '2026-11-25T18:30:00.000Z',
    });
    await emailReached(h, payer.email, 'payment_failed');
  });
});
