import type { Hook } from '@hono/zod-openapi';
import { ApiError, type FieldErrors } from './api-error';

/** zod issues → the contract's 422 body, field paths joined with dots. */
export const validationHook: Hook<unknown, never, string, unknown> = (result) => {
  if (result.success) return;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'base';
    (errors[field] ??= []).push(issue.message);
  }
  throw ApiError.invalid('Validation failed', errors);
};
