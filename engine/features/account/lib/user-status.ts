/** requirements/frame-and-routing.md §6.1: the header changes with who is there. */
export type UserStatus = 'anonymous' | 'guest' | 'user';

/** Who a story signs in as (.storybook shop parameters); the session then runs its real path. */
export interface Session {
  status: UserStatus;
  name?: string;
}
