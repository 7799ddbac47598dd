-- Contest results are published, not merely computed (issue 15): `results_at` is when they become
-- public, set by the organiser (contestAdmin publish, POST /contests/{key}/results or the contest
-- file). Unset, a timed contest publishes three days after its end (shared contestResults).
ALTER TABLE contests ADD COLUMN results_at timestamptz;

-- Award contests loaded before this column existed published their winners when they were loaded.
UPDATE contests k SET results_at = k.updated_at
WHERE k.kind = 'awards'
  AND (EXISTS (SELECT 1 FROM contest_winners w WHERE w.contest_key = k.key)
       OR EXISTS (SELECT 1 FROM contest_certificates c WHERE c.contest_key = k.key));

-- Certificates of a timed contest issued before it ended came from a running ranking, not from
-- results: they are withdrawn and issued again from the published results.
DELETE FROM contest_certificates c USING contests k
WHERE k.key = c.contest_key AND k.kind = 'timed' AND c.user_id IS NOT NULL AND (k.ends_at IS NULL OR c.issued_at <= k.ends_at);
