import { describe, expect, it } from 'vitest';
import { itemThumbnail } from './order-thumbnail.ts';

describe('itemThumbnail (requirements/accounts.md §2.2, requirements/checkout-and-orders.md §3.4)', () => {
  it('reads orderable.product.picture.thumbnail first', () => {
    expect(itemThumbnail({ orderable: { product: { picture: { thumbnail: '/new.jpg' } } }, attributes: { product: { picture: { thumbnail: '/old.jpg' } } } })).toBe('/new.jpg');
  });

  it('falls back to attributes.product, then to none', () => {
    expect(itemThumbnail({ attributes: { product: { picture: { thumbnail: '/old.jpg' } } } })).toBe('/old.jpg');
    expect(itemThumbnail({ orderable: { product: { picture: null } }, attributes: {} })).toBeNull();
  });
});
