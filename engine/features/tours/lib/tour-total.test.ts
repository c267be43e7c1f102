import { describe, expect, it } from 'vitest';
import { lineAmount, tourSubtotal } from './tour-total.ts';

describe('requirements/cart.md §9.1 Pricing: tour subtotal', () => {
  it('is participant prices × persons plus surcharge quantity × price', () => {
    // 2 Erwachsene à 12,00 € and the Materialpauschale 2,00 € per person (the seeded Architekturführung).
    expect(tourSubtotal([{ price_cents: 1200, quantity: 2 }], [{ price_cents: 200, quantity: 2 }])).toBe(2800);
  });
  it('counts a group price once', () => {
    expect(lineAmount({ price_cents: 6000, quantity: 12, group: true })).toBe(6000);
    expect(tourSubtotal([{ price_cents: 9000, quantity: 8, group: true }], [{ price_cents: 3000, quantity: 1 }])).toBe(12000);
  });
  it('counts an unselected group price not at all', () => {
    expect(lineAmount({ price_cents: 6000, quantity: 0, group: true })).toBe(0);
  });
});
