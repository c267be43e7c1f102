import { describe, expect, it } from 'vitest';
import { customerPayload, newsletterField } from './customer-payload.ts';

const options = { level: 20 as const, termsShown: true, fields: [{ model: 'phone' }], newsletterGroupIds: [1, 2, 3] };

describe('customerPayload (requirements/accounts.md §5.2 fill rules)', () => {
  it('fills empty fields before sending', () => {
    const payload = customerPayload({ email: 'a@b.de', email_confirmation: '', language_id: '1', customer_salutation_id: '2', terms: true }, options);
    expect(payload).toMatchObject({
      name: 'n/a', surname: 'n/a', addr_addressat: '', addr_street: 'n/a', addr_zip: 'n/a', addr_city: 'n/a',
      addr_country_id: 60, email_confirmation: 'a@b.de', customer_salutation_id: 2, language_id: 1, level: 20, terms: true, phone: '',
    });
  });

  it('sends customer type 1 by default and 3 for companies', () => {
    expect(customerPayload({ email: 'a@b.de' }, options).customer_type).toBe('1');
    expect(customerPayload({ email: 'a@b.de', customer_type: '3' }, options).customer_type).toBe('3');
  });

  it('leaves the country empty for a guest and sends no password', () => {
    const payload = customerPayload({ email: 'a@b.de', password: 'x' }, { ...options, level: 10 });
    expect(payload.addr_country_id).toBeNull();
    expect(payload).not.toHaveProperty('password');
  });

  it('joins the chosen newsletter groups and implies terms when no checkbox is shown', () => {
    const values = { [newsletterField(1)]: true, [newsletterField(2)]: false, [newsletterField(3)]: true };
    expect(customerPayload(values, { ...options, termsShown: false })).toMatchObject({ newsletter_groups: '1,3', terms: true });
  });
});
