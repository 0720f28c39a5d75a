-- Up Migration
-- Items, property items, checklists and day plans (issue 13), plus the projections day plans read:
-- properties (name, time zone, coordinates) from listings.property.*, Airbnb listings (hours to
-- clean) from listings.airbnb_listing.*, stays from listings.reservation.*, and people's names from
-- identity.profile.*. Nothing here reads another service's schema.

CREATE TABLE item (
  item_id        uuid PRIMARY KEY,
  en_name        text NOT NULL DEFAULT '' CHECK (char_length(en_name) <= 300),
  es_name        text NOT NULL CHECK (char_length(es_name) BETWEEN 1 AND 300),
  en_description text NOT NULL DEFAULT '' CHECK (char_length(en_description) <= 300),
  es_description text NOT NULL CHECK (char_length(es_description) BETWEEN 1 AND 300),
  note           text CHECK (char_length(note) <= 300),
  img_url        text NOT NULL,
  price          numeric(12, 2) NOT NULL CHECK (price BETWEEN 0 AND 10000000),
  type           text NOT NULL CHECK (type IN ('ACCESSORY', 'APPLIANCE', 'CLEANING', 'ENTERTAINMENT',
                                               'FURNITURE', 'LINEN', 'PRODUCT', 'UTENSIL')),
  url            text NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX item_es_name_idx ON item (lower(es_name));

-- upsert_property_item: one row per catalogue item and property; free items (no item_id) by name.
CREATE TABLE property_item (
  id          uuid PRIMARY KEY,
  property_id uuid NOT NULL,
  item_id     uuid REFERENCES item (item_id) ON DELETE RESTRICT,
  en_name     text CHECK (char_length(en_name) <= 300),
  note        text CHECK (char_length(note) <= 300),
  quantity    integer NOT NULL CHECK (quantity BETWEEN 0 AND 10000),
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  CHECK (item_id IS NOT NULL OR char_length(en_name) > 0)
);
CREATE UNIQUE INDEX property_item_catalogue_uq ON property_item (property_id, item_id) WHERE item_id IS NOT NULL;
CREATE INDEX property_item_property_idx ON property_item (property_id, created_at);

CREATE TABLE property_checklist (
  property_id              uuid PRIMARY KEY,
  air_conditioning         boolean NOT NULL DEFAULT false,
  lights                   boolean NOT NULL DEFAULT false,
  sockets                  boolean NOT NULL DEFAULT false,
  doors                    boolean NOT NULL DEFAULT false,
  gas_leaks_tank           boolean NOT NULL DEFAULT false,
  gas_leaks_stove          boolean NOT NULL DEFAULT false,
  gas_leaks_boiler         boolean NOT NULL DEFAULT false,
  water_leaks_bathrooms    boolean NOT NULL DEFAULT false,
  water_leaks_tally        boolean NOT NULL DEFAULT false,
  water_leaks_washbasin    boolean NOT NULL DEFAULT false,
  water_leaks_water_tank   boolean NOT NULL DEFAULT false,
  oven                     boolean NOT NULL DEFAULT false,
  paint                    boolean NOT NULL DEFAULT false,
  power_supply_label       boolean NOT NULL DEFAULT false,
  roof_waterproof          boolean NOT NULL DEFAULT false,
  stove                    boolean NOT NULL DEFAULT false,
  subsoil_dry              boolean NOT NULL DEFAULT false,
  watering_cans_and_drains boolean NOT NULL DEFAULT false,
  washbasin_drains         boolean NOT NULL DEFAULT false,
  windows                  boolean NOT NULL DEFAULT false,
  updated_by               uuid,
  updated_at               timestamptz NOT NULL
);

-- ─── Projections for planning ─────────────────────────────────────────────────────────────────

CREATE TABLE planning_property (
  property_id uuid PRIMARY KEY,
  name        text NOT NULL,
  timezone    text NOT NULL,
  latitude    double precision,
  longitude   double precision,
  deleted     boolean NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL
);

CREATE TABLE planning_listing (
  airbnb_listing_id      uuid PRIMARY KEY,
  property_id            uuid NOT NULL,
  name                   text NOT NULL,
  is_main_listing        boolean NOT NULL,
  base_hours_to_clean    numeric(4, 2) NOT NULL,
  current_hours_to_clean numeric(4, 2) NOT NULL,
  deleted                boolean NOT NULL DEFAULT false,
  updated_at             timestamptz NOT NULL
);
CREATE INDEX planning_listing_property_idx ON planning_listing (property_id);

CREATE TABLE planning_stay (
  reservation_id    uuid PRIMARY KEY,
  property_id       uuid NOT NULL,
  airbnb_listing_id uuid,
  check_in          date NOT NULL,
  check_out         date NOT NULL,
  nights            integer NOT NULL,
  guest_amount      integer,
  confirmation_code text,
  canceled          boolean NOT NULL DEFAULT false,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX planning_stay_check_in_idx ON planning_stay (check_in);
CREATE INDEX planning_stay_check_out_idx ON planning_stay (check_out);

CREATE TABLE planning_person (
  profile_id uuid PRIMARY KEY,
  name       text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- ─── Day plans ────────────────────────────────────────────────────────────────────────────────

CREATE TABLE day_plan (
  id            uuid PRIMARY KEY,
  created_by    uuid NOT NULL,
  schedule_date date NOT NULL,
  timezone      text NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX day_plan_date_idx ON day_plan (schedule_date);

CREATE TABLE day_plan_permission (
  id                    uuid PRIMARY KEY,
  day_plan_id           uuid NOT NULL REFERENCES day_plan (id) ON DELETE CASCADE,
  profile_id            uuid NOT NULL,
  permission            text NOT NULL CHECK (permission IN ('EDITOR', 'VIEW')),
  permission_created_by uuid NOT NULL,
  UNIQUE (day_plan_id, profile_id)
);
CREATE INDEX day_plan_permission_profile_idx ON day_plan_permission (profile_id);

CREATE TABLE day_plan_property (
  day_plan_id uuid NOT NULL REFERENCES day_plan (id) ON DELETE CASCADE,
  property_id uuid NOT NULL,
  position    integer NOT NULL,
  PRIMARY KEY (day_plan_id, property_id)
);
CREATE INDEX day_plan_property_property_idx ON day_plan_property (property_id);

CREATE TABLE day_plan_worker (
  day_plan_id uuid NOT NULL REFERENCES day_plan (id) ON DELETE CASCADE,
  profile_id  uuid NOT NULL,
  position    integer NOT NULL,
  PRIMARY KEY (day_plan_id, profile_id)
);

CREATE TABLE day_plan_worker_schedule (
  id                         uuid PRIMARY KEY,
  day_plan_id                uuid NOT NULL,
  profile_id                 uuid NOT NULL,
  hour                       integer NOT NULL CHECK (hour BETWEEN 0 AND 23),
  property_airbnb_listing_id uuid NOT NULL,
  created_at                 timestamptz NOT NULL,
  FOREIGN KEY (day_plan_id, profile_id) REFERENCES day_plan_worker (day_plan_id, profile_id) ON DELETE CASCADE
);
CREATE INDEX day_plan_worker_schedule_plan_idx ON day_plan_worker_schedule (day_plan_id);

-- Down Migration
DROP TABLE day_plan_worker_schedule;
DROP TABLE day_plan_worker;
DROP TABLE day_plan_property;
DROP TABLE day_plan_permission;
DROP TABLE day_plan;
DROP TABLE planning_person;
DROP TABLE planning_stay;
DROP TABLE planning_listing;
DROP TABLE planning_property;
DROP TABLE property_checklist;
DROP TABLE property_item;
DROP TABLE item;
