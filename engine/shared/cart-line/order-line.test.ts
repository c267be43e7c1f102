import { describe, expect, it } from 'vitest';
import { orderItemSummary } from '../../../booking-summary/order-item-summary.ts';
import { itemDownload, type OrderItem } from './order-line.ts';

const api = 'https://shop.example/api/v4';
const context = (order: Partial<{ token: string | null; is_valid: boolean }> = {}, locale = 'de') => ({ apiBase: api, locale, order: { id: 7, token: 'tok en', is_valid: true, ...order } });
// The order item id (3) and the ticket sale id (attributes.id 41) differ, as on the server.
const ticket = { id: 3, type: 'Ticket', attributes: { id: 41, ticket_type: 'normal', quantity: 2 } };
const item = (type: string, attributes: Partial<OrderItem['attributes']> = {}): OrderItem => ({ id: 1, type, price_cents: 1400, attributes: { id: 55, quantity: 2, ...attributes } });

describe('itemDownload (requirements/checkout-and-orders.md §4.4, requirements/checkout-and-orders.md §7.1)', () => {
  it('builds the PDF link from attributes.id with token and locale', () => {
    expect(itemDownload(ticket, context({}, 'en'))).toEqual({
      kind: 'pdf', url: `${api}/orders/7/tickets/41.pdf?token=tok+en&locale=en`, downloadUrl: `${api}/orders/7/tickets/41.pdf?token=tok+en&locale=en&download=1`,
    });
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

describe('order lines (requirements/checkout-and-orders.md §4.4, issue 20)', () => {
  it('events count their persons, tours one booking, whatever the case of the type; both total their price', () => {
    expect(orderItemSummary(item('event', { quantity: 3 }))).toMatchObject({ quantity: 3, unit: 'persons', totalCents: 1400 });
    expect(orderItemSummary({ ...item('tour'), attributes: { id: 1, participants: 4 } })).toMatchObject({ quantity: 1, unit: 'booking', totalCents: 1400 });
  });

  it('other rows are price × quantity', () => {
    expect(orderItemSummary(item('ticket'))).toMatchObject({ quantity: 2, unitCents: 1400, totalCents: 2800 });
  });
});
