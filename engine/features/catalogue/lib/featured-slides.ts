import type { Picture } from '../../../shared/api/page.ts';

export type SlideKind = 'exhibition' | 'event' | 'tour';

/** What a carousel slide needs from an exhibition, event or tour. */
export interface FeaturedSource {
  id: number;
  title: string;
  sub_title?: string | null;
  slider_description?: string | null;
  featured?: boolean;
  picture?: Picture | null;
}

export interface FeaturedSlide {
  kind: SlideKind;
  id: number;
  title: string;
  text?: string | null;
  picture?: Picture | null;
}

interface FeaturedLists {
  exhibitions?: readonly FeaturedSource[];
  events?: readonly FeaturedSource[];
  tours?: readonly FeaturedSource[];
}

const slidesOf = (kind: SlideKind, items: readonly FeaturedSource[] = []): FeaturedSlide[] =>
  items.filter((item) => item.featured === true).map((item) => ({ kind, id: item.id, title: item.title, text: item.slider_description ?? item.sub_title, picture: item.picture }));

/**
 * requirements/catalogue.md §2.1 'Start page': featured exhibitions first, then featured events, then featured
 * tours, at most `maxItems` (settings startPage.featuredCarousel.maxItems, spec 20).
 */
export function featuredSlides({ exhibitions, events, tours }: FeaturedLists, maxItems: number): FeaturedSlide[] {
  return [...slidesOf('exhibition', exhibitions), ...slidesOf('event', events), ...slidesOf('tour', tours)].slice(0, Math.max(0, maxItems));
}
