/**
 * A local HTTP server that speaks the parts of Stripe's API finance calls — customers, checkout
 * sessions, billing portal sessions and payment intents — so the real `stripe` SDK runs against it
 * (pointed here by STRIPE_API_BASE, i.e. the SDK's `host`/`port`/`protocol`). Every object it answers
 * is built from the real object of the same type in `stripe-fixtures/` (same keys, our values), and
 * `stripe-server.spec.ts` checks that. Requests are form-encoded as Stripe's are; a call to anything
 * else answers Stripe's 404 error body and is kept in `unexpected`, so a test can fail on it.
 *
 * Beyond the API, a test (or a browser journey) plays the customer: `complete(sessionId)` finishes
 * a checkout as the chosen method would (a card pays at once; OXXO leaves a voucher to pay; SPEI a
 * CLABE to transfer to), and `event(type, object)` wraps an object in an event envelope to sign and
 * post to the webhook. `GET /c/pay/:id` is a small hosted checkout page that does the same.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const fixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`./stripe-fixtures/${name}`, import.meta.url), 'utf8'));

/** The real objects every answer is shaped after. */
export const STRIPE_FIXTURES = {
  resources: fixture('openapi_fixtures3_extract.json').resources as Record<string, Json>,
  billingPortalSession: fixture('stripe-java_billingportal_session.json'),
  customerCreatedEvent: fixture('stripe-java_customer_created_event.json'),
};

const template = (resource: string): Json => structuredClone(STRIPE_FIXTURES.resources[resource]);
const nowSeconds = () => Math.floor(Date.now() / 1000);
const token = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * Parses a Stripe form body (`a[b][0][c]=1`) into nested objects and arrays, as Stripe reads it.
 */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      if (last) node[part] = value;
      else node = node[part] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}

