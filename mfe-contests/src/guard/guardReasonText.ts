import type { TFunction } from 'i18next';
import { GUARD_REASONS, parseLevelCompletedReason } from '@app/shared';

/**
 * The contest guard's reason (carried to the contest home by the shell's redirect) in the user's
 * language. The English text is the contract the guard and the api share; other languages
 * translate it here. Failed api calls are worded by the shared apiErrorText instead.
 */
export function guardReasonText(reason: string, t: TFunction): string {
  const level = parseLevelCompletedReason(reason);
  if (level !== null) return t('guard.levelCompleted', { level });
  const key = (Object.keys(GUARD_REASONS) as (keyof typeof GUARD_REASONS)[]).find((k) => GUARD_REASONS[k] === reason);
  return key ? t(`guard.${key}`) : reason;
}
