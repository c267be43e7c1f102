import { describe, expect, it } from 'vitest';
import { itemDownload, itemQuantity } from './order-downloads.ts';

const api = 'https://shop.example/api/v4';
const order = { id: 7, token: 'tok en', is_valid: true };
const ticket = { id: 3, type: 'Ticket', attributes: { ticket_type: 'normal', quantity: 2 } };

describe('itemDownload (spec §4.7)', () => {
  it('builds the PDF link with token and locale', () => {
    expect(itemDownload(api, order, ticket, 'en')).toEqual({ kind: 'pdf', url: `${api}/orders/7/tickets/3.pdf?token=tok+en&locale=en` });
    expect(itemDownload(api, order, { ...ticket, type: 'Tour' }, 'de')).toMatchObject({ url: `${api}/orders/7/tours/3.pdf?token=tok+en&locale=de` });
  });

  it('gives annual tickets a personalise link, vouchers still their PDF', () => {
    expect(itemDownload(api, order, { ...ticket, attributes: { ticket_type: 'annual' } }, 'de')).toEqual({ kind: 'personalize', token: 'tok en' });
    expect(itemDownload(api, order, { ...ticket, attributes: { ticket_type: 'annual', is_voucher: true } }, 'de')).toMatchObject({ kind: 'pdf' });
  });

  it('offers nothing for invalid orders or orders without a token', () => {
    expect(itemDownload(api, { ...order, is_valid: false }, ticket, 'de')).toBeNull();
    expect(itemDownload(api, { ...order, token: null }, ticket, 'de')).toBeNull();
  });

  it('counts event and tour rows once', () => {
    expect(itemQuantity(ticket)).toBe(2);
    expect(itemQuantity({ type: 'Event', attributes: { quantity: 4 } })).toBe(1);
  });
});
