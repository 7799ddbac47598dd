import { isApiError } from '@app/shared';
import type { TFunction } from 'i18next';

/** The server's own message when it sent one (it says what is wrong), else our translated fallback. */
export function apiErrorText(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  if (isApiError(error)) return error.network ? t('common.offline') : error.message;
  return t('common.loadFailed');
}

export function apiErrorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.code : undefined;
}
