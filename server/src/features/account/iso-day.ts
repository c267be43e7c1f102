/** 'YYYY-MM-DD' that is a real day → itself; empty → null; anything else → undefined (invalid). */
export function isoDayOrNull(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) && value >= '1900-01-01' ? value : undefined;
}
