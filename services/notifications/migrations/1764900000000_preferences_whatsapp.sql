-- Up Migration
-- Issue 19: the phone identity keeps for each profile (where WhatsApp messages go), each person's
-- channels per notice category, and the WhatsApp delivery log (the job queue's outbox, like email).
ALTER TABLE profile ADD COLUMN phone_number text;

-- A row only once the person chose; a category without one takes DEFAULT_CHANNELS (proto).
CREATE TABLE notification_preference (
  profile_id uuid        NOT NULL,
  category   text        NOT NULL,
  email      boolean     NOT NULL,
  whatsapp   boolean     NOT NULL,
  in_app     boolean     NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (profile_id, category)
);

CREATE TABLE whatsapp_message (
  id          uuid        PRIMARY KEY,
  -- source + template + profile: the same event delivered twice adds no message.
  dedupe_key  text        NOT NULL UNIQUE,
  template    text        NOT NULL,
  profile_id  uuid        NOT NULL,
  property_id uuid,
  -- E.164 digits without '+', as the Cloud API takes `to`.
  recipient   text        NOT NULL,
  locale      text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  parameters  jsonb       NOT NULL,
  status      text        NOT NULL CHECK (status IN ('QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED')),
  attempts    integer     NOT NULL DEFAULT 0,
  provider_id text,
  last_error  text,
  enqueued_at timestamptz,
  lease_until timestamptz,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  sent_at     timestamptz
);
CREATE INDEX whatsapp_message_created ON whatsapp_message (created_at DESC);
CREATE INDEX whatsapp_message_pending ON whatsapp_message (created_at) WHERE status IN ('QUEUED', 'SENDING');

-- Wakes the same dispatcher as email does.
CREATE TRIGGER whatsapp_message_notify AFTER INSERT ON whatsapp_message
  FOR EACH STATEMENT EXECUTE FUNCTION email_notification_notify();

-- Down Migration
DROP TRIGGER whatsapp_message_notify ON whatsapp_message;
DROP TABLE whatsapp_message;
DROP TABLE notification_preference;
ALTER TABLE profile DROP COLUMN phone_number;
