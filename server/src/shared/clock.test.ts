import { describe, expect, it } from 'vitest';
import { clockFrom } from './clock';

describe('clockFrom', () => {
  it('is the wall clock without a start', () => {
    let wall = 1_000;
    const now = clockFrom(undefined, () => wall);
    expect(now().getTime()).toBe(1_000);
    wall = 5_000;
    expect(now().getTime()).toBe(5_000);
  });

  it('starts at CLOCK_START and runs from there', () => {
    let wall = 1_000_000;
    const now = clockFrom('2026-03-29T01:30:00+01:00', () => wall);
    expect(now().toISOString()).toBe('2026-03-29T00:30:00.000Z');
    wall += 90 * 60_000; // across the spring-forward hour in Berlin
    expect(now().toISOString()).toBe('2026-03-29T02:00:00.000Z');
  });

  it('counts from CLOCK_EPOCH when given, so an e2e run\'s server and browsers share one clock', () => {
    const now = clockFrom('2026-11-25T10:00:00+01:00', () => 1_060_000, '1000000');
    expect(now().toISOString()).toBe('2026-11-25T09:01:00.000Z');
    expect(() => clockFrom('2026-11-25T10:00:00+01:00', Date.now, 'soon')).toThrow(/CLOCK_EPOCH/);
  });

  it('refuses a start that is not an instant', () => {
    expect(() => clockFrom('next sunday')).toThrow(/CLOCK_START/);
  });
});
