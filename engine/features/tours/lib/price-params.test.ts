import { describe, expect, it } from 'vitest';
import { tourPriceParams } from './price-params.ts';

const start = '2026-07-10T14:30:00+02:00';

describe('requirements/tours.md §7.1 Tours: the prices request', () => {
  it('sends the Berlin date and the start as HH-MM, plus the chosen language', () => {
    expect(tourPriceParams(start, 14, { billingAddressId: null })).toEqual({ date: '2026-07-10', time: '14-30', language_id: 14 });
  });
  it('issue 7: the selected address goes as billing_address_id with its audience as price_target_audience_id', () => {
    expect(tourPriceParams(start, null, { billingAddressId: 12, audienceId: 3 })).toEqual({
      date: '2026-07-10', time: '14-30', billing_address_id: 12, price_target_audience_id: 3,
    });
  });
  it('an address without an audience sends only billing_address_id', () => {
    expect(tourPriceParams(start, null, { billingAddressId: 11, audienceId: null })).toEqual({ date: '2026-07-10', time: '14-30', billing_address_id: 11 });
  });
});
