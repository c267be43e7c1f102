import { decodeBytes, decodeWords, headerValue, parseHeaders, splitMessage, type Headers } from './mime-headers';

export interface Attachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface ParsedMail {
  headers: Headers;
  html: string | null;
  text: string | null;
  attachments: Attachment[];
}

function decodeTransfer(body: string, encoding = ''): Buffer {
  switch (encoding.toLowerCase()) {
    case 'base64': return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
    default: return Buffer.from(body, 'latin1');
  }
}

/** The parts between `--boundary` lines, without the preamble and epilogue. */
function multipartBodies(body: string, boundary: string): string[] {
  const parts = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const result: string[] = [];
  for (const part of parts.slice(1)) {
    if (part.startsWith('--')) break;
    result.push(part.replace(/^[ \t]*\r?\n/, ''));
  }
  return result;
}

function walk(raw: string, mail: ParsedMail, depth: number): void {
  const { head, body } = splitMessage(raw);
  const headers = parseHeaders(head);
  const type = headerValue(headers.get('content-type') ?? 'text/plain');
  const disposition = headerValue(headers.get('content-disposition'));
  // Depth guard: a hostile file must not recurse forever.
  if (type.value.startsWith('multipart/') && type.params.boundary && depth < 10) {
    for (const part of multipartBodies(body, type.params.boundary)) walk(part, mail, depth + 1);
    return;
  }
  const bytes = decodeTransfer(body, headers.get('content-transfer-encoding'));
  const filename = disposition.params.filename ?? type.params.name;
  if (disposition.value === 'attachment' || filename) {
    mail.attachments.push({ filename: decodeWords(filename ?? 'attachment'), contentType: type.value, size: bytes.length });
  } else if (type.value === 'text/html' && mail.html === null) {
    mail.html = decodeBytes(bytes, type.params.charset);
  } else if (type.value === 'text/plain' && mail.text === null) {
    mail.text = decodeBytes(bytes, type.params.charset);
  }
}

/**
 * A small MIME reader for the outbox view: headers, the first HTML and plain-text bodies
 * and the attachment list (names and sizes, not contents). Enough for what nodemailer
 * writes; mailparser would be a heavy dependency for a read-only list.
 */
export function parseMail(raw: Buffer): ParsedMail {
  const text = raw.toString('latin1');
  const mail: ParsedMail = { headers: parseHeaders(splitMessage(text).head), html: null, text: null, attachments: [] };
  walk(text, mail, 0);
  return mail;
}
