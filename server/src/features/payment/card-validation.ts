/** Provider error codes for the embedded card form. @see requirements/payment.md §8.1 */
export type CardErrorCode =
  | 'field_invalid_card_number' | 'field_invalid_card_exp_month' | 'field_invalid_card_exp_year'
  | 'field_invalid_card_exp' | 'field_invalid_card_cvc' | 'field_invalid_card_holder';

export interface CardFields {
  card_number?: string; card_exp_month?: string | number; card_exp_year?: string | number;
  card_cvc?: string; card_holder?: string;
}

/** Test card that asks for a 3-D Secure step, as real sandboxes do. */
export const THREE_DS_CARD = '4000000000003220';

export const digitsOnly = (value: string | undefined): string => (value ?? '').replace(/[\s-]/g, '');

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month (UTC is close enough for a sandbox). */
function expiryErrors(monthValue: CardFields['card_exp_month'], yearValue: CardFields['card_exp_year'], now: Date): CardErrorCode[] {
  const month = Number(monthValue);
  let year = Number(yearValue);
  if (!Number.isInteger(month) || month < 1 || month > 12) return ['field_invalid_card_exp_month'];
  if (!Number.isInteger(year) || year < 0) return ['field_invalid_card_exp_year'];
  if (year < 100) year += 2000;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? ['field_invalid_card_exp'] : [];
}

/** Every problem with the card fields, as provider codes keyed by field; empty when the card is acceptable. */
export function validateCard(fields: CardFields, now: Date): Record<string, CardErrorCode> {
  const errors: Record<string, CardErrorCode> = {};
  if (!luhnValid(digitsOnly(fields.card_number))) errors.card_number = 'field_invalid_card_number';
  const [expiry] = expiryErrors(fields.card_exp_month, fields.card_exp_year, now);
  if (expiry) errors.card_exp = expiry;
  if (!/^\d{3,4}$/.test(fields.card_cvc ?? '')) errors.card_cvc = 'field_invalid_card_cvc';
  if ((fields.card_holder ?? '').trim().length < 2) errors.card_holder = 'field_invalid_card_holder';
  return errors;
}
