-- Content library (docs/architecture.md "Games") and quiz records (docs/requirements.md §3/§7).
-- quiz_scores / quiz_progress are read by the boards feature (leaderboards, analytics): keep the
-- column names and types exactly as they are.
CREATE TABLE topics (
  key text PRIMARY KEY,
  language text NOT NULL CHECK (language IN ('en', 'ta', 'bm')),
  title text NOT NULL,
  year int NOT NULL CHECK (year BETWEEN 1 AND 6),
  theme text NOT NULL,
  description text,
  ordered boolean NOT NULL DEFAULT false,
  items jsonb NOT NULL,
  item_count int NOT NULL,
  -- null for bundled topics; the teacher who made a custom- topic
  owner_id bigint REFERENCES users(id),
  content_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX topics_language_year_theme ON topics (language, year, theme);

CREATE TABLE quiz_scores (
  id bigserial PRIMARY KEY,
  client_id text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users(id),
  quiz_category text NOT NULL,
  topic_key text NOT NULL,
  language text,
  score numeric NOT NULL,
  level int NOT NULL,
  duration_ms int,
  time_submitted timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX quiz_scores_user_category ON quiz_scores (user_id, quiz_category, time_submitted);

CREATE TABLE quiz_progress (
  user_id bigint REFERENCES users(id),
  quiz_category text,
  topic_key text,
  progress_state text NOT NULL,
  updated_at timestamptz DEFAULT now(),
  PRIMARY KEY (user_id, quiz_category, topic_key)
);
