-- Up Migration
-- The short-term-rental estimate of each listed property (issue 18), from
-- appraisal.property_estimate.computed: gross yearly income from the Inside Airbnb comparables near
-- it, or not available (outside Mexico City, no location). The property's cap rate is filled from it
-- (net of the property's own yearly costs) while staff have set none; `filled_cap_rate` is the value
-- last written, so a later estimate, price or costs change may replace it but never staff's figure.
CREATE TABLE property_str_estimate (
  property_id     uuid          PRIMARY KEY,
  available       boolean       NOT NULL,
  yearly_income   numeric(14,2) CHECK (yearly_income >= 0),
  filled_cap_rate numeric(6,5)  CHECK (filled_cap_rate BETWEEN 0 AND 1),
  occurred_at     timestamptz   NOT NULL
);

-- Down Migration
DROP TABLE property_str_estimate;
