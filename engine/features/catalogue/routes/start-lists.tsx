import { useShop } from '../../shop/api/shop.queries.ts';
import { StartEvents } from './start-lists/start-events.tsx';
import { StartExhibitions } from './start-lists/start-exhibitions.tsx';
import { StartMuseums } from './start-lists/start-museums.tsx';
import { StartTours } from './start-lists/start-tours.tsx';

/**
 * The start page's lists (requirements/catalogue.md §2.1 'Start page'): museums (hidden when the shop has only
 * one), exhibition cards cut at startPage.exhibitionCards, events sorted by their first upcoming
 * start time and tours, each switched by startPage.lists. Each list is a component of its own, so an
 * answer renders only its list, and lists answering together render in tasks of their own (frame-slices.ts).
 */
export function StartLists() {
  const { lists, exhibitionCards } = useShop().settings.startPage;
  return (
    <>
      {lists.museums && <StartMuseums />}
      {lists.exhibitions && exhibitionCards > 0 && <StartExhibitions />}
      {lists.events && <StartEvents />}
      {lists.tours && <StartTours />}
    </>
  );
}
