import { describe, expect, it } from 'vitest';
import { audienceOffer } from './audience-prices';

type Price = Record<string, unknown>;
const adults: Price = { scale_price_id: 1, title: { de: 'Erwachsene' }, group: false, optional: false, price_cents: 800 };
const reduced: Price = { scale_price_id: 2, title: { de: 'Ermäßigt' }, group: false, optional: false, price_cents: 500 };
const material: Price = { price_surcharge_id: 1, title: { de: 'Material' }, group: false, optional: false, price_cents: 200 };

describe('audienceOffer', () => {
  const lists = {
    prices: [adults, reduced], surcharges: [material],
    audience_prices: { 3: [{ ...adults, price_cents: 600 }, { scale_price_id: 2, price_cents: 400 }], 4: [{ price_surcharge_id: 1, price_cents: 0 }] },
  };

  it('replaces the prices of the same identity for the audience and names it', () => {
    const offer = audienceOffer(lists, 3);
    expect(offer.prices).toEqual([{ ...adults, price_cents: 600 }, { ...reduced, price_cents: 400 }]);
    expect(offer.surcharges).toEqual([material]);
    expect(offer.audienceId).toBe(3);
  });

  it('keeps the public prices without an audience or for one without specials', () => {
    for (const audience of [null, undefined, 1]) {
      expect(audienceOffer(lists, audience)).toEqual({ prices: [adults, reduced], surcharges: [material], audienceId: null });
    }
  });

  it('replaces surcharges by price_surcharge_id only', () => {
    const offer = audienceOffer(lists, 4);
    expect(offer.prices).toEqual([adults, reduced]);
    expect(offer.surcharges).toEqual([{ ...material, price_cents: 0 }]);
    expect(offer.audienceId).toBe(4);
  });

  it('matches the default price (no scale_price_id) and seat categories', () => {
    const plain: Price = { group: false, optional: false, price_cents: 400 };
    expect(audienceOffer({ prices: [plain], audience_prices: { 3: [{ price_cents: 300 }] } }, 3).prices).toEqual([{ ...plain, price_cents: 300 }]);
    const stalls: Price = { ...adults, seat_category_id: 1 };
    const balcony: Price = { ...adults, seat_category_id: 2 };
    const onlyBalcony = audienceOffer({ prices: [stalls, balcony], audience_prices: { 3: [{ scale_price_id: 1, seat_category_id: 2, price_cents: 100 }] } }, 3);
    expect(onlyBalcony.prices.map((price) => price.price_cents)).toEqual([800, 100]);
    const every = audienceOffer({ prices: [stalls, balcony], audience_prices: { 3: [{ scale_price_id: 1, price_cents: 100 }] } }, 3);
    expect(every.prices.map((price) => price.price_cents)).toEqual([100, 100]);
  });

  it('ignores malformed or unmatched entries', () => {
    const offer = audienceOffer({ prices: [adults], audience_prices: { 3: [{ scale_price_id: 9, price_cents: 1 }, { scale_price_id: 1, price_cents: -5 }, { scale_price_id: 1 }] } }, 3);
    expect(offer).toEqual({ prices: [adults], surcharges: [], audienceId: null });
    expect(audienceOffer({ prices: [adults], audience_prices: { 3: 'nonsense' } as never }, 3).audienceId).toBeNull();
  });
});