/** An event envelope shaped like the fixture's, carrying `object` (what Stripe posts to a webhook). */
export function stripeEvent(type: string, object: Json): Json {
  const event = structuredClone(STRIPE_FIXTURES.resources.event);
  return Object.assign(event, {
    id: token('evt'),
    api_version: '2025-01-27.acacia',
    created: nowSeconds(),
    data: { object: structuredClone(object) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}

const signer = new Stripe('sk_test_signer_only');

/** The Stripe-Signature header Stripe sends with `payload`, from the SDK's test helper. */
export const signStripePayload = (payload: string, secret: string): string =>
  signer.webhooks.generateTestHeaderString({ payload, secret });

export type CheckoutOutcome = 'pay' | 'fail';

export interface FakeStripe {
  /** http://127.0.0.1:<port>, what STRIPE_API_BASE takes. */
  base: string;
  apiKey: string;
  customers: Map<string, Json>;
  sessions: Map<string, Json>;
  paymentIntents: Map<string, Json>;
  portalSessions: Map<string, Json>;
  /** Calls to paths this server does not speak: a test expects none. */
  unexpected: string[];
  /** Every API call, in order (method and path). */
  calls: string[];
  /**
   * The customer finishes checkout `sessionId` with its method: card → paid at once; OXXO and SPEI →
   * complete and unpaid, with the voucher or transfer instructions on its payment intent. Answers the
   * session as Stripe would put it in `checkout.session.completed`.
   */
  complete(sessionId: string): Json;
  /** The voucher was paid / the transfer arrived (or not): the session as in `async_payment_*`. */
  settle(sessionId: string, outcome: CheckoutOutcome): Json;
  /** The checkout page expired unused: the session as in `checkout.session.expired`. */
  expire(sessionId: string): Json;
  /** An event envelope shaped like the fixture's, carrying `object`. */
  event(type: string, object: Json): Json;
  /**
   * The next `times` API calls whose path starts with `pathPrefix` (default every `/v1/` call) fail as
   * an outage would: `'error'` answers Stripe's 500 `api_error`, `'drop'` reads the request and
   * closes the connection without an answer (a timeout or a cut line, as the SDK sees it). The
   * request is read first, so a call that failed may still have been received: like Stripe.
   */
  failNext(times: number, mode?: StripeFailure, pathPrefix?: string): void;
  /** API calls answered by `failNext`'s failures so far, in order (method and path). */
  failed: string[];
  close(): Promise<void>;
}

export type StripeFailure = 'error' | 'drop';

function stripeError(res: ServerResponse, status: number, message: string, param?: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': token('req') });
  res.end(JSON.stringify({ error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } }));
}

function send(res: ServerResponse, object: Json) {
  res.writeHead(200, { 'content-type': 'application/json', 'request-id': token('req') });
  res.end(JSON.stringify(object));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export async function startFakeStripe(options: { apiKey?: string; port?: number } = {}): Promise<FakeStripe> {
  const apiKey = options.apiKey ?? 'sk_test_casona_local';
  const customers = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const portalSessions = new Map<string, Json>();
  const unexpected: string[] = [];
  const calls: string[] = [];
  let base = '';
  let outage: { remaining: number; mode: StripeFailure; pathPrefix: string } | null = null;

  function createCustomer(params: Json): Json {
    const customer = template('customer');
    Object.assign(customer, {
      id: token('cus'),
      created: nowSeconds(),
      email: params.email ?? null,
      name: params.name ?? null,
      description: params.description ?? null,
      metadata: params.metadata ?? {},
      preferred_locales: params.preferred_locales ?? [],
      balance: 0,
      currency: null,
      delinquent: false,
      default_source: null,
      discount: null,
      address: null,
      phone: null,
      shipping: null,
      test_clock: null,
      livemode: false,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    });
    customers.set(customer.id, customer);
    return customer;
  }

  function createSession(params: Json): Json | string {
    if (params.mode !== 'payment') return 'mode';
    const items: Json[] = params.line_items ?? [];
    if (items.length === 0) return 'line_items';
    const currency = items[0]?.price_data?.currency;
    const amount = items.reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? NaN) * Number(item.quantity ?? 1),
      0,
    );
    if (!Number.isInteger(amount) || amount <= 0) return 'line_items[0][price_data][unit_amount]';
    // API 2026-10-28 takes `allowed_payment_method_types`; older versions sent `payment_method_types`.
    const types: string[] = params.allowed_payment_method_types ?? params.payment_method_types ?? ['card'];
    if (types.includes('customer_balance') && !params.customer) return 'customer';
    if (types.includes('oxxo') && currency !== 'mxn') return 'currency';
    const session = template('checkout.session');
    const id = token('cs');
    const expiresAt = params.expires_at ? Number(params.expires_at) : nowSeconds() + 24 * 3600;
    const options: Json = {};
    const oxxoDays = params.payment_method_options?.oxxo?.expires_after_days;
    if (oxxoDays !== undefined) {
      const days = Number(oxxoDays);
      if (!Number.isInteger(days) || days < 1 || days > 7)
        return 'payment_method_options[oxxo][expires_after_days]';
      options.oxxo = { expires_after_days: days };
    }
    const transfer = params.payment_method_options?.customer_balance;
    if (transfer) {
      if (transfer.funding_type !== 'bank_transfer' || transfer.bank_transfer?.type !== 'mx_bank_transfer')
        return 'payment_method_options[customer_balance][bank_transfer][type]';
      options.customer_balance = {
        bank_transfer: { type: 'mx_bank_transfer' },
        funding_type: 'bank_transfer',
        setup_future_usage: null,
      };
    }
    Object.assign(session, {
      id,
      created: nowSeconds(),
      expires_at: expiresAt,
      amount_subtotal: amount,
      amount_total: amount,
      currency,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      customer_details: null,
      client_reference_id: params.client_reference_id ?? null,
      locale: params.locale ?? null,
      metadata: params.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_method_options: options,
      payment_method_types: types,
      payment_status: 'unpaid',
      status: 'open',
      success_url: params.success_url ?? null,
      cancel_url: params.cancel_url ?? null,
      url: `${base}/c/pay/${id}`,
      shipping_address_collection: null,
      shipping_cost: null,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      invoice: null,
      subscription: null,
      livemode: false,
    });
    sessions.set(id, session);
    return session;
  }

  function paymentIntentFor(session: Json): Json {
    const intent = template('payment_intent');
    const type = session.payment_method_types[0] as string;
    const id = token('pi');
    Object.assign(intent, {
      id,
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      customer: session.customer,
      created: nowSeconds(),
      canceled_at: null,
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      last_payment_error: null,
      metadata: session.metadata,
      payment_method_types: [type],
      payment_method_options: session.payment_method_options,
      processing: null,
      transfer_data: null,
      next_action: null,
      status: 'requires_action',
    });
    if (type === 'card')
      Object.assign(intent, { status: 'succeeded', amount_received: session.amount_total });
    if (type === 'oxxo') {
      const days = session.payment_method_options?.oxxo?.expires_after_days ?? 3;
      intent.next_action = {
        type: 'oxxo_display_details',
        oxxo_display_details: {
          expires_after: nowSeconds() + days * 86_400,
          hosted_voucher_url: `${base}/voucher/${id}`,
          number: Array.from(randomBytes(14), (b) => b % 10).join(''),
        },
      };
    }
    if (type === 'customer_balance') {
      intent.next_action = {
        type: 'display_bank_transfer_instructions',
        display_bank_transfer_instructions: {
          amount_remaining: session.amount_total,
          currency: session.currency,
          financial_addresses: [
            {
              spei: {
                bank_code: '002',
                bank_name: 'BANAMEX',
                clabe: `002180${Array.from(randomBytes(12), (b) => b % 10).join('')}`,
              },
              supported_networks: ['spei'],
              type: 'spei',
            },
          ],
          hosted_instructions_url: `${base}/instructions/${id}`,
          reference: String(1_000_000 + (randomBytes(3).readUIntBE(0, 3) % 9_000_000)),
          type: 'mx_bank_transfer',
        },
      };
    }
    paymentIntents.set(id, intent);
    return intent;
  }

  function sessionOrThrow(id: string): Json {
    const session = sessions.get(id);
    if (!session) throw new Error(`no checkout session ${id}`);
    return session;
  }

  const fake: FakeStripe = {
    base: '',
    apiKey,
    customers,
    sessions,
    paymentIntents,
    portalSessions,
    unexpected,
    calls,
    complete(sessionId) {
      const session = sessionOrThrow(sessionId);
      if (session.status !== 'open') return structuredClone(session);
      const intent = paymentIntentFor(session);
      Object.assign(session, {
        status: 'complete',
        payment_intent: intent.id,
        payment_status: intent.status === 'succeeded' ? 'paid' : 'unpaid',
        customer_details: {
          address: { city: null, country: 'MX', line1: null, line2: null, postal_code: null, state: null },
          email: 'cliente@example.com',
          name: 'Cliente Casona',
          phone: null,
          tax_exempt: 'none',
          tax_ids: [],
        },
      });
      return structuredClone(session);
    },
    settle(sessionId, outcome) {
      const session = sessionOrThrow(sessionId);
      const intent = paymentIntents.get(session.payment_intent);
      if (intent) {
        intent.status = outcome === 'pay' ? 'succeeded' : 'requires_payment_method';
        intent.amount_received = outcome === 'pay' ? intent.amount : 0;
        intent.next_action = null;
      }
      session.payment_status = outcome === 'pay' ? 'paid' : 'unpaid';
      return structuredClone(session);
    },
    expire(sessionId) {
      const session = sessionOrThrow(sessionId);
      if (session.status === 'open') Object.assign(session, { status: 'expired', url: null });
      return structuredClone(session);
    },
    event: stripeEvent,
    failNext(times, mode = 'error', pathPrefix = '/v1/') {
      outage = { remaining: times, mode, pathPrefix };
    },
    failed: [],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    calls.push(`${req.method} ${path}`);
    if (outage && outage.remaining > 0 && path.startsWith(outage.pathPrefix)) {
      outage.remaining -= 1;
      fake.failed.push(`${req.method} ${path}`);
      await readBody(req);
      if (outage.mode === 'drop') return void res.socket?.destroy();
      res.writeHead(500, { 'content-type': 'application/json', 'request-id': token('req') });
      return res.end(
        JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred on our side.' } }),
      );
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      return res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }),
      );
    }
    const params = req.method === 'POST' ? parseStripeForm(await readBody(req)) : {};
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/customers') return send(res, createCustomer(params));
    if (req.method === 'GET' && (m = path.match(/^\/v1\/customers\/([\w]+)$/))) {
      const customer = customers.get(m[1]!);
      return customer ? send(res, customer) : stripeError(res, 404, `No such customer: '${m[1]}'`, 'id');
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const session = createSession(params);
      return typeof session === 'string'
        ? stripeError(res, 400, `Invalid ${session}`, session)
        : send(res, session);
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/))) {
      const session = sessions.get(m[1]!);
      return session
        ? send(res, session)
        : stripeError(res, 404, `No such checkout.session: '${m[1]}'`, 'session');
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payment_intents\/([\w]+)$/))) {
      const intent = paymentIntents.get(m[1]!);
      return intent
        ? send(res, intent)
        : stripeError(res, 404, `No such payment_intent: '${m[1]}'`, 'intent');
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      if (!customers.has(params.customer))
        return stripeError(res, 400, `No such customer: '${params.customer}'`, 'customer');
      const portal = template('billing_portal.session');
      const id = token('bps');
      Object.assign(portal, {
        id,
        created: nowSeconds(),
        customer: params.customer,
        customer_account: null,
        configuration: 'bpc_test_casona',
        flow: null,
        livemode: false,
        locale: params.locale ?? null,
        on_behalf_of: null,
        return_url: params.return_url ?? null,
        url: `${base}/p/session/${id}`,
      });
      portalSessions.set(id, portal);
      return send(res, portal);
    }
    unexpected.push(`${req.method} ${path}`);
    return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path}).`);
  }

  /** The hosted pages a browser is sent to: checkout, the OXXO voucher, the portal. */
  async function hosted(req: IncomingMessage, res: ServerResponse, path: string) {
    let m: RegExpMatchArray | null;
    const page = (title: string, body: string) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
          `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
      );
    };
    if ((m = path.match(/^\/c\/pay\/([\w]+)$/))) {
      const session = sessions.get(m[1]!);
      if (!session) return stripeError(res, 404, 'No such checkout session');
      if (req.method === 'POST') {
        fake.complete(session.id);
        res.writeHead(303, { location: session.success_url ?? '/' });
        return res.end();
      }
      const amount = (session.amount_total / 100).toLocaleString('es-MX', {
        style: 'currency',
        currency: 'MXN',
      });
      return page(
        'Checkout (servidor local de Stripe)',
        `<p>${escapeHtml(amount)} · ${escapeHtml(session.payment_method_types.join(', '))}</p>` +
          `<form method="post"><button type="submit">Pagar / Pay</button></form>` +
          `<p><a href="${escapeHtml(session.cancel_url ?? '/')}">Cancelar / Cancel</a></p>`,
      );
    }
    if ((m = path.match(/^\/(voucher|instructions|p\/session)\/([\w]+)$/)))
      return page('Stripe (servidor local)', `<p>${escapeHtml(m[2]!)}</p>`);
    unexpected.push(`${req.method} ${path}`);
    return stripeError(res, 404, 'Not found');
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const handle = path.startsWith('/v1/') ? api : hosted;
    handle(req, res, path).catch((error: unknown) => {
      if (!res.headersSent) stripeError(res, 500, String(error));
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.base = base;
  return fake;
}
