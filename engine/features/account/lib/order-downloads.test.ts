import { describe, expect, it } from 'vitest';
import { itemDownload, itemQuantity, itemThumbnail } from './order-downloads.ts';

const api = 'https://shop.example/api/v4';
const order = { id: 7, token: 'tok en', is_valid: true };
// The order item id (3) and the ticket sale id (attributes.id 41) differ, as on the server.
const ticket = { id: 3, type: 'Ticket', attributes: { id: 41, ticket_type: 'normal', quantity: 2 } };

describe('itemDownload (spec §4.7, §7.2)', () => {
  it('builds the PDF link from attributes.id with token and locale', () => {
    expect(itemDownload(api, order, ticket, 'en')).toEqual({ kind: 'pdf', url: `${api}/orders/7/tickets/41.pdf?token=tok+en&locale=en` });
    expect(itemDownload(api, order, { ...ticket, type: 'Tour' }, 'de')).toMatchObject({ url: `${api}/orders/7/tours/41.pdf?token=tok+en&locale=de` });
  });

  it('accepts the lowercase types of a go~mus server (spec §3.9)', () => {
    expect(itemDownload(api, order, { ...ticket, type: 'event' }, 'de')).toMatchObject({ url: `${api}/orders/7/events/41.pdf?token=tok+en&locale=de` });
    expect(itemDownload(api, order, { ...ticket, type: 'coupon' }, 'de')).toMatchObject({ url: `${api}/orders/7/coupons/41.pdf?token=tok+en&locale=de` });
    expect(itemDownload(api, order, { ...ticket, type: 'ticket', attributes: { id: 41, ticket_type: 'annual' } }, 'de')).toEqual({ kind: 'personalize', token: 'tok en' });
    expect(itemDownload(api, order, { ...ticket, type: 'accountingarticle' }, 'de')).toBeNull();
  });

  it('gives annual tickets a personalise link, vouchers still their PDF', () => {
    expect(itemDownload(api, order, { ...ticket, attributes: { id: 41, ticket_type: 'annual' } }, 'de')).toEqual({ kind: 'personalize', token: 'tok en' });
    expect(itemDownload(api, order, { ...ticket, attributes: { id: 41, ticket_type: 'annual', is_voucher: true } }, 'de')).toMatchObject({ kind: 'pdf' });
  });

  it('offers nothing for invalid orders or orders without a token', () => {
    expect(itemDownload(api, { ...order, is_valid: false }, ticket, 'de')).toBeNull();
    expect(itemDownload(api, { ...order, token: null }, ticket, 'de')).toBeNull();
  });

  it('counts event and tour rows once, whatever the case of the type', () => {
    expect(itemQuantity(ticket)).toBe(2);
    expect(itemQuantity({ type: 'Event', attributes: { quantity: 4 } })).toBe(1);
    expect(itemQuantity({ type: 'tour', attributes: { quantity: 4 } })).toBe(1);
  });
});

describe('itemThumbnail (spec §2.7, §3.9)', () => {
  it('reads orderable.product.picture.thumbnail first', () => {
    expect(itemThumbnail({ orderable: { product: { picture: { thumbnail: '/new.jpg' } } }, attributes: { product: { picture: { thumbnail: '/old.jpg' } } } })).toBe('/new.jpg');
  });

  it('falls back to attributes.product, then to none', () => {
    expect(itemThumbnail({ attributes: { product: { picture: { thumbnail: '/old.jpg' } } } })).toBe('/old.jpg');
    expect(itemThumbnail({ orderable: { product: { picture: null } }, attributes: {} })).toBeNull();
  });
});
