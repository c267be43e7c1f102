import { describe, expect, it } from 'vitest';
import { canSubmit, cardErrors, ibanValid, luhnValid, providerErrors, sepaErrors } from './card-checks.ts';

const now = new Date('2026-06-15T12:00:00Z');
const card = { card_number: '4242 4242 4242 4242', card_exp_month: '12', card_exp_year: '2030', card_cvc: '123', card_holder: 'Ada Lovelace' };

describe('embedded payment form checks (requirements/payment.md §2.1, requirements/payment.md §8.1)', () => {
  it('accepts a valid card', () => expect(cardErrors(card, now)).toEqual({}));
  it('field_invalid_card_number fails the Luhn check', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardErrors({ ...card, card_number: '4242 4242 4242 4241' }, now)).toEqual({ card_number: 'field_invalid_card_number' });
  });
  it('field_invalid_card_exp: the card has expired (valid through its month)', () => {
    expect(cardErrors({ ...card, card_exp_month: '5', card_exp_year: '26' }, now)).toEqual({ card_exp: 'field_invalid_card_exp' });
    expect(cardErrors({ ...card, card_exp_month: '6', card_exp_year: '26' }, now)).toEqual({});
  });
  it('field_invalid_card_exp_month, _cvc and _holder', () => {
    expect(cardErrors({ ...card, card_exp_month: '13', card_cvc: '1', card_holder: ' ' }, now))
      .toEqual({ card_exp: 'field_invalid_card_exp_month', card_cvc: 'field_invalid_card_cvc', card_holder: 'field_invalid_card_holder' });
  });
  it('field_invalid_iban uses mod 97; the BIC is optional but checked when given', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(sepaErrors({ iban: 'DE89 3704 0044 0532 0130 01', bic: 'XX', accountholder: 'A' }))
      .toEqual({ iban: 'field_invalid_iban', bic: 'field_invalid_bic', accountholder: 'field_invalid_account_holder' });
    expect(sepaErrors({ iban: 'DE89370400440532013000', bic: '', accountholder: 'Ada Lovelace' })).toEqual({});
  });
  it('provider 422 codes map by field; unknown codes become unknown_error', () => {
    expect(providerErrors({ error: 'field_invalid_iban', errors: { iban: ['field_invalid_iban'] } })).toEqual({ iban: 'field_invalid_iban' });
    expect(providerErrors({ error: '3ds_cancelled', errors: { three_ds: ['3ds_cancelled'] } })).toEqual({ three_ds: '3ds_cancelled' });
    expect(providerErrors({ error: 'boom' })).toEqual({ form: 'unknown_error' });
  });
  it('submit is throttled to once per 3 s', () => {
    expect(canSubmit(null, 1000, 3000)).toBe(true);
    expect(canSubmit(1000, 3999, 3000)).toBe(false);
    expect(canSubmit(1000, 4000, 3000)).toBe(true);
  });
});
