import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { featuredQueries } from '../api/catalogue.queries.ts';
import { CarouselPlaceholder } from '../components/carousel-placeholder.tsx';
import { FeaturedCarousel } from '../components/featured-carousel.tsx';
import { featuredSlides, type FeaturedSlide } from '../lib/featured-slides.ts';

const hrefOf = (slide: FeaturedSlide) => (slide.kind === 'exhibition' ? paths.exhibition.href(slide.id) : slide.kind === 'event' ? paths.event.href(slide.id) : paths.tour.href(slide.id));

/**
 * settings.startPage.featuredCarousel wired to the featured lists (GET /exhibitions, /events,
 * /tours with by_featured); a placeholder of a slide's size holds its place while they load,
 * nothing shows when none is featured.
 */
export function StartCarousel() {
  const { featuredCarousel } = useShop().settings.startPage;
  const scope = useQueryScope();
  const featured = featuredQueries(scope);
  const exhibitions = useQuery({ ...featured.exhibitions, select: (body) => body.exhibitions });
  const events = useQuery({ ...featured.events, select: (body) => body.events });
  const tours = useQuery({ ...featured.tours, select: (body) => body.tours });
  if (exhibitions.isPending || events.isPending || tours.isPending) return <CarouselPlaceholder />;
  const slides = featuredSlides({ exhibitions: exhibitions.data, events: events.data, tours: tours.data }, featuredCarousel.maxItems);
  return <FeaturedCarousel slides={slides} intervalMs={featuredCarousel.intervalMs} hrefOf={hrefOf} />;
}
