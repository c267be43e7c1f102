/** Base of the operator admin API; the session cookie is scoped to /api/admin, so same origin only. */
const ADMIN_BASE = '/api/admin/v1';

/** A failed admin call: status, the server's message and its field errors ({"/json/pointer": [..]}). */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    readonly currentRevision?: number,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export const isAdminApiError = (error: unknown): error is AdminApiError => error instanceof AdminApiError;

interface ErrorBody {
  error?: string;
  errors?: Record<string, string[]>;
  current_revision?: number;
}

/** JSON in, JSON out; credentials always included, since the operator session is an HttpOnly cookie. */
export async function adminRequest<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(`${ADMIN_BASE}${path}`, {
    method: init.method ?? 'GET',
    credentials: 'include',
    signal: init.signal,
    headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (!response.ok) throw new AdminApiError(response.status, body.error ?? response.statusText, body.errors, body.current_revision);
  return body;
}
