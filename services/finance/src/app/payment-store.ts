/** SQL of payments: Stripe customers, payments, Stripe events and webhook deliveries. Rows in, rows out. */
import type { PaymentCheckoutType, PaymentInstructions, PaymentMethod, PaymentStatus } from '@casona/proto';
import type { Queryable } from '@casona/kit/db/queryable';

export interface PaymentRow {
  id: string;
  profile_id: string;
  type: PaymentCheckoutType;
  reference_id: string;
  method: PaymentMethod;
  status: PaymentStatus;
  amount: string;
  currency: 'MXN';
  locale: 'es' | 'en';
  checkout_session_id: string | null;
  checkout_url: string | null;
  payment_intent_id: string | null;
  instructions: PaymentInstructions | null;
  created_at: Date;
  updated_at: Date;
  paid_at: Date | null;
  failed_at: Date | null;
}

const COLUMNS = `id, profile_id, type, reference_id, method, status, amount, currency, locale, checkout_session_id,
  checkout_url, payment_intent_id, instructions, created_at, updated_at, paid_at, failed_at`;

// ─── Stripe customers ──────────────────────────────────────────────────────────────────────────

export async function findStripeCustomer(q: Queryable, profileId: string): Promise<string | null> {
  const { rows } = await q.query<{ customer_id: string }>(
    'SELECT customer_id FROM stripe_customer WHERE profile_id = $1',
    [profileId],
  );
  return rows[0]?.customer_id ?? null;
}

export async function insertStripeCustomer(q: Queryable, profileId: string, customerId: string, now: Date) {
  await q.query('INSERT INTO stripe_customer (profile_id, customer_id, created_at) VALUES ($1, $2, $3)', [
    profileId,
    customerId,
    now,
  ]);
}

/** Serializes customer creation per profile for the rest of the transaction. */
export async function lockProfile(q: Queryable, profileId: string): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtextextended('stripe_customer:' || $1, 0))`, [profileId]);
}

// ─── Payments ──────────────────────────────────────────────────────────────────────────────────

export async function insertPayment(
  q: Queryable,
  p: {
    id: string;
    profileId: string;
    type: PaymentCheckoutType;
    referenceId: string;
    method: PaymentMethod;
    amount: number;
    locale: 'es' | 'en';
    checkoutSessionId: string;
    checkoutUrl: string;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO payment (id, profile_id, type, reference_id, method, status, amount, locale, checkout_session_id,
       checkout_url, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'OPEN', $6, $7, $8, $9, $10, $10)`,
    [
      p.id,
      p.profileId,
      p.type,
      p.referenceId,
      p.method,
      p.amount,
      p.locale,
      p.checkoutSessionId,
      p.checkoutUrl,
      p.now,
    ],
  );
}

export async function findPayment(q: Queryable, id: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(`SELECT ${COLUMNS} FROM payment WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The payment of a checkout session, locked for the webhook's transaction. */
export async function lockPaymentBySession(q: Queryable, sessionId: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(
    `SELECT ${COLUMNS} FROM payment WHERE checkout_session_id = $1 FOR UPDATE`,
    [sessionId],
  );
  return rows[0] ?? null;
}

export async function updatePayment(
  q: Queryable,
  id: string,
  change: {
    status: PaymentStatus;
    paymentIntentId: string | null;
    instructions: PaymentInstructions | null;
    checkoutUrl: string | null;
    paidAt: Date | null;
    failedAt: Date | null;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `UPDATE payment SET status = $2, payment_intent_id = COALESCE($3, payment_intent_id), instructions = $4,
       checkout_url = $5, paid_at = COALESCE(paid_at, $6), failed_at = $7, updated_at = $8
     WHERE id = $1`,
    [
      id,
      change.status,
      change.paymentIntentId,
      change.instructions === null ? null : JSON.stringify(change.instructions),
      change.checkoutUrl,
      change.paidAt,
      change.failedAt,
      change.now,
    ],
  );
}

export async function pageOfPayments(
  q: Queryable,
  profileId: string,
  page: number,
  pageSize: number,
): Promise<{ rows: PaymentRow[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    q.query<PaymentRow>(
      `SELECT ${COLUMNS} FROM payment WHERE profile_id = $1 ORDER BY created_at DESC, id LIMIT $2 OFFSET $3`,
      [profileId, pageSize, (page - 1) * pageSize],
    ),
    q.query<{ total: string }>('SELECT count(*) AS total FROM payment WHERE profile_id = $1', [profileId]),
  ]);
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** Every profile's failed payments, the latest failure first, with the paid property's name. */
export async function pageOfFailedPayments(
  q: Queryable,
  page: number,
  pageSize: number,
): Promise<{ rows: (PaymentRow & { property_name: string | null })[]; total: number }> {
  const [{ rows }, count] = await Promise.all([
    q.query<PaymentRow & { property_name: string | null }>(
      `SELECT ${COLUMNS.split(',')
        .map((column) => `p.${column.trim()}`)
        .join(', ')},
              CASE WHEN p.type = 'FIRST_MONTH_IN_ADVANCE' THEN pr.name END AS property_name
         FROM payment p LEFT JOIN property pr ON pr.id = p.reference_id
        WHERE p.status = 'FAILED'
        ORDER BY p.failed_at DESC NULLS LAST, p.id LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    ),
    q.query<{ total: string }>("SELECT count(*) AS total FROM payment WHERE status = 'FAILED'"),
  ]);
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** A payment row as staff list it: with the paid property's name and the payer's name and email. */
export type AdminPaymentRow = PaymentRow & {
  property_name: string | null;
  payer_name: string | null;
  payer_email: string | null;
};

