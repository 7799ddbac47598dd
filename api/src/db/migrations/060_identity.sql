-- Sign-in that a number alone cannot open (issue 21, docs/adr/0018).

-- A MyKad is kept as a keyed hash (HMAC-SHA256 with a server secret) and its last four digits.
-- mykad_keys: how many keys of the rotation chain the hash went through, so a rotation knows
-- which rows it has yet to re-key. birth_year (from the MyKad's date) decides the age rules
-- (the picture password is for Years 1–3). 061 converts the clear numbers, 062 drops them.
ALTER TABLE users ADD COLUMN mykad_hash text;
ALTER TABLE users ADD COLUMN mykad_last4 text;
ALTER TABLE users ADD COLUMN mykad_keys smallint;
ALTER TABLE users ADD COLUMN birth_year smallint;
CREATE UNIQUE INDEX users_mykad_hash_idx ON users (mykad_hash);

ALTER TABLE license_redemptions ADD COLUMN mykad_hash text;
ALTER TABLE license_redemptions ADD COLUMN mykad_last4 text;
ALTER TABLE license_redemptions ADD COLUMN mykad_keys smallint;

ALTER TABLE contest_certificates ADD COLUMN mykad_hash text;
ALTER TABLE contest_certificates ADD COLUMN mykad_keys smallint;
CREATE INDEX contest_certificates_mykad_hash_idx ON contest_certificates (contest_key, mykad_hash);

-- Devices that have passed a new-device step (or registered the account): on them the MyKad
-- alone signs in. device_hash is sha256(account id + the app's random per-browser key), so the
-- key itself is never stored. Devices that signed in before this migration are not carried
-- over: a sign-in by MyKad alone cannot be told apart from a stranger's (issue 21.1).
CREATE TABLE trusted_devices (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_hash text NOT NULL,
  device text NOT NULL DEFAULT '',
  method text NOT NULL CHECK (method IN ('registered', 'card', 'pictures', 'pin', 'parent_email')),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, device_hash)
);
CREATE INDEX trusted_devices_used_idx ON trusted_devices (last_used_at);

-- A pupil's sign-in card, printed by a teacher: a QR link (a 256-bit secret, kept as sha256) and a
-- short code to type after the MyKad (kept as scrypt). One live card per pupil; re-issuing revokes.
CREATE TABLE sign_in_cards (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  class_id bigint REFERENCES classes (id) ON DELETE SET NULL,
  issued_by bigint REFERENCES users (id) ON DELETE SET NULL,
  link_hash text NOT NULL UNIQUE,
  code_hash text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);
CREATE UNIQUE INDEX sign_in_cards_live_idx ON sign_in_cards (user_id) WHERE revoked_at IS NULL;

-- Two of nine pictures, chosen with the teacher (Years 1–3). failures counts wrong pairs since it
-- was set: at 3 it stops working until the teacher sets a new pair.
CREATE TABLE picture_passwords (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pair_hash text NOT NULL,
  set_by bigint REFERENCES users (id) ON DELETE SET NULL,
  set_at timestamptz NOT NULL DEFAULT now(),
  failures smallint NOT NULL DEFAULT 0
);

-- A one-use, short-lived link mailed to the account's (parent's) address: opening it trusts the
-- device that asked for it. Only a sha256 of the token is kept.
CREATE TABLE device_links (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  device_hash text NOT NULL,
  device text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX device_links_user_idx ON device_links (user_id, created_at DESC);

-- Mail the api sends goes through this outbox (and SMTP when SMTP_URL is set). A sent mail's body
-- is blanked: it may hold a sign-in link.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- an instance sending it; another may retry once this is old (the sender died mid-way)
  claimed_at timestamptz,
  last_error text
);
CREATE INDEX mail_outbox_unsent_idx ON mail_outbox (id) WHERE sent_at IS NULL;

-- The sign-in record names the new outcomes: a step asked for, a wrong card code or pictures, a
-- device trusted.
ALTER TABLE login_events DROP CONSTRAINT IF EXISTS login_events_outcome_check;
ALTER TABLE login_events ADD CONSTRAINT login_events_outcome_check CHECK (
  outcome IN ('signed_in', 'registered', 'pin_wrong', 'pin_missing', 'refused', 'signed_out', 'step_required', 'step_wrong', 'device_added')
);
