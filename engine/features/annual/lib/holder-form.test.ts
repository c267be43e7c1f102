import { describe, expect, it } from 'vitest';
import { buildHolder, mixedOrder } from '../../../../tests/mocks/fixtures/annual.ts';
import { holderChanged, holderPayload, initialHolderValues, validateHolder } from './holder-form.ts';

const now = new Date('2026-11-22T10:00:00Z');
const isEmail = (value: string) => /^\S+@\S+\.\w+$/.test(value);
const order = mixedOrder();
const sale = order.ticket_sales[0]!;

describe('holder form (requirements/annual-and-vip.md §5)', () => {
  it('prefills newUser with the slot holder who is not the buyer', () => {
    const values = initialHolderValues(order, sale.personalizations[0]!, 'newUser');
    expect(values).toMatchObject({ name: 'Adrian', surname: 'Fuhrmann', addr_zip: '10119', addr_country_id: '60', date_of_birth: '1990-04-02' });
  });

  it("preselects the buyer's address of the slot", () => {
    expect(initialHolderValues(order, sale.personalizations[1]!, 'currentUser').customer_adress_id).toBe('18');
  });

  it('requires every newUser field but the date of birth and checks the e-mail', () => {
    const values = { ...initialHolderValues(order, sale.personalizations[2]!, 'newUser'), email: 'nope' };
    expect(validateHolder(values, now, isEmail)).toEqual({
      customer_salutation_id: 'titleRequire', name: 'nameRequire', surname: 'surnameRequire', email: 'emailValid',
      addr_street: 'streetRequire', addr_zip: 'postRequire', addr_city: 'cityRequire', addr_country_id: 'countryRequire',
    });
  });

  it('wants an address and a past date of birth for the current user', () => {
    expect(validateHolder({ holder: 'currentUser', customer_adress_id: '', buyer_date_of_birth: '2030-01-01' }, now, isEmail))
      .toEqual({ customer_adress_id: 'addressRequire', buyer_date_of_birth: 'dateOfBirthPast' });
  });

  it('builds the API body and notices changes', () => {
    const initial = initialHolderValues(order, sale.personalizations[0]!, 'newUser');
    expect(holderPayload(initial)).toMatchObject({ name: 'Adrian', customer_salutation_id: 1, addr_country_id: 60, date_of_birth: '1990-04-02' });
    expect(holderChanged(initial, initial)).toBe(false);
    expect(holderChanged({ ...initial, surname: buildHolder().surname + 'x' }, initial)).toBe(true);
  });
});
