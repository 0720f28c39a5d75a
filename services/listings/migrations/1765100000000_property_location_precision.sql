-- Up Migration
-- Issue 16 item 1: a submitted property without a pin is placed at its address's centre (postal
-- code, municipality or state, from the real listings); how precise its coordinate is, so staff
-- and the map know a pin is still owed. NULL: no coordinate, or one stored before this column.
ALTER TABLE property ADD COLUMN location_precision text
  CHECK (location_precision IN ('pin', 'postal_code', 'municipality', 'state'));

-- Down Migration
ALTER TABLE property DROP COLUMN location_precision;
