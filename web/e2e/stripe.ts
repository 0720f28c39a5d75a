/**
 * The local Stripe server of the e2e platform (run.ts starts it and names it in E2E_STRIPE_*): reads
 * on its API as the SDK makes them, and webhooks posted to the platform signed over their exact
 * bytes with the Stripe SDK's test header helper, as Stripe signs them.
 */
import assert from 'node:assert/strict';

import { signStripePayload, stripeEvent } from '../../services/finance/src/testing/stripe-server.ts';
import { BASE_URL } from './support.ts';

export const STRIPE = process.env['E2E_STRIPE_BASE'] ?? '';
const STRIPE_KEY = process.env['E2E_STRIPE_KEY'] ?? '';
const WEBHOOK_SECRET = process.env['E2E_STRIPE_WEBHOOK_SECRET'] ?? '';

/** Why a payments journey cannot run here, or false when it can. */
export const stripeSkip = (): string | false =>
  process.env['E2E_GATEWAY_ONLY'] === '1'
    ? 'services are not running (E2E_GATEWAY_ONLY)'
    : !STRIPE
      ? 'no local Stripe server (run through e2e/run.ts)'
      : false;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A Stripe API read on the local Stripe server, as the SDK would make it. */
export async function stripeGet(path: string): Promise<Json> {
  const res = await fetch(`${STRIPE}${path}`, { headers: { authorization: `Bearer ${STRIPE_KEY}` } });
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  return res.json();
}

/** Posts a Stripe event to the platform's webhook, signed over its exact bytes. */
export async function sendWebhook(type: string, object: Json): Promise<void> {
  const payload = JSON.stringify(stripeEvent(type, object));
  const res = await fetch(`${BASE_URL}/api/v1/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(payload, WEBHOOK_SECRET),
    },
    body: payload,
  });
  assert.equal(res.status, 200, `${type}: ${res.status} ${await res.text()}`);
}
