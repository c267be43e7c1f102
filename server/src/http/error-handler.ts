import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error';

/** Every thrown error becomes contract JSON; only genuine bugs become a 500. */
export const errorHandler: ErrorHandler = (error, c) => {
  if (error instanceof ApiError) {
    return c.json({ error: error.message, errors: error.errors, ...(error.code ? { code: error.code } : {}) }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json({ error: error.message || 'Request failed', errors: {} }, status);
  }
  if (error instanceof SyntaxError) {
    return c.json({ error: 'Malformed JSON body', errors: {} }, 400);
  }
  console.error('[server] unexpected error', error);
  return c.json({ error: 'Internal server error', errors: {} }, 500);
};
