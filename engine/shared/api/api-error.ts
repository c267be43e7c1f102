/** A non-2xx answer or a network failure, with what the generic error banner shows (requirements/frame-and-routing.md §2.7). */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly data: unknown;

  constructor(status: number, statusText: string, data: unknown, message?: string) {
    super(message ?? errorMessageOf(data) ?? `${status} ${statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The API answers errors as {"error": "message", "errors": {...}} (docs/team-notes.md). */
function errorMessageOf(data: unknown): string | undefined {
  if (data && typeof data === 'object' && 'error' in data && typeof data.error === 'string') return data.error;
  return undefined;
}
