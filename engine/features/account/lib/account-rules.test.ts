import { describe, expect, it } from 'vitest';
import { validateAddress, validateCustomer, validateLogin, validatePasswordChange, validateProfile, validateReset, validateResetRequest } from './account-rules.ts';

const complete = {
  customer_salutation_id: '1', name: 'Erika', surname: 'Muster', email: 'erika@example.org', email_confirmation: 'Erika@example.org',
  password: 'geheim123', password_confirmation: 'geheim123', addr_street: 'Weg 1', addr_zip: '10117', addr_city: 'Berlin',
  addr_country_id: '60', language_id: '1', customer_type: '1', terms: true,
};
const registration = { level: 20, termsShown: true, fields: [] } as const;

describe('validateCustomer (requirements/accounts.md §5.2)', () => {
  it('accepts a complete registration', () => {
    expect(validateCustomer(complete, registration)).toEqual({});
  });

  it('names every required field of the full form with its key', () => {
    expect(validateCustomer({ terms: false }, registration)).toEqual({
      customer_salutation_id: 'titleRequire', name: 'nameRequire', surname: 'surnameRequire', email: 'emailRequire',
      email_confirmation: 'emailValidRequire', password: 'passwordRequire', password_confirmation: 'passwordValidRequire',
      addr_street: 'streetRequire', addr_zip: 'postRequire', addr_city: 'cityRequire', addr_country_id: 'countryRequire',
      language_id: 'languageRequire', terms: 'termsRequire',
    });
  });

  it('checks the e-mail format and both confirmations', () => {
    const errors = validateCustomer({ ...complete, email: 'erika@', email_confirmation: 'x@y.de', password_confirmation: 'other' }, registration);
    expect(errors).toEqual({ email: 'emailValid', email_confirmation: 'emailMatch', password_confirmation: 'passwordMatch' });
  });

  it('asks a guest for neither password nor address, but for salutation and language', () => {
    const guest = { ...complete, password: '', password_confirmation: '', addr_street: '', addr_zip: '', addr_city: '', addr_country_id: '', language_id: '' };
    expect(validateCustomer(guest, { ...registration, level: 10 })).toEqual({ language_id: 'languageRequire' });
  });

  it('lets a form choose its required address fields (one-pager guest: street, zip, city, no country)', () => {
    const guest = { ...complete, password: '', password_confirmation: '', addr_street: '', addr_zip: ' ', addr_city: '', addr_country_id: '' };
    expect(validateCustomer(guest, { ...registration, level: 10, requiredAddress: ['addr_street', 'addr_zip', 'addr_city'] }))
      .toEqual({ addr_street: 'streetRequire', addr_zip: 'postRequire', addr_city: 'cityRequire' });
  });

  it('requires the VAT number for companies and terms only when shown', () => {
    expect(validateCustomer({ ...complete, customer_type: '3', terms: false }, { ...registration, termsShown: false })).toEqual({ addr_vat_number: 'vatRequire' });
  });

  it('uses {name}Require for required dynamic fields', () => {
    const fields = [{ name: 'ageGroup', model: 'age_group_id', required: true }, { name: 'phone', model: 'phone', required: false }];
    expect(validateCustomer(complete, { ...registration, fields })).toEqual({ age_group_id: 'ageGroupRequire' });
  });
});

describe('the smaller forms', () => {
  it('login needs a valid e-mail and a password (requirements/accounts.md §5.3)', () => {
    expect(validateLogin({ email: 'no-at', password: '' })).toEqual({ email: 'emailValid', password: 'passwordRequire' });
  });

  it('profile: confirmation optional but matching (requirements/accounts.md §5.4)', () => {
    const profile = { customer_salutation_id: '1', name: 'A', surname: 'B', email: 'a@b.de', email_confirmation: '', language_id: '2' };
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, email_confirmation: 'c@d.de' })).toEqual({ email_confirmation: 'emailMatch' });
  });

  it('password change needs the current password (passwordRequire)', () => {
    expect(validatePasswordChange({ current_password: '', password: 'a', password_confirmation: 'b' })).toEqual({
      current_password: 'passwordRequire', password_confirmation: 'passwordMatch',
    });
  });

  it('reset request reports a missing e-mail as titleRequire (requirements/accounts.md §5.5)', () => {
    expect(validateResetRequest({ email: '' })).toEqual({ email: 'titleRequire' });
    expect(validateReset({ password: 'x', password_confirmation: '' })).toEqual({ password_confirmation: 'passwordValidRequire' });
  });

  it('address: street, zip, city, country (requirements/accounts.md §5.6)', () => {
    expect(validateAddress({ adressat: '', street: ' ', zip: '', city: 'B', country_id: '' })).toEqual({
      street: 'streetRequire', zip: 'postRequire', country_id: 'countryRequire',
    });
  });
});
