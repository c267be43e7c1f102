/** requirements/one-pager.md §9: at most 4 quick-select buttons. */
const MAX_QUICK_SELECT = 4;

/**
 * The quantity buttons shown before a ticket's select (requirements/one-pager.md §2.1 'One-pager'): 1..n with n
 * the configured count capped at 4, and only quantities the select itself offers, so a button can
 * never choose more than the remaining places or fewer than min_persons.
 */
export function quickSelectOptions(buttons: number, available: number[]): number[] {
  const count = Math.max(0, Math.min(MAX_QUICK_SELECT, Math.floor(buttons)));
  return Array.from({ length: count }, (_, index) => index + 1).filter((quantity) => available.includes(quantity));
}
