/** Header name (lower case) → value, folded lines joined; the first occurrence wins. */
export type Headers = Map<string, string>;

/** Splits a raw message (read as latin1, one char per byte) into header block and body. */
export function splitMessage(raw: string): { head: string; body: string } {
  const blank = /\r?\n\r?\n/.exec(raw);
  return blank ? { head: raw.slice(0, blank.index), body: raw.slice(blank.index + blank[0].length) } : { head: raw, body: '' };
}

export function parseHeaders(head: string): Headers {
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

export function decodeBytes(bytes: Buffer, charset = 'utf-8'): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown charset label: latin1 at least shows every byte.
    return bytes.toString('latin1');
  }
}

/** RFC 2047 encoded words (=?utf-8?Q?…?= / =?utf-8?B?…?=), as nodemailer writes non-ASCII subjects and names. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g, (_all, charset: string, kind: string, text: string) => {
      const bytes = kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
      return decodeBytes(bytes, charset);
    });
}

/** `text/html; charset=utf-8; name="a.pdf"` → the value and its lower-cased parameters. */
export function headerValue(value = ''): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = value.split(';');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const equals = part.indexOf('=');
    if (equals > 0) params[part.slice(0, equals).trim().toLowerCase()] = part.slice(equals + 1).trim().replace(/^"(.*)"$/, '$1');
  }
  return { value: first.trim().toLowerCase(), params };
}
