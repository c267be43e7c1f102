/** CLDR field letters the settings use → dayjs tokens (longest first, so 'EEEE' wins over 'E'). */
const FIELDS: [RegExp, string][] = [
  [/^EEEE/, 'dddd'], [/^EEE/, 'ddd'], [/^E/, 'ddd'],
  [/^yyyy/, 'YYYY'], [/^yy/, 'YY'], [/^y/, 'YYYY'],
  [/^MMMM/, 'MMMM'], [/^MMM/, 'MMM'], [/^MM/, 'MM'], [/^M/, 'M'],
  [/^dd/, 'DD'], [/^d/, 'D'],
];

/**
 * Settings locale.dateFormats are Unicode (CLDR) patterns as the spec names them ('EEEE, d. MMMM y');
 * dayjs formats with its own tokens. Quoted text ('de') stays literal; other letters are kept as
 * literals too, so an unknown field never turns into a wrong date part.
 */
export function cldrToDayjs(pattern: string): string {
  let out = '';
  let rest = pattern;
  while (rest) {
    const quoted = /^'([^']*)'/.exec(rest);
    if (quoted) {
      out += `[${quoted[1]}]`;
      rest = rest.slice(quoted[0].length);
      continue;
    }
    const field = FIELDS.find(([regex]) => regex.test(rest));
    if (field) {
      const length = field[0].exec(rest)![0].length;
      out += field[1];
      rest = rest.slice(length);
      continue;
    }
    out += /[A-Za-z]/.test(rest[0]!) ? `[${rest[0]}]` : rest[0];
    rest = rest.slice(1);
  }
  return out;
}
