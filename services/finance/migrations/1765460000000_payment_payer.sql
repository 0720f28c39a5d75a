-- Up Migration
-- Staff's payments page (issue 19): who paid, from identity's profile events (identity.profile.*),
-- so staff read and search a payment by its payer's name and email; and every payment newest first.
CREATE TABLE payer (
  profile_id uuid        PRIMARY KEY,
  name       text        NOT NULL,
  email      text        NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX payment_by_status ON payment (status, created_at DESC, id);
CREATE INDEX payment_newest ON payment (created_at DESC, id);

-- Down Migration
DROP INDEX payment_newest;
DROP INDEX payment_by_status;
DROP TABLE payer;
