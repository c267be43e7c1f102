/**
 * requirements/cart.md §4.1, requirements/tickets.md §6: tickets are held while they sit in the cart when the shop reserves
 * at all; with 'only for logged-in users' (requireLogin) anonymous visitors get no hold and signed-in
 * visitors (users and guests alike) still do.
 */
export function reservesTickets(settings: { enabled: boolean; requireLogin: boolean }, signedIn: boolean): boolean {
  return settings.enabled && (!settings.requireLogin || signedIn);
}
