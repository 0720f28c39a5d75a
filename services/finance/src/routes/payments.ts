import { financePayments } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { route } from '@casona/kit/app/route-table';
import type { Deps } from '../app/deps.ts';
import {
  createCheckout,
  customerPortal,
  ensureCustomer,
  getPayment,
  listAdminPayments,
  listFailedPayments,
  listPayments,
  paymentSettings,
  receiveWebhook,
  type PaymentDeps,
} from '../app/payments.ts';
import { createStripeClient } from '../app/stripe.ts';

/** Payments: settings, the Stripe customer and portal, checkout sessions, purchases, the webhook. */
export async function paymentRoutes(app: App, deps: Deps): Promise<void> {
  const pay: PaymentDeps = { ...deps, stripe: createStripeClient(deps.config) };
  const t = financePayments;

  route(app, t.paymentSettings, async () => paymentSettings(pay));
  route(app, t.stripeCustomer, async (request) => ({ customer_id: await ensureCustomer(pay, request.auth) }));
  route(app, t.customerPortal, async (request) => ({
    url: await customerPortal(pay, request.auth, request.locale),
  }));
  route(app, t.createCheckout, async (request, reply) =>
    reply.status(201).send(await createCheckout(pay, request.auth, request.body, request.locale)),
  );
  route(app, t.payments, async (request) => listPayments(pay, request.auth, request.query.page));
  route(app, t.failedPayments, async (request) => listFailedPayments(pay, request.query.page));
  route(app, t.adminPayments, async (request) => listAdminPayments(pay, request.query));
  route(app, t.payment, async (request) => getPayment(pay, request.auth, request.params.payment_id));

  // Stripe signs the exact bytes it sent: in this scope every body stays a Buffer, never parsed.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(scope as App, t.webhook, async (request) => {
      const raw = request.body as unknown;
      const signature = request.headers['stripe-signature'];
      return receiveWebhook(
        pay,
        Buffer.isBuffer(raw) ? raw : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    });
  });
}
