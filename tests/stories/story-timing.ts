/**
 * The first query of a story waits for the bootstrap and the lazily loaded route module, which on
 * a cold browser takes longer than testing-library's one-second default.
 */
export const SLOW = { timeout: 5000 } as const;
