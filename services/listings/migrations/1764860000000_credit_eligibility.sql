-- Up Migration
-- "Apta para crédito Infonavit / Cofinavit" (issue 15): documents' latest verdict on each property,
-- from documents.credit_eligibility.changed, for the marketplace card and its credit filter.
CREATE TABLE credit_eligibility (
  property_id uuid        PRIMARY KEY,
  eligible    boolean     NOT NULL,
  programs    text[]      NOT NULL,
  occurred_at timestamptz NOT NULL
);
-- The filter: the eligible properties under a program.
CREATE INDEX credit_eligibility_programs ON credit_eligibility USING gin (programs) WHERE eligible;

-- Down Migration
DROP TABLE credit_eligibility;
