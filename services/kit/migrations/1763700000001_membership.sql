-- Up Migration
-- Local projection of identity's property memberships (role labels), fed by membership.* events,
-- so every service checks permissions without calling identity on each request.
CREATE TABLE membership (
  profile_id  uuid        NOT NULL,
  property_id uuid        NOT NULL,
  label       text        NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, property_id)
);
CREATE INDEX membership_property ON membership (property_id);

-- Down Migration
DROP TABLE membership;
