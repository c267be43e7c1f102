/** Spec §2.4: the order id arrives as orderId, or as ORDERID from some providers' returns. */
export function orderIdOf(search: URLSearchParams): string | null {
  return search.get('orderId') || search.get('ORDERID') || null;
}
