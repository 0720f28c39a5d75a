-- Up Migration
-- Owner statements as they were emailed (issue 14): a sent statement never changes, and the next
-- month opens with its closing balance.
CREATE TABLE owner_statement (
  property_id      uuid        NOT NULL,
  month            text        NOT NULL CHECK (month ~ '^\d{4}-(0[1-9]|1[0-2])$'),
  owner_profile_id uuid,
  figures          jsonb       NOT NULL,
  sent_at          timestamptz NOT NULL,
  PRIMARY KEY (property_id, month)
);

-- Down Migration
DROP TABLE IF EXISTS owner_statement;
