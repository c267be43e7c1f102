import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../settings/defaults.gen.ts';
import { offeredMethods, selectedMethod, showsExpress } from './payment-methods.ts';

const modes = DEFAULT_SETTINGS.checkout.paymentModes;
const all = { ...modes, expressPayment: true, enabled: { creditCard: true, collectiveInvoice: true, wallet: true, sepa: true, instantTransfer: true } };

describe('payment methods (requirements/payment.md §2.2, requirements/checkout-and-orders.md §4.1, requirements/payment.md §9.1)', () => {
  it('collective invoice (6) only when the selected address allows it', () => {
    expect(offeredMethods(modes, false).map((entry) => entry.method)).toEqual(['creditCard']);
    expect(offeredMethods(modes, true).map((entry) => entry.modeId)).toEqual(['6', '2']);
  });
  it('lists the methods in the spec order with their mode ids', () => {
    expect(offeredMethods(all, false).map((entry) => [entry.method, entry.modeId])).toEqual([['creditCard', '2'], ['wallet', '7'], ['sepa', '8'], ['instantTransfer', '']]);
  });
  it('takes the name of the server mode with the same id, else none', () => {
    const offered = offeredMethods(all, false, [{ id: '7', name: 'Wallet Pay' }, { id: '', name: 'ignored' }]);
    expect(offered.find((entry) => entry.method === 'wallet')?.name).toBe('Wallet Pay');
    expect(offered.find((entry) => entry.method === 'instantTransfer')?.name).toBeUndefined();
  });
  it('express payment needs a wallet mode and a total above 0', () => {
    expect(showsExpress(all, 100)).toBe(true);
    expect(showsExpress(all, 0)).toBe(false);
    expect(showsExpress(modes, 100)).toBe(false);
  });
  it('an unknown stored mode falls back to the first offered method', () => {
    expect(selectedMethod(offeredMethods(all, false), '99')?.method).toBe('creditCard');
  });
});
