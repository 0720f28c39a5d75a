-- Up Migration
-- Appraisal's schema (issue 18). The kit's own tables — outbox, processed_event, dead_letter and the
-- membership projection — come from the kit's migrations, which run before this file.

-- An appraisal (§3): the address and figures the owner gave, the model's price with its calibrated
-- 80 % range, the short-term-rental estimate (ADR, occupancy, cap rate) and the comparables used.
CREATE TABLE appraisal (
  id uuid PRIMARY KEY,
  profile_id uuid,
  name text NOT NULL,
  place_id text NOT NULL,
  search_address_string text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  street text NOT NULL DEFAULT '',
  exterior_number text,
  interior_number text,
  zip text,
  city text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT '',
  phone_number text,
  type text NOT NULL,
  built_area double precision NOT NULL,
  total_area double precision NOT NULL,
  year_built integer,
  bedrooms integer NOT NULL,
  bathrooms integer NOT NULL,
  half_bathrooms integer NOT NULL DEFAULT 0,
  parking_spaces integer NOT NULL DEFAULT 0,
  floors integer NOT NULL DEFAULT 1,
  used boolean NOT NULL DEFAULT false,
  price double precision NOT NULL,
  min_price double precision NOT NULL,
  max_price double precision NOT NULL,
  cap_rate double precision NOT NULL,
  occupation_rate double precision NOT NULL,
  average_daily_rate double precision NOT NULL,
  -- The short-term-rental estimate's ranges ({low, mid, high}) and whether comparables existed.
  str_estimate jsonb,
  external_price double precision,
  external_min_price double precision,
  external_max_price double precision,
  external_occupation_rate double precision,
  external_average_daily_rate double precision,
  comparables jsonb NOT NULL DEFAULT '[]'::jsonb,
  model_version text NOT NULL,
  feedback text CHECK (feedback IN ('ADEQUATE', 'TOO_LOW', 'TOO_HIGH')),
  feedback_message text,
  feedback_corrected_price double precision,
  feedback_at timestamptz,
  presentation_created_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (price BETWEEN 300000 AND 100000000),
  CHECK (min_price BETWEEN 300000 AND 100000000),
  CHECK (max_price BETWEEN 300000 AND 100000000),
  CHECK (cap_rate BETWEEN 0 AND 1),
  CHECK (occupation_rate BETWEEN 0 AND 1)
);
CREATE INDEX appraisal_created_at_idx ON appraisal (created_at DESC);
CREATE INDEX appraisal_feedback_idx ON appraisal (feedback_at DESC) WHERE feedback IS NOT NULL;

-- Base furnishing (§3 appraisal_item): how many of a catalogue item each condition needs.
CREATE TABLE appraisal_item (
  item_id uuid NOT NULL,
  condition_type text NOT NULL,
  base_quantity integer NOT NULL CHECK (base_quantity BETWEEN 0 AND 1000),
  PRIMARY KEY (item_id, condition_type)
);

-- Maintenance's item catalogue as its events tell it (names and prices for the furnishing estimate).
CREATE TABLE item (
  id uuid PRIMARY KEY,
  es_name text NOT NULL,
  en_name text NOT NULL,
  type text NOT NULL,
  price double precision NOT NULL
);

-- A furnishing query (§3): an owner asked what furnishing their appraised home would cost.
CREATE TABLE appraisal_furnishing_query (
  id uuid PRIMARY KEY,
  appraisal_id uuid NOT NULL REFERENCES appraisal (id) ON DELETE CASCADE,
  profile_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The presentation offered to the owner (§5 "Offer"): shown on a shareable page and as a PDF.
CREATE TABLE presentation (
  appraisal_id uuid PRIMARY KEY REFERENCES appraisal (id) ON DELETE CASCADE,
  offer_price double precision NOT NULL,
  monthly_payment double precision NOT NULL,
  advance_payment double precision NOT NULL,
  sale_commission_percentage double precision NOT NULL,
  manager_rent_percentage double precision NOT NULL,
  terms text NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE presentation;
DROP TABLE appraisal_furnishing_query;
DROP TABLE item;
DROP TABLE appraisal_item;
DROP TABLE appraisal;
