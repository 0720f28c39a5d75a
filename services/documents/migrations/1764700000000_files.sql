-- Up Migration
-- Documents (issue 15): property files with their validity, contracts and their renewal, expiry
-- warnings sent, the deadline calendar's secret address, the legal texts and who accepted which,
-- and "apta para crédito" with its limits table. Properties are a projection of listings' events
-- (name, time zone for "today", status for the funnel stage, type and price for credit); nothing
-- here reads another service's schema.

CREATE TABLE property (
  id         uuid        PRIMARY KEY,
  name       text        NOT NULL,
  timezone   text        NOT NULL,
  status     text        NOT NULL,
  type       text,
  price      numeric(14, 2),
  deleted    boolean     NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

CREATE TABLE property_file (
  id          uuid        PRIMARY KEY,
  property_id uuid        NOT NULL,
  type        text        NOT NULL CHECK (type IN ('ELECTRICITY_BILL', 'EXCLUSIVITY_CONTRACT', 'LEASE_CONTRACT',
                                                   'LEGALLY_VERIFIED', 'PREDIAL', 'PROPERTY_DEEDS',
                                                   'PURCHASE_OFFER', 'REGISTRATION_TICKET', 'WATER_BILL')),
  -- The object's key in the private bucket, under the property's folder.
  url         text        NOT NULL,
  size        integer     NOT NULL CHECK (size > 0),
  valid_from  date,
  valid_to    date,
  -- Set by the daily reminder once valid_to has passed in the property's time zone.
  expired_at  timestamptz,
  uploaded_by uuid,
  created_at  timestamptz NOT NULL,
  CHECK (valid_from IS NULL OR valid_to IS NULL OR valid_from <= valid_to)
);
CREATE INDEX property_file_property ON property_file (property_id, created_at DESC);
-- What the daily jobs scan: files with an end not yet marked expired.
CREATE INDEX property_file_open ON property_file (valid_to) WHERE valid_to IS NOT NULL AND expired_at IS NULL;

CREATE TABLE property_file_contract_state (
  property_file_id          uuid        PRIMARY KEY REFERENCES property_file (id) ON DELETE CASCADE,
  auto_renewal              boolean     NOT NULL DEFAULT false,
  -- The owner's answer (§4 contract renewal accepted or rejected); null until given.
  renewal                   text        CHECK (renewal IN ('accepted', 'rejected')),
  auto_renewal_state_set_at timestamptz,
  -- How the contract renews, fixed from its first period (domain/schedule.ts RenewalPlan).
  plan_anchor               date,
  plan_months               integer,
  plan_days                 integer,
  plan_first                integer
);

-- Every renewal auto_renew_contracts made.
CREATE TABLE contract_renewal (
  id               uuid        PRIMARY KEY,
  property_file_id uuid        NOT NULL REFERENCES property_file (id) ON DELETE CASCADE,
  previous_valid_to date       NOT NULL,
  valid_from       date        NOT NULL,
  valid_to         date        NOT NULL,
  renewed_at       timestamptz NOT NULL,
  UNIQUE (property_file_id, valid_to)
);

-- Each expiry warning of a file's period, once: the key makes a second run send nothing.
CREATE TABLE expiry_warning (
  property_file_id uuid        NOT NULL REFERENCES property_file (id) ON DELETE CASCADE,
  valid_to         date        NOT NULL,
  warning          text        NOT NULL CHECK (warning IN ('THREE_MONTHS', 'ONE_MONTH', 'DAY')),
  sent_at          timestamptz NOT NULL,
  PRIMARY KEY (property_file_id, valid_to, warning)
);

-- The secret address of a property's deadline calendar; rotating replaces it, revoking deletes it.
CREATE TABLE calendar_feed (
  property_id uuid        PRIMARY KEY,
  token       text        NOT NULL UNIQUE,
  created_by  uuid,
  created_at  timestamptz NOT NULL
);

CREATE TABLE privacy_policy (
  id          uuid        PRIMARY KEY,
  en_markdown text        NOT NULL,
  es_markdown text        NOT NULL,
  created_by  uuid,
  created_at  timestamptz NOT NULL
);
CREATE INDEX privacy_policy_latest ON privacy_policy (created_at DESC);

CREATE TABLE terms_and_conditions (
  id          uuid        PRIMARY KEY,
  en_markdown text        NOT NULL,
  es_markdown text        NOT NULL,
  created_by  uuid,
  created_at  timestamptz NOT NULL
);
CREATE INDEX terms_and_conditions_latest ON terms_and_conditions (created_at DESC);

-- Which version of each legal text a profile accepted, and when (every acceptance kept).
CREATE TABLE app_acceptance (
  profile_id  uuid        NOT NULL,
  kind        text        NOT NULL CHECK (kind IN ('privacy_policy', 'terms_and_conditions')),
  version_id  uuid        NOT NULL,
  accepted_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, kind, version_id)
);

-- "Apta para crédito": the published limits (one table, its source and date, editable by staff)…
CREATE TABLE credit_limit_source (
  id           integer     PRIMARY KEY CHECK (id = 1),
  source       text        NOT NULL,
  published_on date        NOT NULL,
  updated_by   uuid,
  updated_at   timestamptz NOT NULL
);
CREATE TABLE credit_limit (
  program       text          NOT NULL CHECK (program IN ('INFONAVIT', 'COFINAVIT')),
  property_type text          NOT NULL CHECK (property_type IN ('APARTMENT', 'GATED_COMMUNITY_HOUSE', 'HOUSE')),
  max_price     numeric(14, 2) NOT NULL CHECK (max_price > 0),
  PRIMARY KEY (program, property_type)
);
-- Infonavit's 2025 figures: Crédito Tradicional up to $2,830,672.54; co-financing with a bank
-- (Cofinavit) up to $5,095,000 — reported from Infonavit by Proceso on 10 September 2025.
INSERT INTO credit_limit_source (id, source, published_on, updated_at) VALUES
  (1, 'Infonavit, montos máximos de crédito 2025 (Crédito Tradicional $2,830,672.54; cofinanciamiento $5,095,000), publicado por Proceso el 10 de septiembre de 2025',
   '2025-09-10', now());
INSERT INTO credit_limit (program, property_type, max_price) VALUES
  ('INFONAVIT', 'APARTMENT', 2830672.54),
  ('INFONAVIT', 'HOUSE', 2830672.54),
  ('INFONAVIT', 'GATED_COMMUNITY_HOUSE', 2830672.54),
  ('COFINAVIT', 'APARTMENT', 5095000),
  ('COFINAVIT', 'HOUSE', 5095000),
  ('COFINAVIT', 'GATED_COMMUNITY_HOUSE', 5095000);

-- …and the last verdict per property, so documents.credit_eligibility.changed is sent on a change only.
CREATE TABLE credit_eligibility (
  property_id uuid        PRIMARY KEY,
  eligible    boolean     NOT NULL,
  programs    text[]      NOT NULL,
  reasons     text[]      NOT NULL,
  updated_at  timestamptz NOT NULL
);

-- Down Migration
DROP TABLE credit_eligibility;
DROP TABLE credit_limit;
DROP TABLE credit_limit_source;
DROP TABLE app_acceptance;
DROP TABLE terms_and_conditions;
DROP TABLE privacy_policy;
DROP TABLE calendar_feed;
DROP TABLE expiry_warning;
DROP TABLE contract_renewal;
DROP TABLE property_file_contract_state;
DROP TABLE property_file;
DROP TABLE property;
