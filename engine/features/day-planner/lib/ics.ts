/**
 * A calendar file of the booked day (RFC 5545): one VEVENT per item with UTC DTSTART/DTEND,
 * a stable UID, SUMMARY and LOCATION. Built in the browser, so no server round trip is needed.
 * @see https://www.rfc-editor.org/rfc/rfc5545 sections 3.1 (folding), 3.3.11 (TEXT escaping), 3.6.1 (VEVENT)
 */
export interface IcsEvent {
  uid: string;
  title: string;
  location?: string | null;
  description?: string | null;
  start: number;
  end: number;
}

const CRLF = '\r\n';
const pad = (value: number) => String(value).padStart(2, '0');

/** DATE-TIME in UTC form (RFC section 3.3.5 'FORM #2'): 20261126T150000Z. */
export function icsDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n (RFC section 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Lines longer than 75 octets are folded: CRLF plus one space (RFC section 3.1). Octets, not characters, so a
 * line is never split inside a UTF-8 sequence ('Führung' counts ü as two).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** The whole VCALENDAR; `now` stamps DTSTAMP (required in every VEVENT) and comes from the caller. */
export function buildIcs(events: IcsEvent[], now: number, productId = '-//museum-shop//day planner//EN'): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${productId}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icsDateTime(now)}`,
      `DTSTART:${icsDateTime(event.start)}`,
      `DTEND:${icsDateTime(event.end)}`,
      `SUMMARY:${escapeText(event.title)}`,
      ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
