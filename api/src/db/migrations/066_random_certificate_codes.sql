-- Certificate codes that cannot be guessed (issue 21.7, docs/adr/0019). A code was the contest's
-- prefix and 40 bits of an HMAC of the participant (timed contests), or whatever the organiser
-- wrote (awards: "MWHE-2025-KR01", the child's initials), and the public verify page listed
-- children's names and schools to anyone who tried enough of them. Now every certificate has 80
-- random bits as its code: 16 Crockford base-32 characters in four groups (7K3M-Q9XD-2HFA-8WPN),
-- made by the database from gen_random_uuid() (the server's strong random source).

-- 80 random bits: 20 hex digits from two v4 UUIDs, skipping their fixed version and variant
-- digits (positions 13 and 17), written as 16 base-32 characters without I, L, O or U.
CREATE FUNCTION certificate_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  WITH bits AS (
    SELECT substr(replace(a::text, '-', ''), 1, 12) || substr(replace(b::text, '-', ''), 1, 8) AS hex
    FROM (SELECT gen_random_uuid() AS a, gen_random_uuid() AS b) u
  )
  SELECT string_agg(
           (SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
                                     1 + ((('x' || lpad(substr(hex, 1 + 5 * g, 5), 8, '0'))::bit(32)::int >> (15 - 5 * k)) & 31), 1), '' ORDER BY k)
            FROM generate_series(0, 3) k),
           '-' ORDER BY g)
  FROM bits, generate_series(0, 3) g
$$;

-- the organiser's own reference for a certificate they loaded (kept so loading the file again
-- updates the same certificate); never shown, never looked up by the public
ALTER TABLE contest_certificates ADD COLUMN organiser_ref text;
UPDATE contest_certificates SET organiser_ref = code WHERE user_id IS NULL;
CREATE UNIQUE INDEX contest_certificates_ref_idx ON contest_certificates (contest_key, organiser_ref) WHERE organiser_ref IS NOT NULL;

-- every existing certificate gets a random code; a printed old code no longer verifies (the
-- participant's certificate page shows the new one, to print again)
UPDATE contest_certificates SET code = certificate_code();
ALTER TABLE contest_certificates ALTER COLUMN code SET DEFAULT certificate_code();
