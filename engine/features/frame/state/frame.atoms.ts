import { storageKey } from '../../../shared/lib/storage.ts';
import { atom, atomFamily, atomWithStorage } from '../../../shared/state/jotai.ts';
import { validatedStorage } from '../../../shared/state/validated-storage.ts';

export type Consent = 'accepted' | 'rejected';
const isConsent = (value: unknown): value is Consent | null => value === null || value === 'accepted' || value === 'rejected';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The visitor's consent choice, per storage prefix (requirements/frame-and-routing.md §4.1). */
export const consentAtom = atomFamily((prefix: string) =>
  atomWithStorage<Consent | null>(storageKey(prefix, 'consent'), null, validatedStorage(isConsent), { getOnInit: true }),
);

/** The staging warning stays until accepted, and stays accepted (requirements/frame-and-routing.md §2.8). */
export const stagingAcceptedAtom = atomFamily((prefix: string) =>
  atomWithStorage<boolean>(storageKey(prefix, 'stagingAccepted'), false, validatedStorage(isBoolean), { getOnInit: true }),
);

export type Currency = 'EUR' | 'CHF';
/** Display currency; CHF only where the shop switches it on. */
export const currencyAtom = atom<Currency>('EUR');
