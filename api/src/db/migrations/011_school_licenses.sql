-- School licenses (docs/requirements.md §3, §7): a school has a license with a seat count; each teacher who
-- redeems takes one seat, once. seats_used only grows through a conditional UPDATE, never past seats.
CREATE TABLE school_licenses (
  id bigserial PRIMARY KEY,
  school_name text NOT NULL,
  school_state text NOT NULL,
  school_country text NOT NULL DEFAULT 'MY',
  school_key text NOT NULL UNIQUE,      -- normalised name|state|country
  seats integer NOT NULL CHECK (seats >= 0),
  seats_used integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'expired')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT seats_not_oversold CHECK (seats_used >= 0 AND seats_used <= seats)
);

CREATE TABLE license_redemptions (
  id bigserial PRIMARY KEY,
  license_id bigint NOT NULL REFERENCES school_licenses (id),
  user_id bigint NOT NULL REFERENCES users (id),
  user_email text NOT NULL,
  mykad_number text,
  first_name text NOT NULL,
  last_name text NOT NULL,
  redeemed_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (license_id, user_id)
);
CREATE INDEX license_redemptions_user_idx ON license_redemptions (user_id);
