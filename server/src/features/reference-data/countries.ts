/**
 * Countries the checkout offers: the EU, the EEA and the shops' usual foreign visitors.
 * Ids are stable because addresses store them; DE 60, FR 76 and GB 80 are the go~mus
 * ids from the contract's examples (requirements/api.md §12), the others are ours.
 */
export const COUNTRIES: readonly { id: number; code: string }[] = [
  { id: 60, code: 'DE' }, { id: 15, code: 'AT' }, { id: 22, code: 'BE' }, { id: 35, code: 'BG' },
  { id: 46, code: 'CH' }, { id: 57, code: 'CY' }, { id: 58, code: 'CZ' }, { id: 62, code: 'DK' },
  { id: 66, code: 'EE' }, { id: 70, code: 'ES' }, { id: 74, code: 'FI' }, { id: 76, code: 'FR' },
  { id: 80, code: 'GB' }, { id: 92, code: 'GR' }, { id: 100, code: 'HR' }, { id: 102, code: 'HU' },
  { id: 105, code: 'IE' }, { id: 112, code: 'IS' }, { id: 113, code: 'IT' }, { id: 132, code: 'LI' },
  { id: 135, code: 'LT' }, { id: 136, code: 'LU' }, { id: 137, code: 'LV' }, { id: 155, code: 'MT' },
  { id: 170, code: 'NL' }, { id: 171, code: 'NO' }, { id: 182, code: 'PL' }, { id: 186, code: 'PT' },
  { id: 192, code: 'RO' }, { id: 199, code: 'SE' }, { id: 202, code: 'SI' }, { id: 204, code: 'SK' },
  { id: 237, code: 'US' },
];

/** The home country first (the example lists Germany first), then by name in the visitor's language. */
export function countriesIn(locale: string): { id: number; name: string; code: string }[] {
  const names = new Intl.DisplayNames([locale, 'de'], { type: 'region' });
  const collator = new Intl.Collator(locale);
  const [home, ...rest] = COUNTRIES.map(({ id, code }) => ({ id, name: names.of(code) ?? code, code }));
  return [home!, ...rest.sort((a, b) => collator.compare(a.name, b.name))];
}
