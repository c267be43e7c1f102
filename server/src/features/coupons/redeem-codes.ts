import type { Db } from '../../db/connect';
import { ApiError, type FieldErrors } from '../../http/api-error';
import { addError } from '../orders/order-parts';
import type { Voucher } from '../orders/vouchers';
import { codeProblem, type CodeStatus } from './code-status';
import { insertRedemptions, loadCodeStatus, lockCodes } from './store';

const UNUSABLE = 'is not a valid code';

export interface LoadedCodes { values: CodeStatus[]; vouchers: Voucher[]; errors: FieldErrors }

/** The order's `coupons` codes, deduplicated; invalid, expired, used or empty ones are 422 on `coupons`, all alike. */
export async function loadRedeemableCodes(db: Db, shopId: number, codes: string[], now: Date): Promise<LoadedCodes> {
  const unique = [...new Map(codes.map((code) => [code.trim().toLowerCase(), code.trim()])).values()];
  const found = await loadCodeStatus(db, shopId, unique, now);
  const errors: FieldErrors = {};
  const values: CodeStatus[] = [];
  const vouchers: Voucher[] = [];
  for (const code of unique) {
    const status = found.find((row) => row.code.toLowerCase() === code.toLowerCase());
    const problem = codeProblem(status);
    // One answer for unknown, expired, used and empty codes: an order must not tell a guesser which codes exist.
    // (The look-up tells them apart for the cart's messages, inside the same code budget.)
    if (problem || !status) addError(errors, 'coupons', `${code} ${UNUSABLE}`);
    else if (status.is_voucher_for !== null) vouchers.push({ saleId: status.id, code: status.code, ticketId: status.is_voucher_for });
    else values.push(status);
  }
  return { values, vouchers, errors };
}

export interface Redemption { saleId: number; code: string; amountCents: number }

/** Value codes in the given order: each covers min(what is left of the total, what is left on the code). @see requirements/cart.md §9.1 */
export function planValueRedemptions(values: CodeStatus[], subtotalCents: number): Redemption[] {
  let left = subtotalCents;
  const used: Redemption[] = [];
  for (const code of values) {
    const amountCents = Math.min(left, code.remaining_cents);
    left -= amountCents;
    used.push({ saleId: code.id, code: code.code, amountCents });
  }
  return used;
}

/**
 * Inside the order's transaction: locks the code rows (FOR UPDATE, id order) and re-reads
 * them, so two orders cannot both spend the same remaining value or the same voucher.
 * Amounts are reserved here and debited when the order becomes valid (on-order-valid.ts).
 */
export async function bookRedemptions(trx: Db, shopId: number, orderId: number, redemptions: Redemption[], vouchers: Voucher[], now: Date): Promise<void> {
  const all = [...redemptions.map((row) => ({ ...row, voucher: false })), ...vouchers.map((row) => ({ saleId: row.saleId, code: row.code, amountCents: 0, voucher: true }))];
  if (all.length === 0) return;
  await lockCodes(trx, all.map((row) => row.saleId));
  const fresh = await loadCodeStatus(trx, shopId, all.map((row) => row.code), now);
  for (const row of all) {
    const status = fresh.find((candidate) => candidate.id === row.saleId);
    const gone = !status || (row.voucher ? status.used : status.remaining_cents < row.amountCents);
    if (gone) throw ApiError.invalid('Coupon no longer available', { coupons: [`${row.code} was redeemed meanwhile`] });
  }
  await insertRedemptions(trx, orderId, all);
}
