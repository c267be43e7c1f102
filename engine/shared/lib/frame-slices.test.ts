import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameSlices, SLICE_MS } from './frame-slices.ts';

describe('frameSlices', () => {
  const frames: Array<() => void> = [];
  const drawFrame = () => {
    for (const frame of frames.splice(0)) frame();
  };
  beforeEach(() => {
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    frames.length = 0;
  });
  const task = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('delivers what arrived before a frame at that frame, in one task while it is quick', async () => {
    const schedule = frameSlices(() => 0);
    const calls: string[] = [];
    schedule(() => calls.push('a'));
    schedule(() => calls.push('b'));
    await task();
    expect(calls).toEqual([]);
    drawFrame();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls).toEqual(['a', 'b']);
  });

  it('leaves the rest to a later task once a slice has taken its time, after the renders a notification caused', async () => {
    let clock = 0;
    const schedule = frameSlices(() => clock);
    const calls: string[] = [];
    schedule(() => {
      calls.push('lists');
      queueMicrotask(() => {
        calls.push('render of lists');
        clock += SLICE_MS;
      });
    });
    schedule(() => calls.push('calendar'));
    drawFrame();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(calls).toEqual(['lists', 'render of lists']);
    await task();
    await task();
    expect(calls).toEqual(['lists', 'render of lists', 'calendar']);
  });

  it('keeps delivering after a subscriber failed', async () => {
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const schedule = frameSlices(() => 0);
    const calls: string[] = [];
    schedule(() => {
      throw new Error('broken subscriber');
    });
    schedule(() => calls.push('next'));
    drawFrame();
    await task();
    expect(calls).toEqual(['next']);
    expect(reported).toHaveLength(1);
    schedule(() => calls.push('later'));
    drawFrame();
    await task();
    expect(calls).toEqual(['next', 'later']);
  });
});
