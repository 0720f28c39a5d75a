-- Up Migration
-- A stale feed (issue 12): a listing whose calendar has not synced successfully for 24 h is flagged
-- and its property's managers are emailed once per episode. stale_notified_at is when
-- listings.airbnb_listing.stale was announced; a successful sync clears it, ending the episode.
ALTER TABLE property_airbnb_listing_sync ADD COLUMN stale_notified_at timestamptz;

-- Down Migration
ALTER TABLE property_airbnb_listing_sync DROP COLUMN stale_notified_at;
