/** Every error leaves the api as JSON `{ code, message }` with a 4xx/5xx status (STYLE.md §7). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'bad_request', extra?: Record<string, unknown>) => new HttpError(400, code, message, extra);
export const unauthorized = (message = 'Sign in first.', code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, 'rate_limited', message, { retryAfterSeconds });
