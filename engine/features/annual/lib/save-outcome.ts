import { isApiError } from '../../../shared/api/api-error.ts';

export type SaveOutcome = 'notPersonalizable' | 'alreadyPersonalized' | 'invalidToken' | 'holderTaken' | 'guest' | 'fields' | 'failure';

const BY_CODE: Record<string, SaveOutcome> = {
  not_personalizable: 'notPersonalizable',
  already_personalized: 'alreadyPersonalized',
  sent: 'alreadyPersonalized',
  invalid_token: 'invalidToken',
  holder_taken: 'holderTaken',
};

/**
 * requirements/annual-and-vip.md §4, requirements/annual-and-vip.md §8.1 'Annual' outcomes of a failed save, by the contract's machine codes; 401/403 is the
 * guest failure; other answers with field errors stay under their fields; anything else is 'failure'.
 */
export function saveOutcome(error: unknown): SaveOutcome {
  if (!isApiError(error)) return 'failure';
  if (error.status === 401 || error.status === 403) return 'guest';
  const data = (error.data && typeof error.data === 'object' ? error.data : {}) as { code?: unknown; errors?: unknown };
  const code = typeof data.code === 'string' ? BY_CODE[data.code] : undefined;
  if (code) return code;
  const hasFields = !!data.errors && typeof data.errors === 'object' && Object.keys(data.errors).length > 0;
  return error.status === 422 && hasFields ? 'fields' : 'failure';
}

/**
 * Where a failed order load leads (contract 'Engine routes'): 404 → token not found, 422 → the
 * reason by code, anything else (503, network) → maintenance. Null = maintenance.
 */
export function loadFailureNamespace(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) return 'ticket.annual.error';
  if (error.status !== 422) return null;
  const code = (error.data as { code?: unknown } | null)?.code;
  return code === 'invalid_token' ? 'ticket.annual.personalization.error.invalidToken' : 'ticket.annual.personalization.error';
}
