import type { PaymentModes } from '../../../settings/settings.gen.ts';

export type ChecksumMethod = 'express' | 'instant';

/**
 * Which checksum the process step asks for after POST /orders (requirements/payment.md §7.1), if any. The cart's
 * express button says so in the URL. Instant transfer without a mode id of its own (requirements/cart.md §9.1: an
 * empty id) pays through the card provider's checksum; with an id (demo 'museen': 9) it is an
 * ordinary mode and the order answer decides the flow.
 */
export function checksumMethod(requested: string | null, modes: PaymentModes, storedModeId: string | null): ChecksumMethod | null {
  if (requested === 'express' || requested === 'instant') return requested;
  const instantWithoutMode = modes.enabled.instantTransfer && modes.ids.instantTransfer === '' && storedModeId === '';
  return instantWithoutMode ? 'instant' : null;
}
