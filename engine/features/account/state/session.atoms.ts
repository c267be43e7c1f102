import { atom } from '../../../shared/state/jotai.ts';

/** Spec cart §6: the header changes with who is there. */
export type UserStatus = 'anonymous' | 'guest' | 'user';

export interface Session {
  status: UserStatus;
  name?: string;
}

const session = atom<Session>({ status: 'anonymous' });

export const sessionAtom = atom((get) => get(session));

/** Called by sign-in, guest registration and token validation once they exist. */
export const signInAtom = atom(null, (_get, set, next: Session) => set(session, next));

export const signOutAtom = atom(null, (_get, set) => set(session, { status: 'anonymous' }));
