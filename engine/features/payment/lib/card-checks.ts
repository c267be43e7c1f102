/**
 * Client-side checks of the embedded form (requirements/payment.md §2.1, requirements/payment.md §8.1). They use the provider's own codes so the
 * same message table serves a local check and a 422 from the provider; the provider stays the judge.
 */
export type PaymentErrorCode =
  | 'field_invalid_card_number' | 'field_invalid_card_exp_month' | 'field_invalid_card_exp_year' | 'field_invalid_card_exp'
  | 'field_invalid_card_cvc' | 'field_invalid_card_holder' | 'field_invalid_iban' | 'field_invalid_bic'
  | 'field_invalid_account_holder' | 'field_invalid_amount' | 'field_invalid_amount_int' | 'field_invalid_currency'
  | 'field_invalid_account_number' | 'field_invalid_bank_code' | 'field_invalid_country' | 'field_invalid_bank_data'
  | 'field_invalid_email' | '3ds_cancelled' | 'internal_server_error' | 'invalid_public_key' | 'invalid_payment_data' | 'unknown_error';

export interface CardInput { card_number: string; card_exp_month: string; card_exp_year: string; card_cvc: string; card_holder: string }
export interface SepaInput { iban: string; bic: string; accountholder: string }

const digits = (value: string) => value.replace(/[\s-]/g, '');

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  const sum = [...number].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 ? 2 : 1);
    return total + (digit > 9 ? digit - 9 : digit);
  }, 0);
  return sum % 10 === 0;
}

/** ISO 13616 mod-97 check. */
export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const numeric = [...`${iban.slice(4)}${iban.slice(0, 4)}`].map((char) => (char >= 'A' ? String(char.charCodeAt(0) - 55) : char)).join('');
  return [...numeric].reduce((remainder, digit) => (remainder * 10 + Number(digit)) % 97, 0) === 1;
}

/** Card problems keyed by field; a card stays valid through the end of its expiry month. */
export function cardErrors(input: CardInput, now: Date): Record<string, PaymentErrorCode> {
  const errors: Record<string, PaymentErrorCode> = {};
  if (!luhnValid(digits(input.card_number))) errors.card_number = 'field_invalid_card_number';
  const month = Number(input.card_exp_month);
  let year = Number(input.card_exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.card_exp = 'field_invalid_card_exp_month';
  else if (!input.card_exp_year || !Number.isInteger(year)) errors.card_exp = 'field_invalid_card_exp_year';
  else {
    if (year < 100) year += 2000;
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.card_exp = 'field_invalid_card_exp';
  }
  if (!/^\d{3,4}$/.test(input.card_cvc)) errors.card_cvc = 'field_invalid_card_cvc';
  if (input.card_holder.trim().length < 2) errors.card_holder = 'field_invalid_card_holder';
  return errors;
}

/** SEPA problems keyed by field; the BIC is optional since 2016 but must be well-formed when given. */
export function sepaErrors(input: SepaInput): Record<string, PaymentErrorCode> {
  const errors: Record<string, PaymentErrorCode> = {};
  if (!ibanValid(input.iban)) errors.iban = 'field_invalid_iban';
  if (input.bic && !/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.bic.replace(/\s/g, '').toUpperCase())) errors.bic = 'field_invalid_bic';
  if (input.accountholder.trim().length < 2) errors.accountholder = 'field_invalid_account_holder';
  return errors;
}

const KNOWN = new Set<string>([
  'field_invalid_card_number', 'field_invalid_card_exp_month', 'field_invalid_card_exp_year', 'field_invalid_card_exp', 'field_invalid_card_cvc',
  'field_invalid_card_holder', 'field_invalid_iban', 'field_invalid_bic', 'field_invalid_account_holder', 'field_invalid_amount',
  'field_invalid_amount_int', 'field_invalid_currency', 'field_invalid_account_number', 'field_invalid_bank_code', 'field_invalid_country',
  'field_invalid_bank_data', 'field_invalid_email', '3ds_cancelled', 'internal_server_error', 'invalid_public_key', 'invalid_payment_data', 'unknown_error',
]);

/** A provider 422 ({error: code, errors: {field: [code]}}) → codes by field; anything unknown → unknown_error. */
export function providerErrors(body: unknown): Record<string, PaymentErrorCode> {
  const record = (body && typeof body === 'object' ? body : {}) as { error?: unknown; errors?: Record<string, unknown> };
  const entries = Object.entries(record.errors ?? {}).map(([field, codes]) => [field, Array.isArray(codes) ? codes[0] : codes] as const);
  const known = entries.filter(([, code]) => typeof code === 'string' && KNOWN.has(code)) as [string, PaymentErrorCode][];
  if (known.length) return Object.fromEntries(known);
  return { form: typeof record.error === 'string' && KNOWN.has(record.error) ? (record.error as PaymentErrorCode) : 'unknown_error' };
}

/** requirements/payment.md §5.1: the form submits at most once per throttle window (3 s). */
export function canSubmit(lastSubmitAt: number | null, now: number, throttleMs: number): boolean {
  return lastSubmitAt === null || now - lastSubmitAt >= throttleMs;
}
