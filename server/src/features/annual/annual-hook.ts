import type { Hook } from '@hono/zod-openapi';
import { ApiError, type FieldErrors } from '../../http/api-error';

/**
 * Like the shared validation hook, but field errors are keyed by the names inside the
 * wrapper object ({customer: {email}} → errors.email), as the annual forms read them.
 */
const hook: Hook<unknown, never, string, unknown> = (result) => {
  if (result.success) return;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const field = (path.length > 1 ? path.slice(1) : path).join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  throw ApiError.invalid('Validation failed', errors);
};

/** Typed loosely (as app.ts passes the default hook): it fits every route's own hook type. */
export const annualHook = hook as never;
