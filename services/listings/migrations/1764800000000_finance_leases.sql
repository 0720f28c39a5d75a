-- Up Migration
-- Finance's word on which properties have a lease configured (finance.lease.configured/removed):
-- an Airbnb listing is refused for them (§5 "a property with an Airbnb listing cannot have a lease
-- configuration", the other way round).
CREATE TABLE finance_lease (
  property_id uuid        PRIMARY KEY,
  configured  boolean     NOT NULL,
  occurred_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE finance_lease;
