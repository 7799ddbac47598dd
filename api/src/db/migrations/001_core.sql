-- Core: users (login by MyKad, docs/requirements.md §3) and the shared rate-limit counters.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  mykad text UNIQUE,
  email text NOT NULL UNIQUE,
  username text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone_number text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT 'MY',
  state text NOT NULL DEFAULT '',
  school text,
  role text NOT NULL DEFAULT 'student' CHECK (role IN ('student', 'teacher')),
  meta jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters kept in the database, so every api instance sees the same limits.
CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start bigint NOT NULL,
  count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (key, window_start)
);
