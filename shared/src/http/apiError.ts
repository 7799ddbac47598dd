/** Every api error is JSON `{ code, message }` (STYLE.md §7); the client sees this shape. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number | undefined,
    /** true when the request never got an answer (offline, DNS, timeout) */
    readonly network: boolean,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof Error && e.name === 'ApiError';
}
