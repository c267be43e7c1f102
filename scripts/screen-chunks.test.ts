import { describe, expect, it } from 'vitest';
import { screenChunkNamer, type ModuleGraph } from './screen-chunks.ts';

/** Two screens: the time page with its slot list and a hook the cart shares, the cart with its summary. */
const imports: Record<string, string[]> = {
  '/p/time.route.tsx': ['/p/slot-list.tsx', '/p/use-booking.ts'],
  '/p/slot-list.tsx': ['/p/slot.tsx'],
  '/p/slot.tsx': [],
  '/p/use-booking.ts': [],
  '/p/cart.route.tsx': ['/p/summary.tsx', '/p/use-booking.ts'],
  '/p/summary.tsx': [],
  '/p/other.tsx': [],
};
const graph: ModuleGraph = { getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null) };
const name = screenChunkNamer({ 'time-screen': 'time.route.tsx', 'cart-screen': 'cart.route.tsx' }, '/p');

describe('screenChunkNamer (issue 12)', () => {
  it('puts what one screen\'s page imports, at any depth, into that screen\'s chunk', () => {
    expect(name('/p/slot-list.tsx', graph)).toBe('time-screen');
    expect(name('/p/slot.tsx', graph)).toBe('time-screen');
    expect(name('/p/summary.tsx', graph)).toBe('cart-screen');
  });

  it('leaves the route modules, what two screens share and what no screen imports to the automatic split', () => {
    expect(name('/p/time.route.tsx', graph)).toBeNull();
    expect(name('/p/use-booking.ts', graph)).toBeNull();
    expect(name('/p/other.tsx', graph)).toBeNull();
  });
});
