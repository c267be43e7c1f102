import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('resolves only after the current task, behind queued microtasks', async () => {
    const order: string[] = [];
    const task = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await task;
    expect(order).toEqual(['sync', 'microtask', 'next task']);
  });
});
