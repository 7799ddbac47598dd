import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/httpError';
import { profileError, stateForCountryError, type ProfileInput } from './profileRules';
import { DUPLICATE_EMAIL_MESSAGE, emailTaken, findUserById, updateUserProfile, type UserRow } from './userRepository';

/**
 * Changes the signed-in user's own profile fields: each is checked by the profile rules, text is
 * trimmed, an email lower-cased and never one another account has; an empty school clears it.
 */
export async function updateOwnProfile(db: Database, userId: string, changes: ProfileInput): Promise<UserRow> {
  const current = await findUserById(db, userId);
  if (!current) throw notFound('This account no longer exists.', 'user_not_found');
  const invalid = profileError(changes, false);
  if (invalid) throw invalid;
  const trimmed = Object.fromEntries(Object.entries(changes).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
  if (typeof trimmed.email === 'string') trimmed.email = trimmed.email.toLowerCase();
  if (trimmed.school === '') trimmed.school = null;
  const country = String(trimmed.country ?? current.country);
  const stateError = stateForCountryError(country, String(trimmed.state ?? current.state));
  // Only complain about the state when this request touches country or state: an old
  // free-text state must not block someone fixing their phone number.
  if (stateError && (trimmed.country !== undefined || trimmed.state !== undefined)) throw stateError;
  if (typeof trimmed.email === 'string' && (await emailTaken(db, trimmed.email, userId))) {
    throw conflict(DUPLICATE_EMAIL_MESSAGE, 'email_taken');
  }
  const updated = await updateUserProfile(db, userId, trimmed);
  if (!updated) throw notFound('This account no longer exists.', 'user_not_found');
  return updated;
}
