import type { CodeStatus } from './code-status';

/**
 * A code in the GET /coupon_sales/barcode/:code shape. is_valid says whether the code is one that can be redeemed at
 * all (sold, not expired); what is left of it is its value. A used-up code is therefore valid with value 0, which the
 * shop reads as 'empty', and an expired one invalid, 'notValid' — the spec's own texts (requirements/cart.md §5.1).
 */
export function couponSaleJson(status: CodeStatus) {
  const voucher = status.is_voucher_for !== null;
  return {
    code: status.code, is_valid: status.sold_valid && !status.expired, value_cents: voucher ? 0 : status.remaining_cents,
    value: voucher ? (status.used ? 0 : 1) : status.remaining_cents / 100, is_voucher_for: status.is_voucher_for,
    value_action: null, debit_cents: status.debit_cents, valid_until: status.valid_until,
  };
}
