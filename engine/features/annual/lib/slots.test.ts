import { describe, expect, it } from 'vitest';
import { buildAnnualOrder, buildBuyer, buildHolder, buildSale, buildSlot, mixedOrder, photoUrl } from '../../../../tests/mocks/fixtures/annual.ts';
import { allPersonalised, allSent, buyerHoldsOtherSlot, defaultHolderMethod, nextOpenSlot, photoSrc, submitLabel } from './slots.ts';

const order = mixedOrder();
const [sale51, sale52] = order.ticket_sales;
const slot = (sale: typeof sale51, id: number) => sale!.personalizations.find((item) => item.id === id)!;

describe('holder method (requirements/annual-and-vip.md §4)', () => {
  it('hides currentUser when the buyer holds another slot of the sale', () => {
    expect(buyerHoldsOtherSlot(order, sale51!, 12)).toBe(true);
    expect(defaultHolderMethod(order, sale51!, slot(sale51, 12))).toBe('newUser');
  });

  it("keeps currentUser on the buyer's own slot and in another sale", () => {
    expect(defaultHolderMethod(order, sale51!, slot(sale51, 11))).toBe('currentUser');
    expect(defaultHolderMethod(order, sale52!, slot(sale52, 13))).toBe('currentUser');
  });

  it('opens a slot held by someone else on that holder', () => {
    expect(defaultHolderMethod(order, sale51!, slot(sale51, 10))).toBe('newUser');
  });
});

describe('submit label (requirements/annual-and-vip.md §4)', () => {
  it("is 'update' for a personalised slot", () => expect(submitLabel(order, slot(sale51, 10))).toBe('update'));
  it("is 'next' while another empty slot exists in any sale", () => expect(submitLabel(order, slot(sale51, 12))).toBe('next'));
  it("is 'create' for the last empty slot", () => {
    const single = buildAnnualOrder({ ticket_sales: [buildSale({ personalizations: [buildSlot({ id: 1, customer: buildHolder() }), buildSlot({ id: 2 })] })] });
    expect(submitLabel(single, single.ticket_sales[0]!.personalizations[1]!)).toBe('create');
  });
  it('does not count empty slots of sent sales', () => {
    const sent = buildAnnualOrder({ ticket_sales: [buildSale({ personalizations: [buildSlot({ id: 1 })] }), buildSale({ id: 2, sent_at: '2026-11-01T10:00:00+01:00', personalizations: [buildSlot({ id: 2 })] })] });
    expect(submitLabel(sent, sent.ticket_sales[0]!.personalizations[0]!)).toBe('create');
  });
});

describe('after save', () => {
  it('goes to the next empty slot, across sales', () => {
    expect(nextOpenSlot(order, 12)).toEqual({ saleId: 52, personalizationId: 13 });
    expect(nextOpenSlot(order, 10)).toEqual({ saleId: 51, personalizationId: 12 });
  });
  it('returns null when none is left (back to the list)', () => {
    const done = buildAnnualOrder({ ticket_sales: [buildSale({ personalizations: [buildSlot({ id: 1 })] })] });
    expect(nextOpenSlot(done, 1)).toBeNull();
  });
});

describe('list flags', () => {
  it('knows all personalised and all sent', () => {
    expect(allPersonalised(order)).toBe(false);
    expect(allPersonalised(buildAnnualOrder({ ticket_sales: [buildSale({ personalizations: [buildSlot({ customer: buildBuyer() })] })] }))).toBe(true);
    expect(allSent(order)).toBe(false);
    expect(allSent(buildAnnualOrder({ ticket_sales: [buildSale({ sent_at: '2026-11-01T10:00:00+01:00' })] }))).toBe(true);
  });
});

describe('photo source (requirements/annual-and-vip.md §7)', () => {
  it('hides the missing placeholder', () => expect(photoSrc('https://api.example.org/api/v4', '/photos/original/missing.png')).toBeNull());
  it('prefixes the API origin', () => {
    expect(photoSrc('https://api.example.org/api/v4', photoUrl(10))).toBe(`https://api.example.org${photoUrl(10)}`);
  });
});
