/** Provider error codes for the direct-debit (elv) form. @see requirements/payment.md §8.1 */
export type SepaErrorCode = 'field_invalid_iban' | 'field_invalid_bic' | 'field_invalid_account_holder';

export interface SepaFields { iban?: string; bic?: string; accountholder?: string }

/** ISO 13616: move the country and check digits to the end, letters → 10..35, the number mod 97 must be 1. */
export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function bicValid(raw: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(raw.replace(/\s/g, '').toUpperCase());
}

export function validateSepa(fields: SepaFields): Record<string, SepaErrorCode> {
  const errors: Record<string, SepaErrorCode> = {};
  if (!ibanValid(fields.iban ?? '')) errors.iban = 'field_invalid_iban';
  // The BIC is optional inside SEPA since 2016; when given it must be well-formed.
  if (fields.bic && !bicValid(fields.bic)) errors.bic = 'field_invalid_bic';
  if ((fields.accountholder ?? '').trim().length < 2) errors.accountholder = 'field_invalid_account_holder';
  return errors;
}
