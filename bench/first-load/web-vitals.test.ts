import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift, totalBlockingTime } from './web-vitals.ts';

describe('cumulativeLayoutShift', () => {
  it('adds shifts of one session window', () => {
    expect(cumulativeLayoutShift([{ start: 100, value: 0.05 }, { start: 600, value: 0.1 }])).toBeCloseTo(0.15);
  });

  it('a gap over a second starts a new window and the largest one counts', () => {
    expect(cumulativeLayoutShift([{ start: 100, value: 0.05 }, { start: 2000, value: 0.02 }, { start: 2500, value: 0.02 }])).toBeCloseTo(0.05);
  });

  it('a window ends after five seconds even without a gap', () => {
    const steady = Array.from({ length: 12 }, (_, index) => ({ start: index * 900, value: 0.01 }));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.06);
  });

  it('is 0 without shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });
});

describe('totalBlockingTime', () => {
  it('counts what each long task after first paint blocks beyond 50 ms', () => {
    expect(totalBlockingTime({ fcp: 500, longTasks: [{ start: 100, duration: 300 }, { start: 600, duration: 120 }, { start: 900, duration: 80 }] })).toBe(100);
  });

  it('a task running across first paint still counts', () => {
    expect(totalBlockingTime({ fcp: 500, longTasks: [{ start: 400, duration: 200 }] })).toBe(150);
  });
});
