/**
 * requirements/checkout-and-orders.md §2.3: /checkout/process takes `comment` and `paymentModeId` as URL parameters
 * (a payment widget or a link may start the checkout with them); given, they win over the stored cart's.
 */
export function processParams(search: URLSearchParams): { customerComment?: string; paymentModeId?: string } {
  const comment = search.get('comment');
  const mode = search.get('paymentModeId');
  return {
    ...(comment !== null ? { customerComment: comment.slice(0, 5000) } : {}),
    ...(mode !== null && /^\d{1,9}$/.test(mode) ? { paymentModeId: mode } : {}),
  };
}
