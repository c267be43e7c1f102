import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../cart-line/order-line.ts';
import { annualOrderWalletOffer, annualWalletOffer, itemWalletOffer, orderWalletOffer } from './wallet-offer.ts';

const ticket = (attributes: Partial<OrderItem['attributes']> = {}): OrderItem => ({
  id: 1, type: 'Ticket', price_cents: 1400, attributes: { id: 7, title: 'Zeitfenster', quantity: 2, ticket_type: 'time_slot', is_voucher: false, ...attributes },
});
const context = (is_valid = true) => ({ apiBase: '/api/v4', locale: 'en', order: { id: 42, token: 'tok', is_valid } });

describe('itemWalletOffer', () => {
  it('offers one Apple pass per admission unit, authorised by the order token', () => {
    expect(itemWalletOffer(ticket(), context(), { apple: true })).toEqual({
      kind: 'available', google: null, apple: [
        { url: '/api/v4/orders/42/tickets/7.pkpass?token=tok&locale=en&unit=1', unit: 1, units: 2 },
        { url: '/api/v4/orders/42/tickets/7.pkpass?token=tok&locale=en&unit=2', unit: 2, units: 2 },
      ],
    });
  });

  it('says "once paid" for an order that is not valid yet, and nothing when switched off or not a ticket admission', () => {
    expect(itemWalletOffer(ticket(), context(false), { apple: true })).toEqual({ kind: 'unpaid' });
    const canceled = context(false);
    expect(itemWalletOffer(ticket(), { ...canceled, order: { ...canceled.order, canceled: true } }, { apple: true })).toBeNull();
    expect(itemWalletOffer(ticket(), context(), { apple: false })).toBeNull();
    expect(itemWalletOffer(ticket(), context(), undefined)).toBeNull();
    expect(itemWalletOffer(ticket({ ticket_type: 'annual' }), context(), { apple: true })).toBeNull();
    expect(itemWalletOffer(ticket({ is_voucher: true }), context(), { apple: true })).toBeNull();
    expect(itemWalletOffer({ ...ticket(), type: 'Event' }, context(), { apple: true })).toBeNull();
  });
});

describe('orderWalletOffer', () => {
  it('links the whole order to Google Wallet only when the shop offers it', () => {
    expect(orderWalletOffer([ticket()], context(), { google: true })).toEqual({ kind: 'available', apple: [], google: '/api/v4/orders/42/google-wallet?token=tok&locale=en' });
    expect(orderWalletOffer([ticket()], context(), { apple: true, google: false })).toBeNull();
    expect(orderWalletOffer([ticket({ ticket_type: 'annual' })], context(), { google: true })).toBeNull();
    expect(orderWalletOffer([ticket()], context(false), { google: true })).toEqual({ kind: 'unpaid' });
  });
});

describe('annualWalletOffer', () => {
  const sale = { id: 51, personalizations: [{ ready: true }, { ready: false }] };
  const where = { apiBase: '/api/v4', locale: 'fr' };

  it('offers the pass of a card whose slot is ready, its number being the unit, authorised by the order token', () => {
    expect(annualWalletOffer({ id: 9, token: 'tok' }, sale, 1, where, { apple: true })).toEqual({
      kind: 'available', google: null, apple: [{ url: '/api/v4/orders/9/tickets/51.pkpass?token=tok&locale=fr&unit=1', unit: 1, units: 2 }],
    });
  });

  it('offers nothing before personalisation, for an unknown slot or without Apple Wallet', () => {
    expect(annualWalletOffer({ id: 9, token: 'tok' }, sale, 2, where, { apple: true })).toBeNull();
    expect(annualWalletOffer({ id: 9, token: 'tok' }, sale, 3, where, { apple: true })).toBeNull();
    expect(annualWalletOffer({ id: 9, token: 'tok' }, sale, 1, where, { apple: false, google: true })).toBeNull();
    expect(annualWalletOffer({ id: 9, token: 'tok' }, sale, 1, where, undefined)).toBeNull();
  });
});

describe('annualOrderWalletOffer', () => {
  const where = { apiBase: '/api/v4', locale: 'fr' };
  const sales = (...ready: boolean[]) => [{ personalizations: ready.map((value) => ({ ready: value })) }];

  it('offers the order\'s Google save link once a card is ready, authorised by the order token', () => {
    expect(annualOrderWalletOffer({ id: 9, token: 'tok' }, sales(false, true), where, { google: true })).toEqual({
      kind: 'available', apple: [], google: '/api/v4/orders/9/google-wallet?token=tok&locale=fr',
    });
  });

  it('offers nothing before any card is ready or without Google Wallet', () => {
    expect(annualOrderWalletOffer({ id: 9, token: 'tok' }, sales(false, false), where, { google: true })).toBeNull();
    expect(annualOrderWalletOffer({ id: 9, token: 'tok' }, sales(true), where, { apple: true, google: false })).toBeNull();
    expect(annualOrderWalletOffer({ id: 9, token: 'tok' }, sales(true), where, undefined)).toBeNull();
  });
});
