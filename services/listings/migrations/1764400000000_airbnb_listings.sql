-- Up Migration
-- The Airbnb listings of a property (§3 property_airbnb_listing, §5 rules; issue 12). At most one
-- main listing per property (its URL is the public page's "reserve on Airbnb"); the calendar sync
-- reads ics_url. Hours to clean are whole hours, as listings.airbnb_listing.* carry them.
CREATE TABLE property_airbnb_listing (
  id                     uuid        PRIMARY KEY,
  property_id            uuid        NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  name                   text        NOT NULL CHECK (length(name) >= 1),
  url                    text        NOT NULL,
  profile_url            text,
  ics_url                text        NOT NULL CHECK (length(ics_url) >= 1),
  is_main_listing        boolean     NOT NULL DEFAULT false,
  cohost_verified        boolean     NOT NULL DEFAULT false,
  currency               text        NOT NULL CHECK (currency IN ('MXN', 'USD')),
  base_hours_to_clean    smallint    NOT NULL CHECK (base_hours_to_clean BETWEEN 1 AND 24),
  current_hours_to_clean smallint    NOT NULL CHECK (current_hours_to_clean BETWEEN 0 AND 24),
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL
);
CREATE INDEX property_airbnb_listing_property ON property_airbnb_listing (property_id, created_at);
CREATE UNIQUE INDEX property_airbnb_listing_one_main ON property_airbnb_listing (property_id) WHERE is_main_listing;

-- Down Migration
DROP TABLE property_airbnb_listing;
