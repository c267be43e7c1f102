import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFrame } from './use-after-frame.ts';

describe('useAfterFrame (issue 12)', () => {
  it('is false in the first render, true a task later, and stays true', async () => {
    const { result, rerender } = renderHook(() => useAfterFrame(true));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender();
    expect(result.current).toBe(true);
  });

  it('is true from the first render when not enabled', () => {
    const { result } = renderHook(() => useAfterFrame(false));
    expect(result.current).toBe(true);
  });
});
