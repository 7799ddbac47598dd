-- Boards that cannot be bought (issue 21.4, docs/adr/0019).
--
-- A score is always stored (it is the pupil's history), but it reaches the boards only when it
-- can be believed: `off_board` says why one does not.
--   too_fast     its items were "played" faster than a child can (shared/src/scores/plausibleTime.ts)
--   daily_limit  a PIN game's score past the free plan's daily games: the PIN game's own board
--                has it, the leaderboards do not (PIN games count towards the limit of what reaches them)
--   removed      an admin removed it as forged (score_removals keeps who, when and why)
ALTER TABLE quiz_scores ADD COLUMN off_board text CHECK (off_board IN ('too_fast', 'daily_limit', 'removed'));

-- The rollup (041) folds only scores on the boards; otherwise as before.
CREATE OR REPLACE FUNCTION leaderboard_bests_merge(scores quiz_scores[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO leaderboard_bests AS b (period, period_start, quiz_category, language, user_id, score, time_submitted, total_score)
  SELECT k.period, k.period_start, g.quiz_category, l.language, s.user_id,
         max(s.score), (array_agg(s.time_submitted ORDER BY s.score DESC, s.time_submitted))[1], sum(s.score)
  FROM unnest(scores) s
  CROSS JOIN (SELECT (now() AT TIME ZONE 'UTC') + interval '8 hours' AS local_now) c
  CROSS JOIN LATERAL (SELECT (s.time_submitted AT TIME ZONE 'UTC') + interval '8 hours' AS local_time) t
  CROSS JOIN LATERAL (VALUES ('today', t.local_time::date, c.local_now::date),
                             ('week', date_trunc('week', t.local_time)::date, date_trunc('week', c.local_now)::date),
                             ('month', date_trunc('month', t.local_time)::date, date_trunc('month', c.local_now)::date),
                             ('all', date '1970-01-01', date '1970-01-01')) k (period, period_start, current_start)
  CROSS JOIN LATERAL (VALUES ('*'), (s.quiz_category)) g (quiz_category)
  CROSS JOIN LATERAL (SELECT '*' UNION ALL SELECT s.language WHERE s.language IS NOT NULL) l (language)
  WHERE k.period_start >= k.current_start AND s.off_board IS NULL
  GROUP BY k.period, k.period_start, g.quiz_category, l.language, s.user_id
  ORDER BY k.period, k.period_start, g.quiz_category, l.language, s.user_id
  ON CONFLICT (period, period_start, quiz_category, language, user_id) DO UPDATE SET
    total_score = b.total_score + EXCLUDED.total_score,
    score = CASE WHEN EXCLUDED.score > b.score OR (EXCLUDED.score = b.score AND EXCLUDED.time_submitted < b.time_submitted) THEN EXCLUDED.score ELSE b.score END,
    time_submitted = CASE WHEN EXCLUDED.score > b.score OR (EXCLUDED.score = b.score AND EXCLUDED.time_submitted < b.time_submitted) THEN EXCLUDED.time_submitted ELSE b.time_submitted END
$$;

-- An admin's removal of a forged score: the audit record (never deleted with the score's owner:
-- `user_id` is kept as a number, `removed_by` is who removed it).
CREATE TABLE score_removals (
  id bigserial PRIMARY KEY,
  score_id bigint NOT NULL REFERENCES quiz_scores (id),
  user_id bigint NOT NULL,
  score numeric NOT NULL,
  quiz_category text NOT NULL,
  topic_key text NOT NULL,
  -- what the score was before: on the boards (null) or already off them (too_fast, daily_limit)
  previous_off_board text,
  reason text NOT NULL CHECK (length(reason) BETWEEN 3 AND 500),
  removed_by text NOT NULL,
  removed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX score_removals_user_idx ON score_removals (user_id);
CREATE UNIQUE INDEX score_removals_score_idx ON score_removals (score_id);
