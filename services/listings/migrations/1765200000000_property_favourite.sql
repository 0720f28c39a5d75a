-- Up Migration
-- Favourites (issue 16): a signed-in person keeps homes of the marketplace in one list. One row per
-- person and home; the home going away takes its favourites with it.
CREATE TABLE property_favourite (
  profile_id uuid NOT NULL,
  property_id uuid NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, property_id)
);
CREATE INDEX property_favourite_newest ON property_favourite (profile_id, created_at DESC);

-- Down Migration
DROP TABLE property_favourite;
