import { sign, verify } from './signing';

/**
 * The auto-posted form carries the amount through the browser; signing token and amount
 * stops a buyer from editing the amount on the way to the provider.
 */
export function formSignature(orderToken: string, amount: string): string {
  return sign(`form:${orderToken}:${amount}`);
}

export function verifyFormSignature(orderToken: string, amount: string, signature: string | undefined): boolean {
  return verify(`form:${orderToken}:${amount}`, signature);
}

/** Wallet and instant-transfer checksums bind the order, amount and method. @see requirements/payment.md §7.1 */
export function paymentChecksum(orderToken: string, amount: number, type: string): string {
  return sign(`checksum:${type}:${orderToken}:${amount}`);
}

export function verifyPaymentChecksum(orderToken: string, amount: number, type: string, checksum: string | undefined): boolean {
  return verify(`checksum:${type}:${orderToken}:${amount}`, checksum);
}
