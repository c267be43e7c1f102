import { isApiError } from '../../../shared/api/api-error.ts';

export interface ServerFormErrors {
  /** The top message of the answer, e.g. 'Please correct the errors below.' or the login failure. */
  message: string | null;
  /** Field → the first message of errors.{field} (requirements/accounts.md §5.1). */
  fields: Record<string, string>;
}

/**
 * requirements/accounts.md §5.2: server errors map per field key except 'full_messages'; each field shows its first
 * message. Anything that is not an API answer (network failure) has neither.
 */
export function serverFormErrors(error: unknown): ServerFormErrors {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return { message: null, fields: {} };
  const data = error.data as { error?: unknown; errors?: unknown };
  const fields: Record<string, string> = {};
  if (data.errors && typeof data.errors === 'object' && !Array.isArray(data.errors)) {
    for (const [field, messages] of Object.entries(data.errors as Record<string, unknown>)) {
      if (field === 'full_messages') continue;
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && first) fields[field] = first;
    }
  }
  return { message: typeof data.error === 'string' ? data.error : null, fields };
}
