-- Up Migration
-- The short-term-rental estimate of each appraisal (issue 18), from appraisal.appraisal.created:
-- a property submitted from an appraisal (`?appraisal_id=`) shows its cap rate and earnings from it
-- until staff set the property's own.
CREATE TABLE appraisal_estimate (
  appraisal_id uuid        PRIMARY KEY,
  cap_rate     numeric(6,5) NOT NULL CHECK (cap_rate BETWEEN 0 AND 1),
  occurred_at  timestamptz NOT NULL
);

-- Down Migration
DROP TABLE appraisal_estimate;
