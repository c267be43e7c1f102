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
  // Safety net behind the input boundary: a value the database cannot take (SQLSTATE class 22, data exception:
  // an id past integer range, an impossible date) is the client's input, so 422, never a 500.
  if (isDataException(error)) {
    return c.json({ error: 'Invalid value', errors: { base: ['a value is out of range or malformed'] } }, 422);
  }
  console.error('[server] unexpected error', error);
  return c.json({ error: 'Internal server error', errors: {} }, 500);
};

function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
