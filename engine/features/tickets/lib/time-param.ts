/**
 * The `time` of a shop link as the ISO time it names. Links are often written by hand with a raw
 * `+` offset (`time=2026-12-06T10:00:00+01:00`, issue 13), which a query string decodes to a space;
 * an ISO time has no space, so one found there is that `+`.
 */
export const timeParam = (raw: string | null): string | null => raw?.replace(' ', '+') || null;
