-- One contest record (issue 24, docs/contests.md): a contest's window is set in the contests table
-- only; loading a contest writes its store product's contestDate, contestStartTime and
-- contestEndTime from it in the same transaction (contestRepository.ts). Products whose fields
-- were written by hand are brought into line with their contest once, here (Malaysia is UTC+8
-- all year; there is no daylight saving to follow).
UPDATE products p
SET meta_data = COALESCE(
    (SELECT jsonb_agg(m) FROM jsonb_array_elements(p.meta_data) m
     WHERE NOT (m->>'key' = ANY (ARRAY['contestDate', 'contestStartTime', 'contestEndTime']))),
    '[]'::jsonb
  ) || CASE WHEN c.starts_at IS NULL OR c.ends_at IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(
    jsonb_build_object('key', 'contestDate', 'value', to_char((c.starts_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')),
    jsonb_build_object('key', 'contestStartTime', 'value', to_char((c.starts_at AT TIME ZONE 'UTC') + interval '8 hours', 'HH24:MI')),
    jsonb_build_object('key', 'contestEndTime', 'value', to_char((c.ends_at AT TIME ZONE 'UTC') + interval '8 hours', 'HH24:MI'))
  ) END
FROM contests c
WHERE c.product_id = p.id;
