-- Accounts that hold against a hostile student (issue 13): revocable sessions, a login record the
-- owner can read, an optional teacher PIN, and a role nobody can give themselves.

-- Sign-out revokes the one token (revoked_tokens); "sign out everywhere" bumps token_version, which
-- every token carries. Both are checked on each request, so a revoked token stops at once on
-- every api instance.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
CREATE TABLE revoked_tokens (
  jti text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- kept only until the token would have expired anyway
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_tokens_expiry_idx ON revoked_tokens (expires_at);

-- Optional second factor for teachers (scrypt hash of a 6–12 digit PIN); login asks for it when set.
ALTER TABLE users ADD COLUMN pin_hash text;

-- Registration no longer grants the teacher role: a request is recorded here and granted by a
-- school-licence redemption code or by an admin (docs/adr/0009).
ALTER TABLE users ADD COLUMN teacher_requested_at timestamptz;

-- Sign-in is by MyKad only and never used the username or the password (docs/adr/0010): the
-- username becomes optional and the stored password hashes are erased, as data we do not use.
ALTER TABLE users ALTER COLUMN username DROP NOT NULL;
UPDATE users SET password_hash = NULL WHERE password_hash IS NOT NULL;

-- Who signed in to an account, when and from where, for the account's owner to read. The device
-- is a summary ("Chrome on Android"), never the full user agent; device_hash is a hash of the
-- app's random per-browser id, so a known device can be recognised without storing the id.
CREATE TABLE login_events (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL,
  device text NOT NULL,
  device_hash text,
  outcome text NOT NULL CHECK (outcome IN ('signed_in', 'registered', 'pin_wrong', 'pin_missing', 'refused', 'signed_out'))
);
CREATE INDEX login_events_user_idx ON login_events (user_id, at DESC);
CREATE INDEX login_events_at_idx ON login_events (at);
