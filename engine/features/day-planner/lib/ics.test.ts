import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDateTime } from './ics.ts';

const utf8Length = (value: string) => new TextEncoder().encode(value).length;
/** Unfolds as a calendar reader does (RFC 5545 section 3.1): CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('icsDateTime', () => {
  it('writes UTC, whatever the Berlin offset (CET and CEST)', () => {
    expect(icsDateTime(Date.parse('2026-11-26T16:00:00+01:00'))).toBe('20261126T150000Z');
    expect(icsDateTime(Date.parse('2026-07-01T09:05:07+02:00'))).toBe('20260701T070507Z');
  });
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Kurz')).toBe('SUMMARY:Kurz');
  });
  it('folds at 75 octets with CRLF + space and never splits a UTF-8 character', () => {
    const line = `SUMMARY:${'Führung '.repeat(20)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) expect(utf8Length(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
  });
});

describe('buildIcs', () => {
  const now = Date.parse('2026-11-25T09:00:00Z');
  const text = buildIcs([
    { uid: 'ticket-1-20261126T150000Z@museen', title: 'Zeitfenster Kunsthalle', location: 'Kunsthalle, Hafenstraße 1', start: Date.parse('2026-11-26T16:00:00+01:00'), end: Date.parse('2026-11-26T16:30:00+01:00') },
    { uid: 'tour-4@museen', title: 'Kuratorinnenführung „Farbräume“', start: Date.parse('2026-11-26T17:00:00+01:00'), end: Date.parse('2026-11-26T18:15:00+01:00') },
  ], now);
  it('is a VCALENDAR with CRLF lines and the required properties', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.match(/DTSTAMP:20261125T090000Z/g)).toHaveLength(2);
  });
  it('writes each event with UID, times in UTC, escaped summary and location', () => {
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('UID:ticket-1-20261126T150000Z@museen');
    expect(lines).toContain('DTSTART:20261126T150000Z');
    expect(lines).toContain('DTEND:20261126T153000Z');
    expect(lines).toContain('LOCATION:Kunsthalle\\, Hafenstraße 1');
    expect(lines).toContain('SUMMARY:Kuratorinnenführung „Farbräume“');
    expect(lines).toContain('DTEND:20261126T171500Z');
  });
  it('leaves LOCATION out when unknown', () => {
    const second = unfold(text).split('BEGIN:VEVENT')[2]!;
    expect(second).not.toContain('LOCATION');
  });
});
