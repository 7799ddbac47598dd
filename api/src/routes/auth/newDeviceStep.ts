import { picturePasswordAllowed, type NewDeviceStep } from '@app/shared/node';
import type { Queryable } from '../../db/database';
import { recordLoginEvent, type RequestOrigin } from '../../auth/loginEvents';
import { admitStepAttempt, countStepFailure } from '../../auth/loginGuard';
import { checkPicturePassword, pictureStateOf } from '../../auth/picturePasswords';
import { cardCodeMatches, hasLiveCard } from '../../auth/signInCards';
import { pinMatches } from '../../auth/teacherPin';
import type { TrustMethod } from '../../auth/trustedDevices';
import { HttpError } from '../../http/httpError';
import { pinHashOf, type UserRow } from './userRepository';

/** What a sign-in on a new device may carry besides the MyKad: one of the steps. */
export interface StepAnswers {
  /** a teacher's PIN */
  pin?: string;
  /** the code printed on the pupil's sign-in card */
  card_code?: string;
  /** two indexes of SIGN_IN_PICTURES */
  pictures?: number[];
}

export const STEP_REQUIRED_MESSAGE = 'This phone or computer has not signed in to this account before, so one more step is needed.';
export const CARD_CODE_WRONG_MESSAGE = 'That card code is not right. Check the code on your sign-in card.';
export const PICTURES_WRONG_MESSAGE = 'Those are not your two pictures.';
export const PICTURES_LOCKED_MESSAGE =
  'The picture password has been tried wrongly too often. Ask your teacher to set your pictures again, or use your sign-in card.';

/**
 * The steps open to this account on a new device (docs/adr/0018): a pupil's card (when a teacher
 * printed one), picture password (Years 1–3, set by the teacher, not locked) and the link to the
 * account's email; a teacher's PIN, and only the email link while a teacher has no PIN yet.
 */
export async function availableSteps(db: Queryable, user: UserRow): Promise<NewDeviceStep[]> {
  if (user.role === 'teacher') return (await pinHashOf(db, user.id)) ? ['pin'] : ['email_link'];
  const steps: NewDeviceStep[] = [];
  if (await hasLiveCard(db, user.id)) steps.push('card');
  const pictures = await pictureStateOf(db, user.id);
  if (pictures.set && !pictures.locked && picturePasswordAllowed(user.birth_year)) steps.push('pictures');
  steps.push('email_link');
  return steps;
}

/** 401 device_step_required, naming the steps the sign-in screen can offer. */
export async function stepRequired(db: Queryable, user: UserRow): Promise<HttpError> {
  return new HttpError(401, 'device_step_required', STEP_REQUIRED_MESSAGE, { steps: await availableSteps(db, user) });
}

/**
 * Checks the step the sign-in carries, if any: the method that passed, or null when none was
 * given. A wrong answer is counted on the account, written to its sign-in record and refused.
 */
export async function newDeviceStepPassed(db: Queryable, user: UserRow, answers: StepAnswers, origin: RequestOrigin): Promise<TrustMethod | null> {
  const steps = await availableSteps(db, user);
  const refuse = async (code: string, message: string, outcome: 'pin_wrong' | 'step_wrong', extra?: Record<string, unknown>) => {
    await recordLoginEvent(db, user.id, origin, outcome);
    return new HttpError(401, code, message, extra);
  };
  if (answers.pin !== undefined && steps.includes('pin')) {
    await admitStepAttempt(db, user.id, origin);
    const stored = await pinHashOf(db, user.id);
    if (stored && pinMatches(answers.pin.trim(), stored)) return 'pin';
    await countStepFailure(db, user.id);
    throw await refuse('pin_wrong', 'That PIN is not right. Please try again.', 'pin_wrong');
  }
  if (answers.card_code !== undefined && steps.includes('card')) {
    await admitStepAttempt(db, user.id, origin);
    if (await cardCodeMatches(db, user.id, answers.card_code)) return 'card';
    await countStepFailure(db, user.id);
    throw await refuse('card_code_wrong', CARD_CODE_WRONG_MESSAGE, 'step_wrong');
  }
  if (answers.pictures !== undefined && user.role === 'student') {
    const verdict = await checkPicturePassword(db, user.id, answers.pictures);
    if (verdict === 'right' && picturePasswordAllowed(user.birth_year)) return 'pictures';
    if (verdict === 'locked') throw await refuse('pictures_locked', PICTURES_LOCKED_MESSAGE, 'step_wrong');
    if (verdict === 'wrong') throw await refuse('pictures_wrong', PICTURES_WRONG_MESSAGE, 'step_wrong', { steps: await availableSteps(db, user) });
  }
  return null;
}
