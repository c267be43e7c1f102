import { codeProblem, type CodeStatus } from './code-status';

/** A code in the GET /coupon_sales/barcode/:code shape. */
export function couponSaleJson(status: CodeStatus) {
  const voucher = status.is_voucher_for !== null;
  return {
    code: status.code, is_valid: codeProblem(status) === null, value_cents: voucher ? 0 : status.remaining_cents,
    value: voucher ? (status.used ? 0 : 1) : status.remaining_cents / 100, is_voucher_for: status.is_voucher_for,
    value_action: null, debit_cents: status.debit_cents, valid_until: status.valid_until,
  };
}
