-- Live boards with a district's history (issue 28) and PIN games strangers cannot walk into
-- (issue 21.7).

-- The board reads one session's scores per player: best, attempts, last and when the best was
-- first reached, all from this index without touching the table (the old (session_id,
-- player_id) index is its prefix, so it goes).
CREATE INDEX IF NOT EXISTS gameboard_scores_board_idx ON gameboard_scores (session_id, player_id) INCLUDE (score, submitted_at);
DROP INDEX IF EXISTS gameboard_scores_session_idx;

-- The sweeper ends open games past their time: only open ones are in this index.
CREATE INDEX IF NOT EXISTS gameboard_sessions_open_expiry_idx ON gameboard_sessions (expires_at) WHERE status = 'open';

-- 'approve': the teacher lets each player in; class_only: only signed-in pupils of the
-- teacher's classes may join.
ALTER TABLE gameboard_sessions ADD COLUMN admission text NOT NULL DEFAULT 'open' CHECK (admission IN ('open', 'approve'));
ALTER TABLE gameboard_sessions ADD COLUMN class_only boolean NOT NULL DEFAULT false;

-- 'waiting' until the teacher admits them (approve games), 'removed' once the teacher takes them
-- off: their token no longer posts scores and the board no longer shows them.
ALTER TABLE gameboard_players ADD COLUMN status text NOT NULL DEFAULT 'playing' CHECK (status IN ('waiting', 'playing', 'removed'));
