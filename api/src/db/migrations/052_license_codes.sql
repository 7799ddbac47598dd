-- A school licence seat needs the school's redemption code (docs/adr/0009): the admin gives it to
-- the school, the school to its teachers. Only a hash is stored; a lost code is replaced, not read.
ALTER TABLE school_licenses ADD COLUMN redemption_code_hash text;
