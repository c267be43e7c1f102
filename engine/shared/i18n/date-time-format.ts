// Kept for the page's life: creating an Intl formatter costs far more than using one (issue 12).
const formats = new Map<string, Intl.DateTimeFormat>();

/** A shared `Intl.DateTimeFormat` for this language and these options, created on first use. */
export function dateTimeFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, options);
    formats.set(key, format);
  }
  return format;
}
