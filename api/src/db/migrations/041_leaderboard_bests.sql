-- Leaderboard rollup (issue 6): each player's best score per period bucket, kept by a trigger,
-- so a leaderboard read is an index scan of one bucket instead of a sort of every score in the
-- period. Measured at 1 M score rows: "all games, this month" went from a 2.3 s aggregate to a
-- read of one bucket's top rows (docs/adr/0007-leaderboard-rollup.md).
--
-- One row per (period bucket, game or '*', language or '*', player). Buckets are calendar
-- periods in Malaysian time (UTC+8), as leaderboardPeriodStart() in shared/ defines them:
-- 'today' = the local date, 'week' = its Monday, 'month' = the 1st, 'all' = 1970-01-01.
-- Topic filters are not rolled up (that would multiply writes by two again); one topic is a
-- narrow slice that quiz_scores_topic_idx answers directly.
CREATE TABLE leaderboard_bests (
  period text NOT NULL CHECK (period IN ('today', 'week', 'month', 'all')),
  period_start date NOT NULL,
  quiz_category text NOT NULL,
  language text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  score numeric NOT NULL,
  -- the earliest time the player reached this score: ties rank the earlier one first
  time_submitted timestamptz NOT NULL,
  -- every score of the player in the bucket, added up: the schoolboard ranks schools by these
  total_score numeric NOT NULL,
  PRIMARY KEY (period, period_start, quiz_category, language, user_id)
);
CREATE INDEX leaderboard_bests_rank_idx ON leaderboard_bests (period, period_start, quiz_category, language, score DESC, time_submitted, user_id);

-- in each player's best-first order, so "best per player in one topic" reads the index in order
-- without a sort; the other filters are checked on the included columns
CREATE INDEX quiz_scores_topic_idx ON quiz_scores (topic_key, user_id, score DESC, time_submitted) INCLUDE (quiz_category, language);

-- Folds a set of score rows into the buckets. Set-based, so a bulk insert costs one sort, and
-- rows are written in key order, so two concurrent saves by one player lock in the same order.
-- A score that lands in a day, week or month already over (an offline save synced late) only
-- counts for 'all': reads always ask for the current bucket, so a past one would never be read.
CREATE FUNCTION leaderboard_bests_merge(scores quiz_scores[]) RETURNS void LANGUAGE sql AS $$
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
  WHERE k.period_start >= k.current_start
  GROUP BY k.period, k.period_start, g.quiz_category, l.language, s.user_id
  ORDER BY k.period, k.period_start, g.quiz_category, l.language, s.user_id
  ON CONFLICT (period, period_start, quiz_category, language, user_id) DO UPDATE SET
    total_score = b.total_score + EXCLUDED.total_score,
    score = CASE WHEN EXCLUDED.score > b.score OR (EXCLUDED.score = b.score AND EXCLUDED.time_submitted < b.time_submitted) THEN EXCLUDED.score ELSE b.score END,
    time_submitted = CASE WHEN EXCLUDED.score > b.score OR (EXCLUDED.score = b.score AND EXCLUDED.time_submitted < b.time_submitted) THEN EXCLUDED.time_submitted ELSE b.time_submitted END
$$;

-- quiz_scores is append-only (scores are never edited or deleted), so INSERT is the only event.
CREATE FUNCTION quiz_scores_to_leaderboard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM leaderboard_bests_merge(array_agg(n::quiz_scores)) FROM new_scores n HAVING count(*) > 0;
  RETURN NULL;
END
$$;
CREATE TRIGGER quiz_scores_leaderboard AFTER INSERT ON quiz_scores
  REFERENCING NEW TABLE AS new_scores FOR EACH STATEMENT EXECUTE FUNCTION quiz_scores_to_leaderboard();

-- scores stored before this migration
SELECT leaderboard_bests_merge(array_agg(s)) FROM quiz_scores s HAVING count(*) > 0;
