/** The decoded value of cookie `name` in a `document.cookie` string; null when absent or malformed. */
export function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
  }
  return null;
}
