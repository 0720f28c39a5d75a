/**
 * Payers known from the start (issue 19): a customer registered while finance was not listening —
 * before finance kept payers, or long enough ago that the bus no longer holds their events — is
 * still named on staff's payments page. Identity runs first on its own (its bus, and every event it
 * held, gone when it stops); then finance starts beside the same identity database, asks once for
 * every existing profile (finance.payer.history_requested) and learns the payer from identity's
 * answer (identity.profile.snapshot).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '@casona/gateway/gateway';
import { createIdentityService } from '@casona/identity/service';
import { FAST_HASH, testSigningKey } from '@casona/identity/testing/harness';
import { signIn } from '@casona/kit/testing/accounts';
import { startTestPlatform } from '@casona/kit/testing/platform';
import { dropSchema, testPostgres, uniqueSchema } from '@casona/kit/testing/postgres';
import {
  makeStaff,
  registerAccount,
  startPaymentsHarness,
  type Account,
  type PaymentsHarness,
} from './testing/payments-harness.ts';

const identitySchema = uniqueSchema('identity');
const tag = `Eulalia${Date.now().toString(36)}`;
let h: PaymentsHarness;
let payer: Account;
let admin: Account;

/** Polls `check` until it holds, or fails after 20 s. */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  // Before finance: identity alone, with a customer who then changes nothing.
  const before = await startTestPlatform({
    name: 'before_finance',
    services: {
      identity: () =>
        createIdentityService({
          name: identitySchema,
          env: { ...FAST_HASH, JWT_PRIVATE_KEY: testSigningKey() },
          seedAdmin: false,
        }),
    },
    gateway: (gateway) => createGateway(gateway),
  });
  try {
    payer = await registerAccount(
      { call: before.call, identitySql: before.sql('identity'), settle: before.settle },
      { name: `${tag} Antigua` },
    );
  } finally {
    await before.stop();
  }
  // Finance arrives, beside the same identity.
  h = await startPaymentsHarness({ identitySchema });
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin de pagos' }), 'ADMIN');
}, 120_000);

afterAll(async () => {
  await h?.stop();
  const pg = await testPostgres();
  await dropSchema(pg.url, identitySchema);
  await pg.stop();
});

describe('payers registered before finance listened', () => {
  it('finance asks identity once and learns every existing profile', async () => {
    await eventually(
      async () => (await h.sql('SELECT 1 FROM payer WHERE profile_id = $1', [payer.id])).length === 1,
      'the earlier payer reaching finance',
    );
    expect(await h.sql('SELECT name, email FROM payer WHERE profile_id = $1', [payer.id])).toEqual([
      { name: `${tag} Antigua`, email: payer.email },
    ]);
    expect(await h.events('finance.payer.history_requested')).toHaveLength(1);
  });

  it('staff see the earlier customer’s payment under their name, not as someone unknown', async () => {
    // Signed in anew: the earlier platform's sessions were signed for its own gateway.
    const again = await signIn(h, payer);
    const checkout = await h.call('POST', '/api/v1/stripe/checkout_session', {
      token: again.accessToken,
      body: { type: 'APPRAISAL_FURNISHING_QUERY', reference_id: crypto.randomUUID(), method: 'CARD' },
    });
    expect(checkout.status).toBe(201);
    const res = await h.call('GET', `/api/v1/admin/payment?q=${tag}`, { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: checkout.body.payment_id,
        profile_id: payer.id,
        payer_name: `${tag} Antigua`,
        payer_email: payer.email,
      }),
    ]);
  });
});
