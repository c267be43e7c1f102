import type { PaymentModes } from '../../../settings/settings.gen.ts';

export type PaymentMethod = 'collectiveInvoice' | 'creditCard' | 'wallet' | 'sepa' | 'instantTransfer';

export interface OfferedMethod {
  method: PaymentMethod;
  /** The payment_mode_id sent with the order; '' for instant transfer (requirements/payment.md §9.1). */
  modeId: string;
  icons: string[];
  /** The server's own name of the mode (bootstrap payment_modes), when it returned one. */
  name?: string;
}

/** A mode as the bootstrap lists it (GET /shop payment_modes), id as the settings spell it. */
export interface ServerPaymentMode {
  id: string;
  name: string;
}

/** requirements/payment.md §2.2 order of the radios and their provider icons. */
const ORDER: { method: PaymentMethod; icons: string[] }[] = [
  { method: 'collectiveInvoice', icons: [] },
  { method: 'creditCard', icons: ['visa', 'mastercard'] },
  { method: 'wallet', icons: ['paypal'] },
  { method: 'sepa', icons: ['sepa'] },
  { method: 'instantTransfer', icons: ['instant'] },
];

/**
 * requirements/payment.md §2.2, requirements/checkout-and-orders.md §4.1: the enabled methods; collective invoice only when the selected address allows it.
 * The operator's mode name wins over the built-in label, so a renamed mode reads the same everywhere.
 */
export function offeredMethods(modes: PaymentModes, collectiveInvoiceAllowed: boolean, serverModes: ServerPaymentMode[] = []): OfferedMethod[] {
  return ORDER
    .filter(({ method }) => modes.enabled[method] && (method !== 'collectiveInvoice' || collectiveInvoiceAllowed))
    .map(({ method, icons }) => {
      const name = modes.ids[method] === '' ? undefined : serverModes.find((mode) => mode.id === modes.ids[method])?.name;
      return { method, icons, modeId: modes.ids[method], ...(name ? { name } : {}) };
    });
}

/** requirements/payment.md §2.2: the express section needs a wallet mode and a total above 0. */
export function showsExpress(modes: PaymentModes, totalCents: number): boolean {
  return modes.expressPayment && modes.enabled.wallet && modes.ids.wallet !== '' && totalCents > 0;
}

/** The method of the stored mode id, falling back to the first offered one. */
export function selectedMethod(offered: OfferedMethod[], modeId: string | null): OfferedMethod | undefined {
  return offered.find((entry) => entry.modeId === modeId) ?? offered[0];
}