/**
 * Staff's page of every payment, newest first: of one status, and whose payer's name or email, paid
 * property's name or package type holds the search (`pattern` from kit's containsPattern; `types`
 * the packages whose name holds it).
 */
export async function pageOfAdminPayments(
  q: Queryable,
  filter: {
    status: PaymentStatus | null;
    pattern: string | null;
    types: readonly PaymentCheckoutType[];
    page: number;
    pageSize: number;
  },
): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const where = `($1::text IS NULL OR p.status = $1)
      AND ($2::text IS NULL OR pa.name ILIKE $2 OR pa.email ILIKE $2
           OR (p.type = 'FIRST_MONTH_IN_ADVANCE' AND pr.name ILIKE $2) OR p.type = ANY($3::text[]))`;
  const from = `payment p LEFT JOIN property pr ON pr.id = p.reference_id
      LEFT JOIN payer pa ON pa.profile_id = p.profile_id`;
  const values = [filter.status, filter.pattern, filter.types];
  const [{ rows }, count] = await Promise.all([
    q.query<AdminPaymentRow>(
      `SELECT ${COLUMNS.split(',')
        .map((column) => `p.${column.trim()}`)
        .join(', ')},
              CASE WHEN p.type = 'FIRST_MONTH_IN_ADVANCE' THEN pr.name END AS property_name,
              pa.name AS payer_name, pa.email AS payer_email
         FROM ${from}
        WHERE ${where}
        ORDER BY p.created_at DESC, p.id LIMIT $4 OFFSET $5`,
      [...values, filter.pageSize, (filter.page - 1) * filter.pageSize],
    ),
    q.query<{ total: string }>(`SELECT count(*) AS total FROM ${from} WHERE ${where}`, values),
  ]);
  return { rows, total: Number(count.rows[0]?.total ?? 0) };
}

/** The monthly price of a property's lease (finance's lease configuration), or null without one. */
export async function leasePricePerMonth(q: Queryable, propertyId: string): Promise<number | null> {
  const { rows } = await q.query<{ price: string }>(
    'SELECT lease_per_month_price AS price FROM property_lease_configuration WHERE property_id = $1',
    [propertyId],
  );
  return rows[0] ? Number(rows[0].price) : null;
}

// ─── Stripe events and webhook deliveries ─────────────────────────────────────────────────────

/** Claims an event id: true the first time (this delivery acts), false for a replay. */
export async function claimStripeEvent(
  q: Queryable,
  e: { id: string; type: string; payload: unknown; now: Date },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO stripe_event (id, type, payload, outcome, received_at) VALUES ($1, $2, $3, 'received', $4)
     ON CONFLICT (id) DO NOTHING`,
    [e.id, e.type, JSON.stringify(e.payload), e.now],
  );
  return rowCount === 1;
}

export async function settleStripeEvent(q: Queryable, id: string, outcome: string, paymentId: string | null) {
  await q.query('UPDATE stripe_event SET outcome = $2, payment_id = $3 WHERE id = $1', [
    id,
    outcome,
    paymentId,
  ]);
}

export async function recordDelivery(
  q: Queryable,
  d: {
    eventId: string | null;
    eventType: string | null;
    signatureValid: boolean;
    outcome: 'processed' | 'ignored' | 'duplicate' | 'rejected';
    bodyBytes: number;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO stripe_webhook_delivery (event_id, event_type, signature_valid, outcome, body_bytes, received_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [d.eventId, d.eventType?.slice(0, 200) ?? null, d.signatureValid, d.outcome, d.bodyBytes, d.now],
  );
}
