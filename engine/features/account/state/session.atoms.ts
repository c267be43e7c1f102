import { atom } from '../../../shared/state/jotai.ts';

/** Spec cart §6: the header changes with who is there. */
export type UserStatus = 'anonymous' | 'guest' | 'user';

export interface Session {
  status: UserStatus;
  name?: string;
}

const pinned = atom<Session | null>(null);

/**
 * A session pinned without a server, for Storybook and the operator preview (spec §4.11: header
 * states). Client-owned display state only; the live session comes from validate_token.
 */
export const pinnedSessionAtom = atom((get) => get(pinned));

/** Pins the displayed session (stories, preview). */
export const signInAtom = atom(null, (_get, set, next: Session) => set(pinned, next));

export const signOutAtom = atom(null, (_get, set) => set(pinned, null));
