import { describe, expect, it } from 'vitest';
import type { PaymentModes } from '../../../settings/settings.gen.ts';
import { paymentIcons } from './payment-icons.ts';

const modes = (enabled: Partial<PaymentModes['enabled']>) => ({
  enabled: { creditCard: false, collectiveInvoice: false, wallet: false, sepa: false, instantTransfer: false, ...enabled },
}) as PaymentModes;

describe('one-pager payment icons (requirements/one-pager.md §2.1 One-pager)', () => {
  it('shows the badges of the enabled methods in the cart order', () => {
    expect(paymentIcons(modes({ creditCard: true, collectiveInvoice: true }))).toEqual(['visa', 'mastercard']);
    expect(paymentIcons(modes({ sepa: true, wallet: true, instantTransfer: true }))).toEqual(['paypal', 'sepa', 'instant']);
  });
  it('shows none when only collective invoice (no badge) is on', () => {
    expect(paymentIcons(modes({ collectiveInvoice: true }))).toEqual([]);
  });
});
