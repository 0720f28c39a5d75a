-- Up Migration
-- Payments (issue 14): a Stripe customer per profile, a payment per checkout session, and every
-- webhook delivery Stripe made (each event id acts once; every delivery is kept, bad ones too).

CREATE TABLE stripe_customer (
  profile_id uuid PRIMARY KEY,
  customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payment (
  id uuid PRIMARY KEY,
  profile_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('APPRAISAL_FURNISHING_QUERY', 'FIRST_MONTH_IN_ADVANCE')),
  reference_id uuid NOT NULL,
  method text NOT NULL CHECK (method IN ('CARD', 'OXXO', 'SPEI')),
  status text NOT NULL CHECK (status IN ('OPEN', 'PENDING', 'PAID', 'FAILED', 'EXPIRED')),
  -- centavos
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL DEFAULT 'MXN' CHECK (currency = 'MXN'),
  locale text NOT NULL CHECK (locale IN ('es', 'en')),
  checkout_session_id text UNIQUE,
  checkout_url text,
  payment_intent_id text,
  instructions jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  failed_at timestamptz
);
CREATE INDEX payment_by_profile ON payment (profile_id, created_at DESC, id);

-- One row per Stripe event id: the first delivery acts, later ones only count.
CREATE TABLE stripe_event (
  id text PRIMARY KEY,
  type text NOT NULL,
  payment_id uuid REFERENCES payment (id) ON DELETE SET NULL,
  payload jsonb NOT NULL,
  outcome text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Every delivery as it came: signature checked or not, duplicate or not.
CREATE TABLE stripe_webhook_delivery (
  id bigserial PRIMARY KEY,
  event_id text,
  event_type text,
  signature_valid boolean NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('processed', 'ignored', 'duplicate', 'rejected')),
  body_bytes integer NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stripe_webhook_delivery_event ON stripe_webhook_delivery (event_id);

-- Down Migration
DROP TABLE stripe_webhook_delivery;
DROP TABLE stripe_event;
DROP TABLE payment;
DROP TABLE stripe_customer;
