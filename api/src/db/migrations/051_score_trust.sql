-- Scores the server can believe (issue 13) and the free student's daily game limit (issue 15).

-- time_submitted is now the server's receive time (the phone's clock can be anything), so the
-- boards and the rollup trigger (041) rank by a time the player cannot choose. The phone's own
-- claim is kept beside it for the player's history.
ALTER TABLE quiz_scores ADD COLUMN client_time_submitted timestamptz;

-- One row per counted game of a limited (student_free) account: written when the game starts or,
-- for a game played offline, when its score arrives. A score whose start was granted is kept even
-- when the limit was reached meanwhile.
CREATE TABLE game_starts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  quiz_category text NOT NULL,
  topic_key text NOT NULL,
  -- the Malaysian (UTC+8) date the game counts on
  local_day date NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  -- the score that used this start; null while the game is being played
  score_client_id text
);
CREATE INDEX game_starts_user_day_idx ON game_starts (user_id, local_day);
CREATE INDEX game_starts_open_idx ON game_starts (user_id, quiz_category, topic_key) WHERE score_client_id IS NULL;

-- a save asks whether the player joined a PIN game of this topic: by player, not by session
CREATE INDEX IF NOT EXISTS gameboard_players_user_idx ON gameboard_players (user_id) WHERE user_id IS NOT NULL;
