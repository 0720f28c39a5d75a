-- Up Migration
-- Issue 16, what buyers expect: search by colonia with suggestions, and saved searches with alerts.
--
-- A home's colonia (optional: the portals' listings behind the demo homes and the submission's
-- address step give it). neighborhood_key is its folded form (lower case, accents dropped, as the
-- service folds what a person types), so "Olimpica" finds "Villa Olímpica" through an index.
ALTER TABLE property ADD COLUMN neighborhood text;
ALTER TABLE property ADD COLUMN neighborhood_key text GENERATED ALWAYS AS (
  translate(
    lower(neighborhood),
    'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç',
    'aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc'
  )
) STORED;
CREATE INDEX property_neighborhood_published ON property (neighborhood_key, state, city)
  WHERE status = 'PUBLISHED' AND neighborhood_key IS NOT NULL;

-- A person's saved marketplace search: the filters of GET /market as proto's SavedSearchQuery.
CREATE TABLE saved_search (
  id uuid PRIMARY KEY,
  profile_id uuid NOT NULL,
  name text NOT NULL,
  query jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_alerted_at timestamptz
);
CREATE INDEX saved_search_newest ON saved_search (profile_id, created_at DESC);

-- Each (search, home) is announced once, however often the home is published again.
CREATE TABLE saved_search_alert (
  saved_search_id uuid NOT NULL REFERENCES saved_search (id) ON DELETE CASCADE,
  property_id uuid NOT NULL REFERENCES property (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (saved_search_id, property_id)
);

-- Down Migration
DROP TABLE saved_search_alert;
DROP TABLE saved_search;
DROP INDEX property_neighborhood_published;
ALTER TABLE property DROP COLUMN neighborhood_key;
ALTER TABLE property DROP COLUMN neighborhood;
