-- Up Migration
-- Chores and reports (issue 13): one table, `kind` telling them apart. A chore with a trigger_event
-- or a recurrence_rule is a rule; its copies point back to it (rule_id) and to the reservation
-- (reservation_id) or occurrence (occurrence_date) they were made for, at most one per rule and
-- reservation or occurrence, so a redelivered event can never make a second one. Image columns
-- hold storage keys of the private bucket (properties/{property_id}/chores/…); the public_* columns
-- the signed links, renewed when older than 12 hours.
CREATE TABLE property_chore (
  id                            uuid        PRIMARY KEY,
  property_id                   uuid        NOT NULL,
  kind                          text        NOT NULL CHECK (kind IN ('CHORE', 'REPORT')),
  name                          text        NOT NULL,
  type                          text        NOT NULL,
  status                        text        NOT NULL CHECK (status IN ('PENDING', 'SOLVED')),
  description_doc               jsonb,
  due_date                      date,
  assigned_to                   uuid,
  created_by                    uuid        NOT NULL,
  completion_notes              text,
  next_occurrence               date,
  problem_img_urls              text[]      NOT NULL DEFAULT '{}',
  resolution_img_urls           text[]      NOT NULL DEFAULT '{}',
  public_problem_img_urls       text[]      NOT NULL DEFAULT '{}',
  public_resolution_img_urls    text[]      NOT NULL DEFAULT '{}',
  public_urls_generated_at      timestamptz,
  trigger_event                 text        CHECK (trigger_event IN ('CHECK_IN', 'CHECK_OUT', 'RESERVATION_ADDED')),
  trigger_event_due_date_offset integer     CHECK (trigger_event_due_date_offset BETWEEN -14 AND 14),
  trigger_event_night_range     text,
  recurrence_rule               text,
  rule_id                       uuid        REFERENCES property_chore (id) ON DELETE SET NULL,
  reservation_id                uuid,
  occurrence_date               date,
  same_day_turnover             boolean     NOT NULL DEFAULT false,
  canceled_at                   timestamptz,
  canceled_by                   uuid,
  cancel_reason                 text        CHECK (cancel_reason IN ('RESERVATION_CANCELED', 'NIGHTS_OUT_OF_RANGE')),
  solved_at                     timestamptz,
  solved_by                     uuid,
  created_at                    timestamptz NOT NULL,
  updated_at                    timestamptz NOT NULL
);
CREATE UNIQUE INDEX property_chore_reservation_copy_uq ON property_chore (rule_id, reservation_id)
  WHERE reservation_id IS NOT NULL;
CREATE UNIQUE INDEX property_chore_occurrence_copy_uq ON property_chore (rule_id, occurrence_date)
  WHERE occurrence_date IS NOT NULL;
CREATE INDEX property_chore_property_idx ON property_chore (property_id, created_at DESC);
CREATE INDEX property_chore_assignee_idx ON property_chore (assigned_to, created_at DESC);
CREATE INDEX property_chore_reservation_idx ON property_chore (reservation_id) WHERE reservation_id IS NOT NULL;
CREATE INDEX property_chore_trigger_rules_idx ON property_chore (property_id) WHERE trigger_event IS NOT NULL;
CREATE INDEX property_chore_recurring_rules_idx ON property_chore (next_occurrence) WHERE recurrence_rule IS NOT NULL;

-- The reservations chore triggers follow, from listings.reservation.* (what planning's stays do not
-- keep: the money and currency the chips show, the day it arrived, the turnover, who canceled).
CREATE TABLE trigger_stay (
  reservation_id    uuid        PRIMARY KEY,
  property_id       uuid        NOT NULL,
  airbnb_listing_id uuid,
  check_in          date        NOT NULL,
  check_out         date        NOT NULL,
  nights            integer     NOT NULL,
  guest_amount      integer,
  confirmation_code text,
  total_earned      numeric,
  currency          text        NOT NULL,
  added_on          date        NOT NULL,
  turnover          boolean     NOT NULL DEFAULT false,
  is_canceled       boolean     NOT NULL DEFAULT false,
  canceled_at       timestamptz,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX trigger_stay_property_idx ON trigger_stay (property_id, check_in);

-- Down Migration
DROP TABLE trigger_stay;
DROP TABLE property_chore;
