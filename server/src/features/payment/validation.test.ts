import { describe, expect, it } from 'vitest';
import { luhnValid, validateCard } from './card-validation';
import { bicValid, ibanValid, validateSepa } from './sepa-validation';

const NOW = new Date('2026-07-06T10:00:00Z');
const card = { card_number: '4242 4242 4242 4242', card_exp_month: '12', card_exp_year: '2030', card_cvc: '123', card_holder: 'Ada Lovelace' };

describe('card fields', () => {
  it('accepts a valid card', () => expect(validateCard(card, NOW)).toEqual({}));

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(validateCard({ ...card, card_number: '4242 4242 4242 4241' }, NOW)).toEqual({ card_number: 'field_invalid_card_number' });
  });

  it('treats a card as valid through its expiry month', () => {
    expect(validateCard({ ...card, card_exp_month: '7', card_exp_year: '26' }, NOW)).toEqual({});
    expect(validateCard({ ...card, card_exp_month: '6', card_exp_year: '2026' }, NOW)).toEqual({ card_exp: 'field_invalid_card_exp' });
    expect(validateCard({ ...card, card_exp_month: '13' }, NOW)).toEqual({ card_exp: 'field_invalid_card_exp_month' });
  });

  it('reports cvc and holder', () => {
    expect(validateCard({ ...card, card_cvc: '12', card_holder: ' ' }, NOW)).toEqual({
      card_cvc: 'field_invalid_card_cvc', card_holder: 'field_invalid_card_holder',
    });
  });
});

describe('SEPA fields', () => {
  it('checks the IBAN by mod 97', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(ibanValid('GB82WEST12345698765432')).toBe(true);
  });

  it('checks the BIC form and the account holder', () => {
    expect(bicValid('COBADEFFXXX')).toBe(true);
    expect(bicValid('COBADEF')).toBe(false);
    expect(validateSepa({ iban: 'DE88370400440532013000', bic: 'X1', accountholder: '' })).toEqual({
      iban: 'field_invalid_iban', bic: 'field_invalid_bic', accountholder: 'field_invalid_account_holder',
    });
  });
});
