import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from './use-stable-callback.ts';

describe('useStableCallback', () => {
  it('keeps its identity across renders and calls the latest callback', () => {
    const { result, rerender } = renderHook(({ factor }) => useStableCallback((value: number) => value * factor), { initialProps: { factor: 2 } });
    const first = result.current;
    expect(first(3)).toBe(6);
    rerender({ factor: 10 });
    expect(result.current).toBe(first);
    expect(first(3)).toBe(30);
  });
});
