import { describe, expect, it } from 'vitest';
import { addressLabel } from './address-label.ts';

describe('addressLabel', () => {
  it('joins institution, addressee, street and place, skipping empty parts', () => {
    expect(addressLabel({ adressat: '', street: 'Lindenallee 5', zip: '12345', city: 'Flussstadt' })).toBe('Lindenallee 5, 12345 Flussstadt');
    expect(addressLabel({ adressat: 'Sekretariat', street: 'Schulweg 1', zip: '12345', city: 'Flussstadt', institution: { name: 'Gymnasium am Fluss' } }))
      .toBe('Gymnasium am Fluss, Sekretariat, Schulweg 1, 12345 Flussstadt');
  });
});
