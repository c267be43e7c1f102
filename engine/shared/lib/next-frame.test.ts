import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFrame } from './next-frame.ts';

describe('nextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs every callback of a frame in that frame, once each', () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls: string[] = [];
    nextFrame(() => calls.push('a'));
    nextFrame(() => calls.push('b'));
    expect(calls).toEqual([]);
    for (const frame of frames.splice(0)) frame();
    expect(calls).toEqual(['a', 'b']);
    vi.advanceTimersByTime(200);
    expect(calls).toEqual(['a', 'b']);
  });

  it('runs within 100 ms where no frame is drawn (a hidden tab)', () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls: string[] = [];
    nextFrame(() => calls.push('a'));
    vi.advanceTimersByTime(99);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['a']);
  });
});
