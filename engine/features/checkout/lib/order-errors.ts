/** The error-map entry that has its own text (requirements/checkout-and-orders.md §8.1 'max total exceeded' → checkout.failure.maximumValue). */
export const MAX_TOTAL_EXCEEDED = 'max total exceeded';

const asList = (value: unknown): string[] => {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(asList);
  if (value && typeof value === 'object') return Object.values(value).flatMap(asList);
  return [];
};

/**
 * requirements/checkout-and-orders.md §3.2: errors are read from error, errors, data.errors or data.error; a string is wrapped into
 * a list. Field maps ({"items.0.quantity": ["…"]}) contribute their messages.
 */
export function orderErrorsOf(body: unknown): string[] {
  if (!body || typeof body !== 'object') return asList(body);
  const record = body as Record<string, unknown>;
  const data = (record.data && typeof record.data === 'object' ? record.data : {}) as Record<string, unknown>;
  const found = [record.error, record.errors, data.errors, data.error].flatMap(asList);
  return [...new Set(found)];
}

/** error_detailed.message of the failure screen (requirements/checkout-and-orders.md §2.7). */
export function detailedMessageOf(body: unknown): string | undefined {
  const detailed = body && typeof body === 'object' ? (body as { error_detailed?: { message?: unknown } }).error_detailed : undefined;
  return typeof detailed?.message === 'string' ? detailed.message : undefined;
}
