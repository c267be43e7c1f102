/**
 * redirectState of /user/login (requirements/accounts.md §2.1, requirements/accounts.md §2.2) holds an in-shop path. Anything else (absolute
 * URLs, protocol-relative '//host') is ignored, so a crafted link cannot send the user off-site.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
