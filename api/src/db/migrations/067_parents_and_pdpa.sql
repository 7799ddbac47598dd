-- Parents and the PDPA (issue 21.3, docs/privacy.md, docs/adr/0019).

-- A parent's or guardian's consent to an under-18's registration: who, how to reach them, when,
-- and which version of the privacy notice they were shown (PRIVACY_NOTICE_VERSION in shared).
-- Deleted with the account.
CREATE TABLE parent_consents (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  parent_name text NOT NULL,
  parent_contact text NOT NULL,
  relationship text NOT NULL CHECK (relationship IN ('parent', 'guardian')),
  notice_version text NOT NULL,
  consented_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX parent_consents_user_idx ON parent_consents (user_id);

-- An account its owner deleted: the row stays only so the boards keep its scores as "Deleted
-- pupil" (name, email, phone, MyKad hash and everything else personal are gone: accountDeletion.ts).
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
