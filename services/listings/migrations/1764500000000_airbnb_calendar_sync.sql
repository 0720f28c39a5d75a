-- Up Migration
-- The calendar sync of Airbnb listings (issue 12): reservations (§3 Reservation fields), the blocks a
-- feed holds apart from them, each listing's sync state and a 90-day log of what each sync did.

-- A stay: read from a listing's feed (airbnb_listing_id and feed_uid set), or a direct booking typed
-- by hand (no listing, no feed). The feed gives dates only; guests and money are completed by people
-- with the reservation permission. Nights (§3 night_amount, proto's Reservation.night_amount) are
-- computed from the dates, never stored nor typed.
CREATE TABLE property_airbnb_listing_reservation (
  id                      uuid          PRIMARY KEY,
  property_id             uuid          NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  airbnb_listing_id       uuid          REFERENCES property_airbnb_listing (id) ON DELETE CASCADE,
  feed_uid                text,
  -- the listing an event names in a feed that merges several
  listing_ref             text,
  check_in                date          NOT NULL,
  check_out               date          NOT NULL,
  guest_amount            integer       CHECK (guest_amount >= 0),
  confirmation_code       text,
  phone_last4             text          CHECK (phone_last4 ~ '^[0-9]{4}$'),
  cleaning_fee            numeric(14,2) CHECK (cleaning_fee >= 0),
  pet_fee                 numeric(14,2) CHECK (pet_fee >= 0),
  guest_service_fee       numeric(14,2) CHECK (guest_service_fee >= 0),
  host_service_fee        numeric(14,2) CHECK (host_service_fee >= 0),
  nightly_rate_adjustment numeric(14,2),
  occupancy_taxes         numeric(14,2) CHECK (occupancy_taxes >= 0),
  remitted_occupancy_tax  numeric(14,2) CHECK (remitted_occupancy_tax >= 0),
  total_earned            numeric(14,2) CHECK (total_earned BETWEEN 0 AND 10000000000),
  total_paid              numeric(14,2) CHECK (total_paid >= 0),
  is_canceled             boolean       NOT NULL DEFAULT false,
  currency                text          NOT NULL CHECK (currency IN ('MXN', 'USD')),
  tentative               boolean       NOT NULL DEFAULT false,
  -- same-day turnover with the previous / next stay of the listing, as last published
  turnover_previous       boolean       NOT NULL DEFAULT false,
  turnover_next           boolean       NOT NULL DEFAULT false,
  is_direct_booking       boolean       NOT NULL DEFAULT false,
  created_at              timestamptz   NOT NULL,
  updated_at              timestamptz   NOT NULL,
  CHECK (check_out > check_in),
  CHECK (is_direct_booking OR (airbnb_listing_id IS NOT NULL AND feed_uid IS NOT NULL)),
  -- deferred: a sync that moves regenerated UIDs between stays checks them at commit
  CONSTRAINT property_airbnb_listing_reservation_uid UNIQUE (airbnb_listing_id, feed_uid) DEFERRABLE INITIALLY DEFERRED
);
CREATE INDEX property_airbnb_listing_reservation_property ON property_airbnb_listing_reservation (property_id, check_in);

-- Windows the channel closed without a booking (advance notice, booking window, owner blocks):
-- never reservations. Replaced whole by every sync that counted as a poll.
CREATE TABLE property_airbnb_listing_block (
  id                uuid        PRIMARY KEY,
  property_id       uuid        NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  airbnb_listing_id uuid        NOT NULL REFERENCES property_airbnb_listing (id) ON DELETE CASCADE,
  feed_uid          text        NOT NULL,
  listing_ref       text,
  start_date        date        NOT NULL,
  end_date          date        NOT NULL,
  created_at        timestamptz NOT NULL,
  CHECK (end_date > start_date)
);
CREATE INDEX property_airbnb_listing_block_listing ON property_airbnb_listing_block (airbnb_listing_id, start_date);

-- One row per listing once it has been synced: the feed's fingerprint and validators (an unchanged
-- feed costs no write), the polls each stored stay has been missing from, and the sync's health.
CREATE TABLE property_airbnb_listing_sync (
  airbnb_listing_id    uuid        PRIMARY KEY REFERENCES property_airbnb_listing (id) ON DELETE CASCADE,
  feed_hash            text,
  etag                 text,
  last_modified        text,
  -- reservation id → consecutive successful polls it has been missing from
  missing_polls        jsonb       NOT NULL DEFAULT '{}',
  distinguishes_blocks boolean,
  last_attempt_at      timestamptz,
  last_success_at      timestamptz,
  last_error           text,
  last_error_at        timestamptz,
  consecutive_failures integer     NOT NULL DEFAULT 0 CHECK (consecutive_failures >= 0),
  updated_at           timestamptz NOT NULL
);

-- What each sync that wrote something did (kept 90 days; deleteSyncLogBefore).
CREATE TABLE property_airbnb_listing_sync_log (
  id                uuid        PRIMARY KEY,
  airbnb_listing_id uuid        NOT NULL REFERENCES property_airbnb_listing (id) ON DELETE CASCADE,
  property_id       uuid        NOT NULL,
  at                timestamptz NOT NULL,
  outcome           text        NOT NULL CHECK (outcome IN ('synced', 'not_counted', 'failed')),
  added             integer     NOT NULL DEFAULT 0,
  updated           integer     NOT NULL DEFAULT 0,
  canceled          integer     NOT NULL DEFAULT 0,
  ignored           integer     NOT NULL DEFAULT 0,
  -- feed status, warnings and the changed stays, for the owner's sync health view
  detail            jsonb       NOT NULL DEFAULT '{}',
  error             text
);
CREATE INDEX property_airbnb_listing_sync_log_listing ON property_airbnb_listing_sync_log (airbnb_listing_id, at DESC);
CREATE INDEX property_airbnb_listing_sync_log_at ON property_airbnb_listing_sync_log (at);

-- Down Migration
DROP TABLE property_airbnb_listing_sync_log;
DROP TABLE property_airbnb_listing_sync;
DROP TABLE property_airbnb_listing_block;
DROP TABLE property_airbnb_listing_reservation;
