-- Contest extra time (issue 26, WCAG 2.2.1 "Timing Adjustable"): a pupil whose teacher granted
-- "more time" gets each timed level's length plus the contest's extra_time_percent, which the
-- organiser sets per contest (0 turns it off; 100 doubles the time). The server's clock decides,
-- on start and on hand-in, as for every pupil.
ALTER TABLE contests ADD COLUMN IF NOT EXISTS extra_time_percent integer NOT NULL DEFAULT 50
  CHECK (extra_time_percent BETWEEN 0 AND 200);

CREATE TABLE IF NOT EXISTS more_time_accommodations (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  granted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  granted_at timestamptz NOT NULL DEFAULT now()
);
