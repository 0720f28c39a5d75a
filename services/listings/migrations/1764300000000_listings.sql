-- Up Migration
-- Catalogues an owner picks from and staff maintain. Entries are archived, never deleted: properties
-- keep pointing at them.
CREATE TABLE amenity (
  id         uuid        PRIMARY KEY,
  en_name    text        NOT NULL CHECK (length(en_name) BETWEEN 1 AND 300),
  es_name    text        NOT NULL CHECK (length(es_name) BETWEEN 1 AND 300),
  archived   boolean     NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE neighborhood_insight (
  id         uuid        PRIMARY KEY,
  en_name    text        NOT NULL CHECK (length(en_name) BETWEEN 1 AND 300),
  es_name    text        NOT NULL CHECK (length(es_name) BETWEEN 1 AND 300),
  archived   boolean     NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE property (
  id                      uuid          PRIMARY KEY,
  appraisal_id            uuid,
  name                    text          NOT NULL,
  slug                    text          NOT NULL UNIQUE,
  label                   text          NOT NULL DEFAULT 'NONE'
                          CHECK (label IN ('NEW', 'NONE', 'RESERVED', 'SOLD', 'SOON', 'VACATIONAL_RENT')),
  status                  text          NOT NULL DEFAULT 'REVISION'
                          CHECK (status IN ('REVISION', 'ACCEPTED', 'REJECTED', 'PUBLISHED', 'SOLD', 'DELETED')),
  type                    text          NOT NULL CHECK (type IN ('APARTMENT', 'GATED_COMMUNITY_HOUSE', 'HOUSE')),
  price                   numeric(12,2) NOT NULL CHECK (price BETWEEN 300000 AND 100000000),
  wished_price            numeric(12,2) CHECK (wished_price BETWEEN 300000 AND 100000000),
  market_price            numeric(12,2) CHECK (market_price BETWEEN 300000 AND 100000000),
  cap_rate                numeric(6,5)  CHECK (cap_rate BETWEEN 0 AND 1),
  description             jsonb,
  floors                  integer       NOT NULL CHECK (floors BETWEEN 1 AND 50),
  floor_distribution      jsonb,
  bathrooms               integer       NOT NULL CHECK (bathrooms BETWEEN 1 AND 100),
  bedrooms                integer       NOT NULL CHECK (bedrooms BETWEEN 1 AND 100),
  half_bathrooms          integer       NOT NULL CHECK (half_bathrooms BETWEEN 0 AND 100),
  parking_spaces          integer       NOT NULL CHECK (parking_spaces BETWEEN 0 AND 100),
  terraces                integer       NOT NULL DEFAULT 0 CHECK (terraces BETWEEN 0 AND 100),
  built_area              numeric(10,2) NOT NULL CHECK (built_area BETWEEN 1 AND 100000),
  total_area              numeric(10,2) NOT NULL CHECK (total_area BETWEEN 1 AND 100000),
  year_built              integer       CHECK (year_built >= 1900),
  street                  text          NOT NULL,
  exterior_number         text          CHECK (exterior_number ~ '^[0-9]+$'),
  interior_number         text          CHECK (interior_number ~ '^[0-9]+$'),
  zip                     text          NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
  city                    text          NOT NULL,
  state                   text          NOT NULL,
  latitude                double precision CHECK (latitude BETWEEN -90 AND 90),
  longitude               double precision CHECK (longitude BETWEEN -180 AND 180),
  timezone                text          NOT NULL,
  -- Storage keys in the public bucket, in display order; answered as absolute public URLs.
  img_keys                text[]        NOT NULL DEFAULT '{}' CHECK (cardinality(img_keys) <= 30),
  published_at            timestamptz,
  qr_code_views           integer       NOT NULL DEFAULT 0 CHECK (qr_code_views >= 0),
  rejection_reason        text,
  yearly_cleaning         numeric(14,2) NOT NULL DEFAULT 0 CHECK (yearly_cleaning >= 0),
  yearly_electricity      numeric(14,2) NOT NULL DEFAULT 0 CHECK (yearly_electricity >= 0),
  yearly_maintenance      numeric(14,2) NOT NULL DEFAULT 0 CHECK (yearly_maintenance >= 0),
  yearly_predial          numeric(14,2) NOT NULL DEFAULT 0 CHECK (yearly_predial >= 0),
  yearly_services         numeric(14,2) NOT NULL DEFAULT 0 CHECK (yearly_services >= 0),
  yearly_water            numeric(14,2) NOT NULL DEFAULT 0 CHECK (yearly_water >= 0),
  main_airbnb_listing_url text,
  -- Who submitted it (null: anonymous) and the owner's contact as submitted, until identity's
  -- membership event names the owner's profile.
  created_by              uuid,
  owner_email             text,
  -- The demo seed row it came from (embedded mode), so seeding twice adds nothing.
  demo_source_id          text          UNIQUE,
  created_at              timestamptz   NOT NULL,
  updated_at              timestamptz   NOT NULL
);

-- The marketplace reads only PUBLISHED rows: partial indexes keep them small. Each sort has an index
-- that starts with the filter columns most searches use (state, then city) and ends with the sort
-- key plus id, so a page is an index range scan that stops after LIMIT rows.
CREATE INDEX property_market_newest ON property (published_at DESC, id DESC) WHERE status = 'PUBLISHED';
CREATE INDEX property_market_price ON property (price, id) WHERE status = 'PUBLISHED';
CREATE INDEX property_market_state_newest ON property (state, published_at DESC, id DESC)
  WHERE status = 'PUBLISHED';
CREATE INDEX property_market_state_price ON property (state, price, id) WHERE status = 'PUBLISHED';
CREATE INDEX property_market_city_newest ON property (state, city, published_at DESC, id DESC)
  WHERE status = 'PUBLISHED';
CREATE INDEX property_market_city_price ON property (state, city, price, id) WHERE status = 'PUBLISHED';
-- Searches by type (and price, and label) without a place; label rides along so they stay index-only.
CREATE INDEX property_market_type_price ON property (type, price, id) INCLUDE (label) WHERE status = 'PUBLISHED';
CREATE INDEX property_market_label_newest ON property (label, published_at DESC, id DESC) WHERE status = 'PUBLISHED';
CREATE INDEX property_status_created ON property (status, created_at DESC, id);

CREATE TABLE property_amenity (
  property_id uuid    NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  amenity_id  uuid    NOT NULL REFERENCES amenity (id),
  position    integer NOT NULL,
  PRIMARY KEY (property_id, amenity_id)
);
CREATE INDEX property_amenity_amenity ON property_amenity (amenity_id);

CREATE TABLE property_neighborhood_insight (
  property_id             uuid         NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  neighborhood_insight_id uuid         NOT NULL REFERENCES neighborhood_insight (id),
  amount                  numeric(6,2) NOT NULL CHECK (amount BETWEEN 0 AND 100),
  PRIMARY KEY (property_id, neighborhood_insight_id)
);

-- PDFs sent with the submission (deeds, bills, contracts), kept in the private bucket. Their types
-- drive the funnel stage until the documents service announces files as events.
CREATE TABLE submitted_file (
  id           uuid        PRIMARY KEY,
  property_id  uuid        NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  type         text        NOT NULL,
  storage_key  text        NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX submitted_file_property ON submitted_file (property_id);

CREATE TABLE property_external_listing (
  id          uuid        PRIMARY KEY,
  property_id uuid        NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  type        text        NOT NULL CHECK (type IN ('CLASCO', 'EASYAVISO', 'EASYBROKER', 'INMUEBLES24',
                                                   'MONOPOLIO', 'PROPIEDADES', 'VIVANUNCIOS')),
  url         text        NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX property_external_listing_property ON property_external_listing (property_id, created_at);

CREATE TABLE tour_request (
  id            uuid        PRIMARY KEY,
  property_id   uuid        NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  name          text        NOT NULL,
  email         text        NOT NULL,
  phone_number  text        NOT NULL CHECK (phone_number ~ '^[0-9]{10}$'),
  locale        text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  budget        text        NOT NULL,
  buyer_profile text        NOT NULL,
  credit_option text        NOT NULL,
  time_to_buy   text        NOT NULL,
  tour_time     timestamptz NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX tour_request_property ON tour_request (property_id);
CREATE INDEX tour_request_created ON tour_request (created_at DESC, id);

-- One review per tour: the primary key is the tour.
CREATE TABLE tour_review (
  tour_request_id  uuid        PRIMARY KEY REFERENCES tour_request (id) ON DELETE CASCADE,
  liked            text[]      NOT NULL,
  disliked         text[]      NOT NULL,
  property_score   integer     NOT NULL CHECK (property_score BETWEEN 1 AND 5),
  tour_guide_score integer     NOT NULL CHECK (tour_guide_score BETWEEN 1 AND 5),
  self_description text        NOT NULL,
  comment          text        CHECK (length(comment) <= 200),
  created_at       timestamptz NOT NULL
);

CREATE TABLE lead (
  id              uuid        PRIMARY KEY,
  email           text        NOT NULL,
  name            text        NOT NULL,
  phone_number    text        NOT NULL CHECK (phone_number ~ '^[0-9]{10}$'),
  property_id     uuid        NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  tour_request_id uuid        REFERENCES tour_request (id) ON DELETE SET NULL,
  status          text        NOT NULL CHECK (status IN ('interested', 'preprofiled')),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX lead_property ON lead (property_id, created_at DESC);
CREATE INDEX lead_created ON lead (created_at DESC, id);
CREATE INDEX lead_property_email ON lead (property_id, email);

-- §9 utm_source tracked: visits per source and day, on the marketplace (property_id null) and on
-- each public property page.
CREATE TABLE utm_visit (
  page        text    NOT NULL CHECK (page IN ('market', 'property')),
  property_id uuid    REFERENCES property (id) ON DELETE CASCADE,
  utm_source  text    NOT NULL,
  day         date    NOT NULL,
  visits      integer NOT NULL DEFAULT 0,
  CONSTRAINT utm_visit_key UNIQUE NULLS NOT DISTINCT (page, property_id, utm_source, day)
);

-- Local projection of identity's profiles (identity.profile.* events): owners' emails for staff
-- lists, and whether a submitted email already has an account.
CREATE TABLE profile (
  id         uuid        PRIMARY KEY,
  email      text        NOT NULL,
  name       text        NOT NULL,
  locale     text        NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX profile_email ON profile (email);

-- Down Migration
DROP TABLE profile;
DROP TABLE utm_visit;
DROP TABLE lead;
DROP TABLE tour_review;
DROP TABLE tour_request;
DROP TABLE property_external_listing;
DROP TABLE submitted_file;
DROP TABLE property_neighborhood_insight;
DROP TABLE property_amenity;
DROP TABLE property;
DROP TABLE neighborhood_insight;
DROP TABLE amenity;
