import { describe, expect, it } from 'vitest';
import { holderErrors, idOf } from './holder-rules';

const reference = { salutationIds: [1, 2], countryIds: [60, 76] };
const complete = {
  name: 'Peter', surname: 'Pan', email: 'peter@example.org', customer_salutation_id: 1,
  addr_street: 'Brunnenstraße 7D', addr_zip: '10119', addr_city: 'Berlin', addr_country_id: 60,
};
const today = '2026-11-22';

describe('holderErrors', () => {
  it('accepts a complete holder, with or without a birthday', () => {
    expect(holderErrors(complete, reference, today)).toEqual({});
    expect(holderErrors({ ...complete, date_of_birth: '1990-04-12' }, reference, today)).toEqual({});
    expect(holderErrors({ ...complete, customer_salutation_id: '2', addr_country_id: '76' }, reference, today)).toEqual({});
  });

  it('names every missing or blank field when creating', () => {
    expect(Object.keys(holderErrors({ name: ' ' }, reference, today)).sort()).toEqual(
      ['addr_city', 'addr_country_id', 'addr_street', 'addr_zip', 'customer_salutation_id', 'email', 'name', 'surname'],
    );
  });

  it('checks only the fields sent when updating, but a sent field may not be blanked', () => {
    expect(holderErrors({ addr_city: 'Potsdam' }, reference, today, true)).toEqual({});
    expect(holderErrors({ surname: '' }, reference, today, true)).toEqual({ surname: ["can't be blank"] });
  });

  it('refuses a bad e-mail, unknown salutation or country, and a birthday that is not past', () => {
    const errors = holderErrors({ ...complete, email: 'peter@', customer_salutation_id: 9, addr_country_id: 'x', date_of_birth: today }, reference, today);
    expect(errors).toEqual({
      email: ['is not a valid e-mail address'], customer_salutation_id: ['is not a salutation of this shop'],
      addr_country_id: ['is not a known country'], date_of_birth: ['must be in the past'],
    });
    expect(holderErrors({ ...complete, date_of_birth: '1990-02-30' }, reference, today).date_of_birth).toEqual(['must be a date YYYY-MM-DD']);
  });

  it('reads ids from numbers and numeric strings', () => {
    expect([idOf(3), idOf('4'), idOf(''), idOf(null), idOf('x'), idOf(-1)]).toEqual([3, 4, undefined, undefined, null, null]);
  });
});
