-- Up Migration
-- The market's "price per m²" order (issue 16): published homes by price over built area, so a page
-- of GET /market?sort=price_m2_asc reads 20 rows of an index as the other orders do.
CREATE INDEX property_market_price_m2 ON property ((price / built_area), id) WHERE status = 'PUBLISHED';

-- Down Migration
DROP INDEX property_market_price_m2;
