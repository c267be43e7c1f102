import { storageKey } from '../../../shared/lib/storage.ts';
import { atomFamily, atomWithStorage } from '../../../shared/state/jotai.ts';
import { validatedStorage } from '../../../shared/state/validated-storage.ts';
import { isSavedPlan, type SavedPlan } from '../lib/saved-plan.ts';

/**
 * The day plan last put into the cart, per shop (browser storage `<prefix>.dayPlan`): the plan page
 * shows it with its calendar file after the add, and again when the visitor comes back from the cart.
 */
export const savedPlanAtom = atomFamily((prefix: string) =>
  atomWithStorage<SavedPlan | null>(storageKey(prefix, 'dayPlan'), null, validatedStorage((value): value is SavedPlan | null => value === null || isSavedPlan(value)), { getOnInit: true }),
);
