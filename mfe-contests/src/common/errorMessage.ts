import type { TFunction } from 'i18next';
import { GUARD_REASONS, isApiError, parseLevelCompletedReason } from '@app/shared';

/** The server's `{ message }` of a failed call, from our ApiError or a bare axios error. */
export function serverMessage(error: unknown): { message: string | null; network: boolean; status?: number } {
  if (isApiError(error)) return { message: error.message || null, network: error.network, status: error.status };
  const response = (error as { response?: { status?: number; data?: { message?: unknown } } } | null)?.response;
  if (response) return { message: typeof response.data?.message === 'string' ? response.data.message : null, network: false, status: response.status };
  return { message: null, network: true };
}

/**
 * SPEC.md §8 guard reasons in the user's language. The English text is the contract (it is what
 * the guard and the api send); other languages translate it here.
 */
export function translateGuardReason(reason: string, t: TFunction): string {
  const level = parseLevelCompletedReason(reason);
  if (level !== null) return t('guard.levelCompleted', { level });
  const key = (Object.keys(GUARD_REASONS) as (keyof typeof GUARD_REASONS)[]).find((k) => GUARD_REASONS[k] === reason);
  return key ? t(`guard.${key}`) : reason;
}

/** What to show for a failed call: a translated guard reason, the server's message, or a generic line. */
export function errorMessage(error: unknown, t: TFunction): string {
  const { message, network } = serverMessage(error);
  if (network) return t('common.networkError');
  return message ? translateGuardReason(message, t) : t('common.unexpectedError');
}
