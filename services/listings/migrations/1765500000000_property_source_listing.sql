-- Up Migration
-- The listing link a property was created from (/submit_from_listing, §2; issue 19): one per
-- property, kept with it (its deletion takes the link along) and shown on /dashboard/announcement
-- as "created from this listing" with the day it was submitted. Copies of a property are not
-- created from it, so the link is not copied.
CREATE TABLE property_source_listing (
  property_id uuid        PRIMARY KEY REFERENCES property (id) ON DELETE CASCADE,
  url         text        NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
  created_at  timestamptz NOT NULL
);

-- Down Migration
DROP TABLE property_source_listing;
