import { useTranslation } from 'react-i18next';
import { useShop } from '../../shop/api/shop.queries.ts';
import { LinkList } from '../components/link-list.tsx';
import { ProductCalendar } from '../components/product-calendar.tsx';
import { TicketSearchSection } from '../../tickets/routes/ticket-search-section.tsx';
import { StartCarousel } from './start-carousel.tsx';
import { StartLists } from './start-lists.tsx';
import { useStartLinks } from '../hooks/use-start-links.ts';

/** The start page below its hero, each block as settings.startPage has it (requirements/catalogue.md §2.1). */
export function StartBlocks() {
  const { t } = useTranslation('catalogue');
  const start = useShop().settings.startPage;
  const specialOffers = useStartLinks('specialOffers', start.specialOfferLinks);
  const externalLinks = useStartLinks('externalLinks', start.externalLinks);
  return (
    <>
      {start.ticketSearch && <TicketSearchSection />}
      {start.featuredCarousel.enabled && <StartCarousel />}
      <LinkList title={t('start.specialOffersTitle')} links={specialOffers} />
      <LinkList title={t('start.externalLinksTitle')} links={externalLinks} />
      {start.productCalendar && <ProductCalendar />}
      <StartLists />
    </>
  );
}
