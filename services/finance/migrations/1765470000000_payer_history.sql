-- Up Migration
-- Finance asks identity once for every existing profile (finance.payer.history_requested), so a
-- payer whose profile last changed before finance listened is named on staff's payments page too.
-- One row per projection asked for; its presence is what makes the request once only.
CREATE TABLE projection_request (
  projection   text        PRIMARY KEY,
  request_id   uuid        NOT NULL,
  requested_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE projection_request;
