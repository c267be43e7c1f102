import { describe, expect, it } from 'vitest';
import { featuredSlides } from './featured-slides.ts';

const item = (id: number, featured = true) => ({ id, title: `T${id}`, featured });

describe('featuredSlides', () => {
  it('orders exhibitions, then events, then tours, keeping only featured items', () => {
    const slides = featuredSlides({ exhibitions: [item(1), item(2, false)], events: [item(3)], tours: [item(4)] }, 20);
    expect(slides.map((slide) => `${slide.kind}:${slide.id}`)).toEqual(['exhibition:1', 'event:3', 'tour:4']);
  });

  it('stops at maxItems', () => {
    expect(featuredSlides({ exhibitions: [item(1), item(2)], events: [item(3)] }, 2).map((slide) => slide.id)).toEqual([1, 2]);
  });

  it('prefers the slider description as text', () => {
    expect(featuredSlides({ exhibitions: [{ ...item(1), sub_title: 'Sub', slider_description: 'Now on' }] }, 5)[0]?.text).toBe('Now on');
  });
});
