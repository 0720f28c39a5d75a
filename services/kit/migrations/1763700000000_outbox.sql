-- Up Migration
-- Events are written here in the same transaction as the change they describe; the relay
-- publishes them afterwards, so a crash between the two loses nothing.
CREATE TABLE outbox (
  seq          bigserial PRIMARY KEY,
  id           uuid        NOT NULL UNIQUE,
  topic        text        NOT NULL,
  type         text        NOT NULL,
  v            integer     NOT NULL,
  key          text        NOT NULL,
  producer     text        NOT NULL,
  payload      jsonb       NOT NULL,
  occurred_at  timestamptz NOT NULL,
  published_at timestamptz,
  attempts     integer     NOT NULL DEFAULT 0,
  last_error   text
);
CREATE INDEX outbox_unpublished ON outbox (seq) WHERE published_at IS NULL;

-- Wakes the relay as soon as a transaction that wrote events commits (NOTIFY is delivered at commit).
CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('casona_outbox', TG_TABLE_SCHEMA);
  RETURN NULL;
END
$$;
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH STATEMENT EXECUTE FUNCTION outbox_notify();

-- Consumers remember what they processed in the same transaction as the effect: redelivery is a no-op.
CREATE TABLE processed_event (
  consumer_group text        NOT NULL,
  event_id       uuid        NOT NULL,
  processed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer_group, event_id)
);

-- Events a consumer gave up on after its retries, with the error, for an operator to inspect and replay.
CREATE TABLE dead_letter (
  id             bigserial PRIMARY KEY,
  consumer_group text        NOT NULL,
  topic          text        NOT NULL,
  event_id       uuid        NOT NULL,
  type           text        NOT NULL,
  envelope       jsonb       NOT NULL,
  error          text        NOT NULL,
  attempts       integer     NOT NULL,
  failed_at      timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE dead_letter;
DROP TABLE processed_event;
DROP TRIGGER outbox_notify ON outbox;
DROP FUNCTION outbox_notify();
DROP TABLE outbox;
