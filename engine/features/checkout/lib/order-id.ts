/** requirements/checkout-and-orders.md §2.5: the order id arrives as orderId, or as ORDERID from some providers' returns. */
export function orderIdOf(search: URLSearchParams): string | null {
  return search.get('orderId') || search.get('ORDERID') || null;
}
