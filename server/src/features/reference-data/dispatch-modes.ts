import type { Localized } from '../../db/schema';

/** requirements/api.md §12: how tickets reach the visitor; ids as in the contract's example. */
export const DISPATCH_MODES: readonly { id: number; name: Localized }[] = [
  { id: 1, name: { de: 'E-Mail', en: 'E-mail', es: 'Correo electrónico', fr: 'E-mail' } },
  { id: 2, name: { de: 'Post', en: 'Post', es: 'Correo postal', fr: 'Courrier' } },
  { id: 3, name: { de: 'Abholung im Museum', en: 'Pick-up at the museum', es: 'Recogida en el museo', fr: 'Retrait au musée' } },
];
