import { describe, expect, it } from 'vitest';
import { itemDownload, itemQuantity, orderLine, type OrderItem } from './order-line.ts';

const api = 'https://shop.example/api/v4';
const context = (order: Partial<{ token: string | null; is_valid: boolean }> = {}, locale = 'de') => ({ apiBase: api, locale, order: { id: 7, token: 'tok en', is_valid: true, ...order } });
// The order item id (3) and the ticket sale id (attributes.id 41) differ, as on the server.
const ticket = { id: 3, type: 'Ticket', attributes: { id: 41, ticket_type: 'normal', quantity: 2 } };
const item = (type: string, attributes: Partial<OrderItem['attributes']> = {}): OrderItem => ({ id: 1, type, price_cents: 1400, attributes: { id: 55, quantity: 2, ...attributes } });

describe('itemDownload (requirements/checkout-and-orders.md §4.4, requirements/checkout-and-orders.md §7.1)', () => {
  it('builds the PDF link from attributes.id with token and locale', () => {
    expect(itemDownload(ticket, context({}, 'en'))).toEqual({ kind: 'pdf', url: `${api}/orders/7/tickets/41.pdf?token=tok+en&locale=en` });
    expect(itemDownload({ ...ticket, type: 'Tour' }, context())).toMatchObject({ url: `${api}/orders/7/tours/41.pdf?token=tok+en&locale=de` });
  });

  it('accepts the lowercase types of a go~mus server (requirements/checkout-and-orders.md §3.4)', () => {
    expect(itemDownload({ ...ticket, type: 'event' }, context())).toMatchObject({ url: `${api}/orders/7/events/41.pdf?token=tok+en&locale=de` });
    expect(itemDownload({ ...ticket, type: 'coupon' }, context())).toMatchObject({ url: `${api}/orders/7/coupons/41.pdf?token=tok+en&locale=de` });
    expect(itemDownload({ ...ticket, type: 'ticket', attributes: { id: 41, ticket_type: 'annual' } }, context())).toEqual({ kind: 'personalize', token: 'tok en' });
    expect(itemDownload({ ...ticket, type: 'accountingarticle' }, context())).toBeNull();
  });

  it('gives annual tickets a personalise link, vouchers still their PDF', () => {
    expect(itemDownload({ ...ticket, attributes: { id: 41, ticket_type: 'annual' } }, context())).toEqual({ kind: 'personalize', token: 'tok en' });
    expect(itemDownload({ ...ticket, attributes: { id: 41, ticket_type: 'annual', is_voucher: true } }, context())).toMatchObject({ kind: 'pdf' });
  });

  it('gives coupons, events and tours their PDFs', () => {
    expect(itemDownload(item('coupon'), context())).toMatchObject({ url: expect.stringContaining('/orders/7/coupons/55.pdf') });
    expect(itemDownload(item('event'), context())).toMatchObject({ url: expect.stringContaining('/events/55.pdf') });
    expect(itemDownload(item('tour'), context())).toMatchObject({ url: expect.stringContaining('/tours/55.pdf') });
  });

  it('offers nothing for invalid orders or orders without a token', () => {
    expect(itemDownload(ticket, context({ is_valid: false }))).toBeNull();
    expect(itemDownload(ticket, context({ token: null }))).toBeNull();
  });
});

describe('order lines (requirements/checkout-and-orders.md §4.4)', () => {
  it('counts event and tour rows once, whatever the case of the type', () => {
    expect(itemQuantity(ticket)).toBe(2);
    expect(itemQuantity({ type: 'Event', attributes: { id: 1, quantity: 4 } })).toBe(1);
    expect(itemQuantity({ type: 'tour', attributes: { id: 1, quantity: 4 } })).toBe(1);
  });

  it('events and tours show quantity 1 and their price; others price × quantity', () => {
    expect(orderLine(item('event'))).toEqual({ quantity: 1, totalCents: 1400 });
    expect(orderLine(item('ticket'))).toEqual({ quantity: 2, totalCents: 2800 });
  });
});
