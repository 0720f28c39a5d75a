-- Up Migration
-- The ledger (issue 14): projections fed by listings' events, transactions, lease configurations,
-- commissions, exchange rates, the withholding table, owners' RFCs and closed months.

-- What finance knows of other services, only from their events.
CREATE TABLE property (
  id         uuid        PRIMARY KEY,
  name       text        NOT NULL,
  deleted    boolean     NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL
);

-- Airbnb listings of a property: a lease configuration is refused while one exists (§5).
CREATE TABLE airbnb_listing (
  id          uuid        PRIMARY KEY,
  property_id uuid        NOT NULL,
  currency    text        NOT NULL CHECK (currency IN ('MXN', 'USD')),
  updated_at  timestamptz NOT NULL
);
CREATE INDEX airbnb_listing_property ON airbnb_listing (property_id);

-- Stays and their money, from listings.reservation.*; `event_at` keeps a late, older event from
-- overwriting a newer one.
CREATE TABLE reservation (
  id           uuid          PRIMARY KEY,
  property_id  uuid          NOT NULL,
  check_in     date          NOT NULL,
  check_out    date          NOT NULL,
  currency     text          NOT NULL CHECK (currency IN ('MXN', 'USD')),
  total_earned numeric(14,2),
  canceled     boolean       NOT NULL DEFAULT false,
  tentative    boolean       NOT NULL DEFAULT false,
  event_at     timestamptz   NOT NULL
);
CREATE INDEX reservation_property_check_in ON reservation (property_id, check_in);

CREATE TABLE property_transaction (
  transaction_id uuid          PRIMARY KEY,
  property_id    uuid          NOT NULL,
  amount         numeric(10,2) NOT NULL CHECK (amount BETWEEN 1 AND 100000),
  category       text          NOT NULL CHECK (category IN ('BUILDING_FEE', 'CLEANING', 'ELECTRICITY', 'EQUIPMENT',
                   'INITIAL_SETUP', 'MAINTENANCE', 'MISCELLANEOUS', 'MOBILITY', 'MORTGAGE', 'OTHER', 'PREDIAL',
                   'RENT', 'SERVICES', 'SUPPLIES', 'STAFF', 'TAXES', 'WATER')),
  date           date          NOT NULL,
  expense        text          NOT NULL CHECK (expense IN ('CAPEX', 'OPEX')),
  method         text          NOT NULL CHECK (method IN ('CASH', 'CREDIT_CARD', 'DEBIT_CARD', 'WIRE_TRANSFER')),
  subject        text          NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  type           text          NOT NULL CHECK (type IN ('EGRESS', 'INCOME')),
  -- object key of the receipt in the private bucket
  file_url       text,
  created_at     timestamptz   NOT NULL
);
CREATE INDEX property_transaction_property_date ON property_transaction (property_id, date DESC, transaction_id);

CREATE TABLE property_lease_configuration (
  property_id           uuid          PRIMARY KEY,
  current_lease_start   date          NOT NULL,
  current_lease_end     date          NOT NULL CHECK (current_lease_end > current_lease_start),
  lease_per_month_price numeric(14,2) NOT NULL CHECK (lease_per_month_price >= 0),
  created_at            timestamptz   NOT NULL,
  updated_at            timestamptz   NOT NULL
);

CREATE TABLE property_commission (
  property_id        uuid          PRIMARY KEY,
  company_role       text          NOT NULL CHECK (company_role IN ('MANAGING', 'SELLING', 'MANAGING_AND_SELLING')),
  furnisher          text          NOT NULL CHECK (furnisher IN ('COMPANY', 'OWNER')),
  company_percentage numeric(5,2)  NOT NULL CHECK (company_percentage BETWEEN 0 AND 100),
  manager_value      numeric(14,2) NOT NULL CHECK (manager_value >= 0),
  manager_value_type text          NOT NULL CHECK (manager_value_type IN ('FIXED', 'PERCENTAGE')),
  owner_value        numeric(14,2) NOT NULL CHECK (owner_value >= 0),
  owner_value_type   text          NOT NULL CHECK (owner_value_type IN ('FIXED', 'PERCENTAGE')),
  created_at         timestamptz   NOT NULL,
  updated_at         timestamptz   NOT NULL
);

