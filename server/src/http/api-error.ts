import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Field name → messages, the `errors` member of every error body. */
export type FieldErrors = Record<string, string[]>;

/**
 * A failure the client caused or must know about. Rendered as
 * `{"error": message, "errors": {field: [...]}}` (plus `code` when set) with its HTTP status (requirements/api.md §14).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: FieldErrors = {},
    /** A machine-readable reason where the contract names one (e.g. the annual personalisation's `not_personalizable`). */
    readonly code?: string,
  ) {
    super(message);
  }

  static notFound(what = 'Record') {
    return new ApiError(404, `${what} not found`);
  }

  static invalid(message: string, errors: FieldErrors = {}) {
    return new ApiError(422, message, errors);
  }
}
