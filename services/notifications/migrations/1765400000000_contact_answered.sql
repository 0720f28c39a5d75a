-- Up Migration
-- Staff mark a contact message answered (issue 19: the staff home counts the unanswered ones).
ALTER TABLE contact_message ADD COLUMN answered_at timestamptz, ADD COLUMN answered_by uuid;
CREATE INDEX contact_message_unanswered ON contact_message (created_at DESC) WHERE answered_at IS NULL;

-- Down Migration
DROP INDEX contact_message_unanswered;
ALTER TABLE contact_message DROP COLUMN answered_at, DROP COLUMN answered_by;
