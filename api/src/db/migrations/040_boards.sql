-- Boards (issue 6): classes, live PIN games, and the indexes that keep leaderboards fast.

-- quiz_scores belongs to content (020). Created here only if 020 has not run, with 020's shape,
-- so the boards can be built and tested on their own; on a full install this is a no-op.
CREATE TABLE IF NOT EXISTS quiz_scores (
  id bigserial PRIMARY KEY,
  client_id text UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  quiz_category text NOT NULL,
  topic_key text NOT NULL,
  language text NOT NULL DEFAULT 'ta',
  score numeric NOT NULL,
  level int NOT NULL DEFAULT 1,
  duration_ms int,
  time_submitted timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Leaderboard reads filter by game and period, then pick each player's best score: this
-- covering index lets PostgreSQL answer from the index alone (checked with the 1 M-row bench).
CREATE INDEX IF NOT EXISTS quiz_scores_board_idx ON quiz_scores (quiz_category, time_submitted) INCLUDE (user_id, score, topic_key, language);
CREATE INDEX IF NOT EXISTS quiz_scores_board_all_idx ON quiz_scores (time_submitted) INCLUDE (user_id, score, quiz_category, topic_key, language);
-- scoreboard / dashboard / analytics: one user's history
CREATE INDEX IF NOT EXISTS quiz_scores_user_time_idx ON quiz_scores (user_id, time_submitted DESC);
CREATE INDEX IF NOT EXISTS users_school_idx ON users (school, state);

CREATE TABLE classes (
  id bigserial PRIMARY KEY,
  teacher_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL,
  code text NOT NULL UNIQUE,
  -- SPEC: children appear as first name + initial unless their teacher opts in to full names
  show_full_names boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_teacher_idx ON classes (teacher_id);

CREATE TABLE class_members (
  class_id bigint NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id),
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, user_id)
);
CREATE INDEX class_members_user_idx ON class_members (user_id);

CREATE TABLE gameboard_sessions (
  id bigserial PRIMARY KEY,
  pin text NOT NULL,
  teacher_id bigint NOT NULL REFERENCES users (id),
  quiz_category text NOT NULL,
  topic_key text NOT NULL,
  language text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'ended')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
-- a PIN names at most one open game at a time; ended games free their PIN
CREATE UNIQUE INDEX gameboard_open_pin_idx ON gameboard_sessions (pin) WHERE status = 'open';
CREATE INDEX gameboard_teacher_idx ON gameboard_sessions (teacher_id, created_at DESC);

CREATE TABLE gameboard_players (
  id bigserial PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES gameboard_sessions (id) ON DELETE CASCADE,
  nickname text NOT NULL,
  nickname_key text NOT NULL,
  user_id bigint REFERENCES users (id),
  -- sha256 of the player's secret: a leaked database row cannot post scores
  token_hash text NOT NULL,
  joined_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (session_id, nickname_key)
);

CREATE TABLE gameboard_scores (
  id bigserial PRIMARY KEY,
  session_id bigint NOT NULL REFERENCES gameboard_sessions (id) ON DELETE CASCADE,
  player_id bigint NOT NULL REFERENCES gameboard_players (id) ON DELETE CASCADE,
  client_id text NOT NULL UNIQUE,
  score numeric NOT NULL CHECK (score >= 0),
  duration_ms int,
  submitted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gameboard_scores_session_idx ON gameboard_scores (session_id, player_id);

-- One random name per database for the live-board NOTIFY channel: api instances sharing a
-- database share it, and databases (or test schemas) sharing a server never hear each other.
CREATE TABLE board_bus (id int PRIMARY KEY CHECK (id = 1), channel text NOT NULL);
INSERT INTO board_bus (id, channel) VALUES (1, 'gameboard_' || substr(md5(random()::text || clock_timestamp()::text), 1, 16));

-- quiz_progress belongs to content (020) too; same reasoning as quiz_scores above.
CREATE TABLE IF NOT EXISTS quiz_progress (
  user_id bigint NOT NULL REFERENCES users (id),
  quiz_category text NOT NULL,
  topic_key text NOT NULL,
  progress_state text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, quiz_category, topic_key)
);
