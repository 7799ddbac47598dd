/** Every api error is JSON `{ code, message }` (STYLE.md §7); the client sees this shape. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | undefined,
    /** true when the request never got an answer (offline, DNS, timeout) */
    readonly network: boolean,
    /** the error body's other fields (retryAfterSeconds, resetsAt, field, …) */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof Error && e.name === 'ApiError';
}
