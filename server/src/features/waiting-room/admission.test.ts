import { describe, expect, it } from 'vitest';
import { admit, expireIdle, type QueueEntry, type QueueRules } from './admission';

const now = new Date('2026-11-22T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const rules: QueueRules = { capacity: 2, visitMs: 20 * 60_000, waiterMs: 60_000 };
const entry = (id: number, enteredSecondsAgo: number, admitted = false, seenSecondsAgo = 0): QueueEntry =>
  ({ id, enteredAt: ago(enteredSecondsAgo), admittedAt: admitted ? ago(enteredSecondsAgo) : null, seenAt: ago(seenSecondsAgo) });

describe('queue admission (requirements/waiting-room.md §4.1 waiting room)', () => {
  it('lets visitors in while places are free', () => {
    const me = entry(1, 5);
    expect(admit(me, [me], now, rules)).toEqual({ status: 'visiting', remaining: 1200 });
  });

  it('keeps the rest waiting, first come first served, with their position', () => {
    const everyone = [entry(1, 50, true), entry(2, 40, true), entry(3, 30), entry(4, 20)];
    expect(admit(everyone[2]!, everyone, now, rules)).toEqual({ status: 'waiting', position: 1, remaining: 1200 });
    expect(admit(everyone[3]!, everyone, now, rules)).toMatchObject({ status: 'waiting', position: 2 });
  });

  it('frees the place of a visitor idle for visitMinutes for the next in line', () => {
    const everyone = [entry(1, 3000, true, 1300), entry(2, 40, true), entry(3, 30)];
    expect(admit(everyone[2]!, everyone, now, rules).status).toBe('visiting');
  });

  it('skips waiters who stopped polling', () => {
    const everyone = [entry(1, 50, true), entry(2, 40, false, 120), entry(3, 30)];
    expect(admit(everyone[2]!, everyone, now, rules).status).toBe('visiting');
  });

  it('estimates one visit length per full round of capacity ahead', () => {
    const everyone = [entry(1, 90, true), entry(2, 80, true), entry(3, 70), entry(4, 60), entry(5, 50)];
    expect(admit(everyone[4]!, everyone, now, rules)).toEqual({ status: 'waiting', position: 3, remaining: 2400 });
  });

  it('sends an idle visitor back into line as if entering now', () => {
    const idle = entry(1, 3000, true, 1300);
    expect(expireIdle(idle, now, rules)).toMatchObject({ admittedAt: null, enteredAt: now });
    const active = entry(2, 40, true);
    expect(expireIdle(active, now, rules)).toBe(active);
  });
});
