import { describe, expect, it } from 'vitest';
import { saleDay, sellableOn, todayIn } from './sale-day.ts';

describe('sale day (requirements/tickets.md §5.1 Dates)', () => {
  it('reads today in Berlin, not in UTC', () => {
    expect(todayIn(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });
  it('sells a ticket until its last entry', () => {
    expect(sellableOn({ last_entry: 600 }, '2026-07-14', new Date('2026-07-14T07:59:00Z'))).toBe(true);
    expect(sellableOn({ last_entry: 600 }, '2026-07-14', new Date('2026-07-14T08:00:00Z'))).toBe(false);
  });
  it('moves to tomorrow once every ticket of today is over', () => {
    const morning = new Date('2026-07-14T06:00:00Z');
    const evening = new Date('2026-07-14T17:00:00Z');
    expect(saleDay([{ last_entry: 600 }, { last_entry: 1260 }], evening)).toBe('2026-07-14');
    expect(saleDay([{ last_entry: 600 }], morning)).toBe('2026-07-14');
    expect(saleDay([{ last_entry: 600 }], evening)).toBe('2026-07-15');
    expect(saleDay([], evening)).toBe('2026-07-14');
  });
});
