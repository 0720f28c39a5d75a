-- Up Migration
-- Projections fed by other services' events, so an email can be addressed and worded without
-- calling back: who a profile is, what a property is called, who sent an invitation.
CREATE TABLE profile (
  id         uuid        PRIMARY KEY,
  email      text        NOT NULL,
  name       text        NOT NULL,
  locale     text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  updated_at timestamptz NOT NULL
);

CREATE TABLE property (
  id         uuid        PRIMARY KEY,
  name       text        NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE invitation (
  id          uuid        PRIMARY KEY,
  property_id uuid        NOT NULL,
  invited_by  uuid        NOT NULL,
  email       text        NOT NULL,
  created_at  timestamptz NOT NULL
);

-- One row per email to one recipient: the delivery log and the job's source of truth. Rows are
-- written in the transaction that decided to send (a consumer's, a request's) and are themselves
-- the queue's outbox: the dispatcher hands QUEUED rows to the job queue after commit.
CREATE TABLE email_notification (
  id            uuid        PRIMARY KEY,
  -- Event id (or request id) + template + recipient: a redelivered event cannot add a second email.
  dedupe_key    text        NOT NULL UNIQUE,
  template      text        NOT NULL,
  -- §9 email notification type, for the per-property emails; null for account and visitor mail.
  type          text        CHECK (type IN ('MISCELLANEOUS_FILE_SUBMITTED', 'CONTRACT_UPLOADED',
                                            'PROPERTY_PUBLISHED', 'AIRBNB_LISTING_SUBMITTED', 'PROPERTY_SOLD')),
  property_id   uuid,
  profile_id    uuid,
  recipient     text        NOT NULL,
  locale        text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  -- Transactional mail (password reset, confirmations) ignores the recipient's opt-out.
  transactional boolean     NOT NULL,
  data          jsonb       NOT NULL,
  status        text        NOT NULL CHECK (status IN ('QUEUED', 'SENDING', 'SENT', 'FAILED', 'SUPPRESSED')),
  attempts      integer     NOT NULL DEFAULT 0,
  provider_id   text,
  last_error    text,
  -- When the dispatcher last handed the row to the job queue; null = not yet.
  enqueued_at   timestamptz,
  -- A send in progress holds the row until then; a crashed sender's row is taken over afterwards.
  lease_until   timestamptz,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  sent_at       timestamptz
);
CREATE INDEX email_notification_created ON email_notification (created_at DESC);
CREATE INDEX email_notification_property ON email_notification (property_id, created_at DESC);
-- What the dispatcher scans: the few emails not yet SENT, FAILED or SUPPRESSED, oldest first.
CREATE INDEX email_notification_pending ON email_notification (created_at)
  WHERE status IN ('QUEUED', 'SENDING');

-- Every try of every email, with the error of the ones that failed.
CREATE TABLE email_attempt (
  id        bigserial   PRIMARY KEY,
  email_id  uuid        NOT NULL REFERENCES email_notification (id) ON DELETE CASCADE,
  attempt   integer     NOT NULL,
  ok        boolean     NOT NULL,
  error     text,
  at        timestamptz NOT NULL
);
CREATE INDEX email_attempt_email ON email_attempt (email_id, attempt);

-- Wakes the dispatcher as soon as a transaction that queued email commits (NOTIFY waits for commit).
CREATE FUNCTION email_notification_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casona_email', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
CREATE TRIGGER email_notification_notify AFTER INSERT ON email_notification
  FOR EACH STATEMENT EXECUTE FUNCTION email_notification_notify();

-- Addresses we mail, with their unsubscribe link token and their opt-out of non-transactional mail.
CREATE TABLE mail_recipient (
  email             text        PRIMARY KEY CHECK (email = lower(btrim(email))),
  unsubscribe_token text        NOT NULL UNIQUE,
  unsubscribed_at   timestamptz,
  created_at        timestamptz NOT NULL
);

-- In-app notices on a property's dashboard (§3), and who has read each one.
CREATE TABLE property_notification (
  id          uuid        PRIMARY KEY,
  property_id uuid        NOT NULL,
  en_markdown text        NOT NULL,
  es_markdown text        NOT NULL,
  created_by  uuid        NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX property_notification_property ON property_notification (property_id, created_at DESC);

CREATE TABLE property_notification_read (
  notification_id uuid        NOT NULL REFERENCES property_notification (id) ON DELETE CASCADE,
  profile_id      uuid        NOT NULL,
  read_at         timestamptz NOT NULL,
  PRIMARY KEY (notification_id, profile_id)
);
CREATE INDEX property_notification_read_profile ON property_notification_read (profile_id);

-- The joke box: shown on the landing only once an administrator approves it.
CREATE TABLE joke (
  joke_id     uuid        PRIMARY KEY,
  text        text        NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1500),
  locale      text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  approved    boolean     NOT NULL DEFAULT false,
  approved_by uuid,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX joke_approved ON joke (approved, locale, created_at DESC);

CREATE TABLE contact_message (
  id           uuid        PRIMARY KEY,
  name         text        NOT NULL,
  email        text        NOT NULL,
  phone_number text,
  text         text        NOT NULL CHECK (char_length(text) BETWEEN 1 AND 1500),
  locale       text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  client_ip    text,
  created_at   timestamptz NOT NULL
);
CREATE INDEX contact_message_created ON contact_message (created_at DESC);

CREATE TABLE manager_application (
  id                 uuid        PRIMARY KEY,
  name               text        NOT NULL,
  email              text,
  phone_number       text,
  airbnb_profile_url text        NOT NULL,
  message            text        NOT NULL,
  locale             text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  property_id        uuid,
  client_ip          text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX manager_application_created ON manager_application (created_at DESC);

-- Errors the SPA reports (POST /log), kept for a few weeks.
CREATE TABLE client_log (
  id                 bigserial   PRIMARY KEY,
  descriptive_source text        NOT NULL,
  name               text        NOT NULL,
  message            text        NOT NULL,
  stack              text,
  profile_id         uuid,
  client_ip          text,
  user_agent         text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX client_log_created ON client_log (created_at);

-- Down Migration
DROP TABLE client_log;
DROP TABLE manager_application;
DROP TABLE contact_message;
DROP TABLE joke;
DROP TABLE property_notification_read;
DROP TABLE property_notification;
DROP TABLE mail_recipient;
DROP TRIGGER email_notification_notify ON email_notification;
DROP FUNCTION email_notification_notify();
DROP TABLE email_attempt;
DROP TABLE email_notification;
DROP TABLE invitation;
DROP TABLE property;
DROP TABLE profile;
