-- Up Migration
-- The staff audit log (issue 19): every staff action and permission change of every service, as the
-- audit.entry.recorded events of their outboxes bring them. Append-only: the id is the event's, so a
-- redelivered event adds nothing; no statement may change an entry, and none may remove one younger
-- than 400 days (kept at least a year).
CREATE TABLE audit_entry (
  id               uuid        PRIMARY KEY,
  at               timestamptz NOT NULL,
  actor_profile_id uuid,
  actor_is_staff   boolean     NOT NULL,
  actor_role       text        CHECK (actor_role IN ('ADMIN', 'STAFF')),
  service          text        NOT NULL,
  action           text        NOT NULL,
  entity           text        NOT NULL,
  entity_id        text        NOT NULL,
  entity_label     text,
  property_id      uuid,
  before           jsonb,
  after            jsonb,
  ip               text,
  recorded_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_entry_at_idx ON audit_entry (at DESC, id DESC);
CREATE INDEX audit_entry_entity_idx ON audit_entry (entity_id);
CREATE INDEX audit_entry_actor_idx ON audit_entry (actor_profile_id);

CREATE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    RAISE EXCEPTION 'audit entries cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'audit entries cannot be truncated' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.at > now() - interval '400 days' THEN
    RAISE EXCEPTION 'audit entries are kept 400 days' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
CREATE TRIGGER audit_entry_no_update BEFORE UPDATE OR DELETE ON audit_entry
  FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only();
CREATE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry
  FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_append_only();

-- Down Migration
DROP TABLE audit_entry;
DROP FUNCTION audit_entry_append_only();
