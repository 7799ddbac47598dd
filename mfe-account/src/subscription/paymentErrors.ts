import { isApiError } from '@app/shared';

/** The server's `{ code, message }` from an ApiError (the shell's client) or a raw axios error. */
export function apiFailure(error: unknown): { status?: number; code?: string; message?: string } {
  if (isApiError(error)) return { status: error.status, code: error.code, message: error.message };
  const e = error as { response?: { status?: number; data?: { code?: string; message?: string } } };
  return { status: e.response?.status, code: e.response?.data?.code, message: e.response?.data?.message };
}
