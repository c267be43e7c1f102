import { randomBytes, randomInt } from 'node:crypto';

/** 22 url-safe characters (128 random bits), the length of the contract's example tokens. */
export function urlSafeToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(digits12: string): number {
  const sum = [...digits12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/**
 * A random 13-digit EAN barcode (prefix 2 = in-store numbering), so barcodes cannot be
 * guessed from order ids; the UNIQUE column guards the rare collision.
 * @see requirements/api.md §8.4 (one barcode per unit, method "ean")
 */
export function randomEan13(): string {
  const body = `2${String(randomInt(0, 1e11)).padStart(11, '0')}`;
  return `${body}${ean13CheckDigit(body)}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A coupon code such as "K7QM-X2PD-9HTA": 60 random bits in letters and digits that cannot
 * be confused when read off paper (no 0/O, 1/I), so codes cannot be guessed from others.
 */
export function couponCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(0, CODE_ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}
