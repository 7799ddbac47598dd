-- Contests (issue 5, docs/requirements.md §4/§5/§9): windows, levels, winners and certificates are data that
-- organisers load with `contestAdmin` or PUT /contests/{key}; no deploy needed to change them.
CREATE TABLE contests (
  key text PRIMARY KEY,                          -- e.g. Solvallar2025 (the scores' contest_category)
  product_id integer,                            -- the store's contest product (815), when sold
  title jsonb NOT NULL DEFAULT '{}'::jsonb,      -- { en, ta, bm }
  kind text NOT NULL DEFAULT 'timed' CHECK (kind IN ('timed', 'awards')),
  starts_at timestamptz,
  ends_at timestamptz,                           -- inclusive (docs/requirements.md §4)
  rounds integer NOT NULL DEFAULT 0,
  levels_per_round integer NOT NULL DEFAULT 0,
  paid_from_round integer NOT NULL DEFAULT 2,
  name_display text NOT NULL DEFAULT 'full' CHECK (name_display IN ('full', 'initials')),
  prizes jsonb NOT NULL DEFAULT '[]'::jsonb,
  override_state text CHECK (override_state IN ('before', 'during', 'after')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Items keep their answers here; the browser only ever gets prompts and choices.
CREATE TABLE contest_levels (
  contest_key text NOT NULL REFERENCES contests (key) ON DELETE CASCADE,
  level_number integer NOT NULL CHECK (level_number > 0),
  title text NOT NULL DEFAULT '',
  duration_seconds integer NOT NULL CHECK (duration_seconds > 0),
  items jsonb NOT NULL,
  PRIMARY KEY (contest_key, level_number)
);

-- When a level started, by the server's clock: a reload resumes with the time left.
CREATE TABLE contest_level_starts (
  contest_key text NOT NULL REFERENCES contests (key) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  level_number integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (contest_key, user_id, level_number)
);

CREATE TABLE contest_scores (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL UNIQUE,                -- idempotency key from the client
  contest_key text NOT NULL REFERENCES contests (key) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  level_number integer NOT NULL,
  score integer NOT NULL CHECK (score >= 0),
  max_score integer NOT NULL CHECK (max_score >= 0),
  time_taken integer NOT NULL CHECK (time_taken >= 0), -- seconds
  answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  time_submitted timestamptz NOT NULL DEFAULT now(),
  UNIQUE (contest_key, user_id, level_number)    -- no replay in competition mode (docs/requirements.md §5)
);
CREATE INDEX contest_scores_ranking_idx ON contest_scores (contest_key, user_id);

-- Winners of contests judged outside the app (mwhwinners, tamilict): loaded as data.
CREATE TABLE contest_winners (
  id bigserial PRIMARY KEY,
  contest_key text NOT NULL REFERENCES contests (key) ON DELETE CASCADE,
  category jsonb NOT NULL DEFAULT '{}'::jsonb,  -- { en, ta, bm }
  position integer NOT NULL CHECK (position > 0),
  name text NOT NULL,
  school text NOT NULL DEFAULT '',
  score numeric(10, 2)
);
CREATE INDEX contest_winners_idx ON contest_winners (contest_key, position);

-- Issued certificates; `code` is what the public verify link checks.
CREATE TABLE contest_certificates (
  code text PRIMARY KEY,
  contest_key text NOT NULL REFERENCES contests (key) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id),
  mykad text,                                    -- for certificates loaded before the student signed up
  name text NOT NULL,
  school text NOT NULL DEFAULT '',
  award text NOT NULL CHECK (award IN ('first', 'second', 'third', 'merit', 'gold', 'silver', 'bronze', 'participation')),
  category jsonb NOT NULL DEFAULT '{}'::jsonb,
  score numeric(10, 2),
  rank integer,
  issued_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX contest_certificates_user_idx ON contest_certificates (contest_key, user_id) WHERE user_id IS NOT NULL;
CREATE INDEX contest_certificates_mykad_idx ON contest_certificates (contest_key, mykad);
