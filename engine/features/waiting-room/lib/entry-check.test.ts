import { describe, expect, it, vi } from 'vitest';
import { checkEntry, type QueuePort, type QueueStatus } from './entry-check.ts';

const visiting: QueueStatus = { status: 'visiting', remaining: 1200, position: 0 };
const waiting: QueueStatus = { status: 'waiting', remaining: 600, position: 4 };

function port(overrides: Partial<QueuePort> = {}): QueuePort & { stored: [string, number][] } {
  const stored: [string, number][] = [];
  return {
    stored,
    enter: vi.fn(async () => 'new-token'),
    check: vi.fn(async () => visiting),
    readToken: () => null,
    storeToken: (token, age) => { stored.push([token, age]); },
    ...overrides,
  };
}

describe('waiting-room entry check (requirements/waiting-room.md §4)', () => {
  it('enters without a token, keeps it for the token lifetime, then for the remaining visit time', async () => {
    const queue = port();
    expect(await checkEntry(queue, 36000)).toEqual({ kind: 'allowed', status: visiting });
    expect(queue.stored).toEqual([['new-token', 36000], ['new-token', 1200]]);
  });

  it('reuses a stored token without entering again', async () => {
    const queue = port({ readToken: () => 'kept' });
    await checkEntry(queue, 36000);
    expect(queue.enter).not.toHaveBeenCalled();
    expect(queue.check).toHaveBeenCalledWith('kept');
  });

  it('refuses entry while waiting, with position and remaining time', async () => {
    expect(await checkEntry(port({ check: async () => waiting }), 36000)).toEqual({ kind: 'refused', status: waiting });
  });

  it('treats a 404 on enter as a disabled room', async () => {
    expect(await checkEntry(port({ enter: async () => null }), 36000)).toEqual({ kind: 'disabled' });
  });

  it('enters again once when the check fails', async () => {
    const check = vi.fn<QueuePort['check']>().mockResolvedValueOnce(null).mockResolvedValueOnce(waiting);
    const queue = port({ readToken: () => 'stale', check });
    expect(await checkEntry(queue, 36000)).toEqual({ kind: 'refused', status: waiting });
    expect(queue.enter).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenLastCalledWith('new-token');
  });
});
