/** Demo sign-ins, documented in the report and the preview's sign-in hint; real shops create their own. */
export const demoOperators = [
  { shop: 'museen', email: 'operator@museen.example', name: 'Museen Operator', password: 'Museen-Operator-2026' },
  { shop: 'stadtmuseum', email: 'operator@stadtmuseum.example', name: 'Lindenau Operator', password: 'Lindenau-Operator-2026' },
] as const;
