-- The clear MyKad numbers, converted by 061 into keyed hashes, go (docs/adr/0018).
DROP INDEX IF EXISTS contest_certificates_mykad_idx;
ALTER TABLE users DROP COLUMN mykad;
ALTER TABLE license_redemptions DROP COLUMN mykad_number;
ALTER TABLE contest_certificates DROP COLUMN mykad;
