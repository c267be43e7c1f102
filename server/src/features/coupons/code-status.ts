/** A coupon code (coupon_sales row) with what is left of it right now. */
export interface CodeStatus {
  id: number; code: string; value_cents: number; debit_cents: number; is_voucher_for: number | null;
  /** YYYY-MM-DD or null (no expiry) */
  valid_until: string | null; coupon_id: number | null;
  /** value − debit − amounts reserved by live unpaid orders (never below 0) */
  remaining_cents: number;
  /** a voucher is single-use: redeemed by a valid or live order */
  used: boolean;
  expired: boolean;
  /** a code bought in the shop works only once its order is valid */
  sold_valid: boolean;
}

/** Why a code cannot be redeemed, or null. @see requirements/cart.md §5.1 (notValid, empty) */
export function codeProblem(status: CodeStatus | undefined): string | null {
  if (!status || !status.sold_valid) return 'is not a valid code';
  if (status.expired) return 'has expired';
  if (status.is_voucher_for !== null) return status.used ? 'has already been used' : null;
  return status.remaining_cents > 0 ? null : 'is empty';
}
