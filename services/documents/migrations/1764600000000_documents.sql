-- Up Migration
-- Documents's schema. The kit's own tables — outbox, processed_event, dead_letter and the
-- membership projection that `memberships: true` keeps fed — come from the kit's migrations
-- (services/kit/migrations, table kit_migrations), which run before this file in the same schema:
-- the kit needs nothing more from the service. Documents's tables (issue 15) go in this file
-- until the service is first deployed, in later timestamped files after that.

-- Down Migration
