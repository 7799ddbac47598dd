-- Registration (docs/requirements.md §3) sends a password although login is by MyKad only; it is kept only as a
-- salted scrypt hash so a future password login has something safe to check against.
ALTER TABLE users ADD COLUMN password_hash text;
-- Emails are compared case-insensitively: Siti@x.my and siti@x.my are one account.
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
