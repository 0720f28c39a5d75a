-- Up Migration
-- People. Emails are stored trimmed and lower-cased, so equality is plain equality.
CREATE TABLE profile (
  id           uuid        PRIMARY KEY,
  email        text        NOT NULL UNIQUE CHECK (email = lower(btrim(email))),
  name         text        NOT NULL,
  img_url      text,
  -- Storage key of the picture in the public bucket, so replacing it can delete the old one.
  img_key      text,
  data_source  text        NOT NULL CHECK (data_source IN ('email', 'google')),
  locale       text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  phone_number text        CHECK (phone_number ~ '^[0-9]{10}$'),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);

-- Readable only by the profile itself and company staff.
CREATE TABLE profile_private_info (
  profile_id          uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
  home_address_string text,
  home_latitude       double precision CHECK (home_latitude BETWEEN -90 AND 90),
  home_longitude      double precision CHECK (home_longitude BETWEEN -180 AND 180),
  home_place_id       text,
  -- Storage key of the ID document in the private bucket; answered as a presigned link.
  id_key              text,
  id_content_type     text,
  phone_number        text CHECK (phone_number ~ '^[0-9]{10}$'),
  stripe_customer_id  text,
  updated_at          timestamptz NOT NULL
);

-- argon2id PHC strings. A profile that only signs in with Google has no row.
CREATE TABLE credential (
  profile_id          uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
  password_hash       text        NOT NULL,
  password_changed_at timestamptz NOT NULL
);

CREATE TABLE google_identity (
  subject    text PRIMARY KEY,
  profile_id uuid NOT NULL UNIQUE REFERENCES profile (id) ON DELETE CASCADE,
  email      text NOT NULL,
  created_at timestamptz NOT NULL
);

-- Company staff and administrators; everyone else has no row.
CREATE TABLE staff_role (
  profile_id uuid PRIMARY KEY REFERENCES profile (id) ON DELETE CASCADE,
  role       text        NOT NULL CHECK (role IN ('ADMIN', 'STAFF')),
  granted_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Refresh tokens: only their SHA-256 is kept. Every refresh rotates the token inside its family;
-- presenting a rotated token again means it leaked, and the whole family is revoked.
CREATE TABLE refresh_token (
  id          uuid        PRIMARY KEY,
  family_id   uuid        NOT NULL,
  profile_id  uuid        NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
  token_hash  bytea       NOT NULL UNIQUE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  rotated_at  timestamptz,
  revoked_at  timestamptz,
  user_agent  text,
  ip          text
);
CREATE INDEX refresh_token_family ON refresh_token (family_id);
CREATE INDEX refresh_token_profile ON refresh_token (profile_id);
CREATE INDEX refresh_token_expiry ON refresh_token (expires_at);

-- Single-use password reset links; only the SHA-256 of the token is kept.
CREATE TABLE password_reset (
  id         uuid        PRIMARY KEY,
  profile_id uuid        NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
  token_hash bytea       NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX password_reset_profile ON password_reset (profile_id, created_at DESC);

-- Failed sign-ins per account and per client address, in fixed windows.
CREATE TABLE login_throttle (
  key          text        PRIMARY KEY,
  window_start timestamptz NOT NULL,
  failures     integer     NOT NULL
);

-- An OpenID Connect sign-in between /google/start and /google/callback. The browser holds a cookie
-- whose hash must match, so a callback cannot be completed in another browser (login CSRF).
CREATE TABLE oidc_login (
  state          text        PRIMARY KEY,
  browser_hash   bytea       NOT NULL,
  code_verifier  text        NOT NULL,
  nonce          text        NOT NULL,
  redirect       text,
  locale         text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);

-- Allies and secondary clients of a property: the role label and the label's can_* flags as they
-- were granted (proto's fixed matrix). Identity is the source of truth; other services keep a
-- projection fed by identity.membership.* events.
CREATE TABLE property_customer (
  profile_id  uuid        NOT NULL REFERENCES profile (id) ON DELETE CASCADE,
  property_id uuid        NOT NULL,
  label       text        NOT NULL CHECK (label IN ('MANAGER', 'OWNER', 'OWNER_AIRBNB', 'OWNER_MANAGER',
                                                    'OWNER_REALTOR', 'OWNER_SUB_LEASE', 'WORKER', 'OTHER')),
  can_flags   jsonb       NOT NULL,
  added_by    uuid,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (profile_id, property_id)
);
CREATE INDEX property_customer_property ON property_customer (property_id);
-- §5 one owner per property.
CREATE UNIQUE INDEX property_customer_one_owner ON property_customer (property_id)
  WHERE label IN ('OWNER', 'OWNER_AIRBNB', 'OWNER_MANAGER', 'OWNER_REALTOR', 'OWNER_SUB_LEASE');

-- Invitations go to an email: the invitee may register later, and the invitation attaches then.
CREATE TABLE property_customer_invitation (
  id          uuid        PRIMARY KEY,
  property_id uuid        NOT NULL,
  invited_by  uuid        NOT NULL,
  email       text        NOT NULL CHECK (email = lower(btrim(email))),
  profile_id  uuid        REFERENCES profile (id) ON DELETE CASCADE,
  label       text        NOT NULL CHECK (label IN ('MANAGER', 'OWNER', 'OWNER_AIRBNB', 'OWNER_MANAGER',
                                                    'OWNER_REALTOR', 'OWNER_SUB_LEASE', 'WORKER', 'OTHER')),
  locale      text        NOT NULL CHECK (locale IN ('EN', 'ES')),
  status      text        NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'REVOKED')),
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL
);
CREATE INDEX invitation_property ON property_customer_invitation (property_id, created_at DESC);
CREATE INDEX invitation_profile ON property_customer_invitation (profile_id) WHERE profile_id IS NOT NULL;
CREATE INDEX invitation_pending_email ON property_customer_invitation (email) WHERE status = 'PENDING';
-- §4 only one pending invitation per ally and property.
CREATE UNIQUE INDEX invitation_one_pending ON property_customer_invitation (property_id, email)
  WHERE status = 'PENDING';

-- Down Migration
DROP TABLE property_customer_invitation;
DROP TABLE property_customer;
DROP TABLE oidc_login;
DROP TABLE login_throttle;
DROP TABLE password_reset;
DROP TABLE refresh_token;
DROP TABLE staff_role;
DROP TABLE google_identity;
DROP TABLE credential;
DROP TABLE profile_private_info;
DROP TABLE profile;
