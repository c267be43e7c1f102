import { describe, expect, it } from 'vitest';
import { itemDownload, orderLine, type OrderItem } from './order-downloads.ts';

const item = (type: string, attributes: Partial<OrderItem['attributes']> = {}): OrderItem => ({ id: 1, type, price_cents: 1400, attributes: { id: 55, quantity: 2, ...attributes } });
const context = { apiBase: 'https://api.test/api/v4', locale: 'de', order: { id: 9, token: 'tok', is_valid: true } };

describe('order downloads (spec cart §4.7)', () => {
  it('a normal ticket gets its PDF with token and locale', () => {
    expect(itemDownload(item('Ticket', { ticket_type: 'normal' }), context)).toEqual({ kind: 'pdf', href: 'https://api.test/api/v4/orders/9/tickets/55.pdf?token=tok&locale=de' });
  });
  it('an annual ticket gets a personalize link instead', () => expect(itemDownload(item('ticket', { ticket_type: 'annual' }), context)).toEqual({ kind: 'personalize' }));
  it('a voucher ticket always gets its PDF', () => expect(itemDownload(item('ticket', { ticket_type: 'annual', is_voucher: true }), context).kind).toBe('pdf'));
  it('coupons, events and tours get their PDFs', () => {
    expect(itemDownload(item('coupon'), context)).toMatchObject({ href: expect.stringContaining('/orders/9/coupons/55.pdf') });
    expect(itemDownload(item('event'), context)).toMatchObject({ href: expect.stringContaining('/events/55.pdf') });
    expect(itemDownload(item('tour'), context)).toMatchObject({ href: expect.stringContaining('/tours/55.pdf') });
  });
  it('no links for an invalid order or one without token', () => {
    expect(itemDownload(item('ticket'), { ...context, order: { id: 9, token: 'tok', is_valid: false } }).kind).toBe('none');
    expect(itemDownload(item('ticket'), { ...context, order: { id: 9, token: null, is_valid: true } }).kind).toBe('none');
  });
  it('events and tours show quantity 1 and their price; others price × quantity', () => {
    expect(orderLine(item('event'))).toEqual({ quantity: 1, totalCents: 1400 });
    expect(orderLine(item('ticket'))).toEqual({ quantity: 2, totalCents: 2800 });
  });
});
