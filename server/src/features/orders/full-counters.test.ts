import { describe, expect, it } from 'vitest';
import { noteRefused, noteTaken, skipsOneStatement } from './full-counters';

/**
 * Why this test exists: after a counter refused the one-statement order, orders for it go straight to the
 * transaction for a second (a sold-out slot would otherwise cost every refused order twice), and an order the
 * transaction placed there ends that at once (the counter exists and has room).
 */
describe('counters that refused the one statement', () => {
  const slot = { quotaId: 1, slotMs: 1_000, quantity: 1 };
  const other = { quotaId: 1, slotMs: 2_000, quantity: 1 };

  it('send orders on them to the transaction for a second', () => {
    const db = {} as never;
    expect(skipsOneStatement(db, [slot], 0)).toBe(false);
    noteRefused(db, [slot], 0);
    expect(skipsOneStatement(db, [slot], 999)).toBe(true);
    expect(skipsOneStatement(db, [other], 999)).toBe(false);
    expect(skipsOneStatement(db, [other, slot], 999)).toBe(true);
    expect(skipsOneStatement(db, [slot], 1000)).toBe(false);
  });

  it('end when the transaction placed an order on them', () => {
    const db = {} as never;
    noteRefused(db, [slot, other], 0);
    noteTaken(db, [slot]);
    expect(skipsOneStatement(db, [slot], 10)).toBe(false);
    expect(skipsOneStatement(db, [other], 10)).toBe(true);
  });
});
