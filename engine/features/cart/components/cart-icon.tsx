const PATHS = {
  envelope: 'M3 6h18v12H3z M3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z M12 7v5l3 2',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7 M20 4v5h-5',
  remove: 'M6 6l12 12 M18 6 6 18',
} as const;

export type CartIconName = keyof typeof PATHS;

/** Decorative line icons; the text next to them or an aria-label carries the meaning. */
export function CartIcon({ name }: { name: CartIconName }) {
  return (
    <svg className="cart-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
