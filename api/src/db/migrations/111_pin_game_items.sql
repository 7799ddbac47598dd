-- What each player of a live PIN game answered (the teacher's "words the class missed" after the
-- game): the item records a finished round sends with its score (shared ItemAttempt, ADR 0030).
-- A JSON column, not quiz_score_items' one row per item: a PIN game is at most a class of players
-- for GAMEBOARD_TIMEOUT_MINUTES, read whole once per game, never queried word by word across a
-- school's history; and it is deleted with its score. Checked against the topic before storing.
ALTER TABLE gameboard_scores ADD COLUMN IF NOT EXISTS items jsonb;