-- Pesos per dollar by day: Banxico FIX (seeded by the next migration) unless staff changed it.
CREATE TABLE exchange_rate (
  date        date          PRIMARY KEY,
  mxn_per_usd numeric(12,6) NOT NULL CHECK (mxn_per_usd > 0),
  source      text          NOT NULL,
  updated_at  timestamptz   NOT NULL DEFAULT now(),
  updated_by  uuid
);

-- Withholding of plataformas tecnológicas, editable by staff when the law changes.
CREATE TABLE withholding_rate (
  regime             text         PRIMARY KEY CHECK (regime IN ('WITH_RFC', 'WITHOUT_RFC')),
  isr_rate           numeric(7,6) NOT NULL CHECK (isr_rate BETWEEN 0 AND 1),
  iva_rate           numeric(7,6) NOT NULL CHECK (iva_rate BETWEEN 0 AND 1),
  iva_withheld_share numeric(7,6) NOT NULL CHECK (iva_withheld_share BETWEEN 0 AND 1),
  legal_source       text         NOT NULL,
  effective_date     date         NOT NULL,
  updated_at         timestamptz  NOT NULL DEFAULT now()
);
INSERT INTO withholding_rate (regime, isr_rate, iva_rate, iva_withheld_share, legal_source, effective_date) VALUES
  ('WITH_RFC', 0.04, 0.16, 0.5,
   'LISR art. 113-A fr. II (hospedaje 4 %); LIVA art. 18-J fr. II inciso a) (50 % del IVA)', '2020-06-01'),
  ('WITHOUT_RFC', 0.20, 0.16, 1,
   'LISR art. 113-A último párrafo y 113-C (20 % sin RFC); LIVA art. 18-M (100 % del IVA sin RFC)', '2020-06-01');

-- An owner's RFC, kept by finance per profile (identity's private info holds no tax data).
CREATE TABLE owner_tax_profile (
  profile_id uuid        PRIMARY KEY,
  rfc        text,
  updated_at timestamptz NOT NULL
);

-- A closed month of a property and what it was closed with: its stays' segments and the
-- corrections frozen into it (corrects = the earlier closed month they correct).
CREATE TABLE closed_month (
  property_id uuid        NOT NULL,
  month       text        NOT NULL CHECK (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  closed_at   timestamptz NOT NULL,
  closed_by   uuid,
  PRIMARY KEY (property_id, month)
);
CREATE TABLE closed_month_segment (
  id             bigserial     PRIMARY KEY,
  property_id    uuid          NOT NULL,
  month          text          NOT NULL,
  reservation_id uuid          NOT NULL,
  currency       text          NOT NULL CHECK (currency IN ('MXN', 'USD')),
  start_date     date          NOT NULL,
  end_date       date          NOT NULL,
  nights         integer       NOT NULL CHECK (nights >= 0),
  amount         numeric(14,2) NOT NULL,
  corrects       text,
  FOREIGN KEY (property_id, month) REFERENCES closed_month (property_id, month) ON DELETE CASCADE
);
CREATE INDEX closed_month_segment_property ON closed_month_segment (property_id, month);

-- Down Migration
DROP TABLE closed_month_segment;
DROP TABLE closed_month;
DROP TABLE owner_tax_profile;
DROP TABLE withholding_rate;
DROP TABLE exchange_rate;
DROP TABLE property_commission;
DROP TABLE property_lease_configuration;
DROP TABLE property_transaction;
DROP TABLE reservation;
DROP TABLE airbnb_listing;
DROP TABLE property;
