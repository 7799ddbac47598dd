import type { TFunction } from 'i18next';
import { isApiError } from '@app/shared';

/**
 * What to tell the user about a failed call: the server's own message (it names what is wrong,
 * e.g. a duplicate MyKad), or a translated line when the request never got an answer.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.network) return t('common.networkError');
    if (error.message) return error.message;
  }
  return t('common.unexpectedError');
}
