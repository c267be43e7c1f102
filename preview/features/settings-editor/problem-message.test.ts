import { describe, expect, it } from 'vitest';
import { de } from '../../locales/de.ts';
import { en } from '../../locales/en.ts';
import type { Translate } from '../../locales/messages.ts';
import { formatValue } from './format-value.ts';
import { problemMessage } from './problem-message.ts';
import { settingLabelPath } from './setting-label-path.ts';
import { settingPathOfProperty } from './setting-paths.ts';

const translate = (messages: Record<string, string>): Translate => (key, values = {}) => messages[key]!.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
const tDe = translate(de);
const tEn = translate(en);
const seconds = { factor: 1000, unit: 'seconds' as const };

describe('problem messages in the operator’s words', () => {
  it('names limits in the unit the field shows', () => {
    expect(problemMessage({ name: 'minimum', params: { limit: 2000 } }, tDe, 'de', seconds)).toBe('Mindestens 2 Sekunden.');
    expect(problemMessage({ name: 'minimum', params: { limit: 500 } }, tDe, 'de', seconds)).toBe('Mindestens 0,5 Sekunden.');
    expect(problemMessage({ name: 'maximum', params: { limit: 1000 } }, tEn, 'en')).toBe('At most 1,000.');
    expect(problemMessage({ name: 'minimum', params: { limit: 1 } }, tDe, 'de', { factor: 100, unit: 'currency' })).toBe('Mindestens 0,01.');
  });

  it('says what a pattern asks for instead of showing it', () => {
    expect(problemMessage({ name: 'pattern', params: { pattern: '^#[0-9A-Fa-f]{6}$' } }, tDe, 'de')).toBe('Bitte eine Farbe als #rrggbb angeben, zum Beispiel #1f5f8b.');
    expect(problemMessage({ name: 'pattern', params: { pattern: '^(https://[^\\s]+|/[^\\s]*)?$' } }, tEn, 'en')).toMatch(/^Please give an address starting with https:\/\//);
    expect(problemMessage({ name: 'pattern', params: { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } }, tDe, 'de')).toBe('Bitte ein Datum wählen.');
  });

  it.each([
    ['required', {}, 'Bitte ausfüllen.', 'Please fill this in.'],
    ['enum', { allowedValues: ['a'] }, 'Bitte einen der angebotenen Werte wählen.', 'Please choose one of the values offered.'],
    ['type', { type: 'integer' }, 'Bitte eine ganze Zahl eingeben.', 'Please enter a whole number.'],
    ['format', { format: 'email' }, 'Bitte im richtigen Format eingeben.', 'Please enter it in the right format.'],
    ['minItems', { limit: 1 }, 'Mindestens ein Eintrag.', 'At least one entry.'],
  ])('%s', (name, params, german, english) => {
    expect(problemMessage({ name, params }, tDe, 'de')).toBe(german);
    expect(problemMessage({ name, params }, tEn, 'en')).toBe(english);
  });
});

describe('values and places in the operator’s words', () => {
  it('shows defaults by their labels and units', () => {
    expect(formatValue(5000, 'de', tDe, undefined, seconds)).toBe('5 Sekunden');
    expect(formatValue(1000, 'en', tEn, undefined, seconds)).toBe('1 second');
    expect(formatValue('none', 'de', tDe, { label: 'x', options: { none: 'Nicht gliedern' } })).toBe('Nicht gliedern');
    expect(formatValue(true, 'de', tDe)).toBe('an');
    expect(formatValue('', 'en', tEn)).toBe('empty');
    expect(formatValue(['de', 'en'], 'en', tEn, { label: 'x', options: { de: 'German', en: 'English' } })).toBe('German, English');
    expect(formatValue('shop', 'de', tDe)).toBe('„shop“');
  });

  it('names a problem’s place by the labels the operator sees', () => {
    expect(settingLabelPath('.menu.pageSizes.events', 'de')).toBe('Menü › Einträge je Aufklappmenü › Veranstaltungen');
    expect(settingLabelPath('.tickets.groups.1.name', 'en')).toBe('Tickets › Ticket groups › Ticket group 2 › Name');
    expect(settingPathOfProperty('.tickets.groups.1.timeOptions.minTimeScroll')).toBe('tickets.groups[].timeOptions.minTimeScroll');
  });
});
