-- Up Migration
-- Airbnb profiles and the reviews of Airbnb listings (§3; issue 12), kept by staff at
-- /dashboard/admin/airbnb_profile. A profile is an Airbnb user: one row per user id (the digits of its
-- users/show/{digits} address). A review names its listing (the rooms/{number} of a listing URL), its
-- host and its reviewer by Airbnb ids, so it stays when a profile is removed.
CREATE TABLE airbnb_profile (
  id             uuid        PRIMARY KEY,
  airbnb_user_id text        NOT NULL UNIQUE CHECK (airbnb_user_id ~ '^[0-9]{1,30}$'),
  profile_url    text        NOT NULL,
  is_host        boolean     NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX airbnb_profile_newest ON airbnb_profile (created_at DESC, id);

CREATE TABLE airbnb_listing_review (
  id            uuid        PRIMARY KEY,
  listing_id    text        NOT NULL CHECK (listing_id ~ '^[0-9]{1,30}$'),
  host_id       text        NOT NULL CHECK (host_id ~ '^[0-9]{1,30}$'),
  reviewer_id   text        NOT NULL CHECK (reviewer_id ~ '^[0-9]{1,30}$'),
  rating        smallint    NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_text   text        NOT NULL,
  host_response text,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  CHECK (reviewer_id <> host_id)
);
CREATE INDEX airbnb_listing_review_newest ON airbnb_listing_review (created_at DESC, id);
CREATE INDEX airbnb_listing_review_listing ON airbnb_listing_review (listing_id, created_at DESC);
CREATE INDEX airbnb_listing_review_host ON airbnb_listing_review (host_id);
CREATE INDEX airbnb_listing_review_reviewer ON airbnb_listing_review (reviewer_id);

-- Down Migration
DROP TABLE airbnb_listing_review;
DROP TABLE airbnb_profile;
