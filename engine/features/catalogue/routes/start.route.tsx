import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useShop } from '../../shop/api/shop.queries.ts';
import { LinkList } from '../components/link-list.tsx';
import { ProductCalendar } from '../components/product-calendar.tsx';
import { TicketSearchSection } from '../../tickets/routes/ticket-search-section.tsx';
import { StartCarousel } from './start-carousel.tsx';
import { StartLists } from './start-lists.tsx';
import { useStartLinks } from '../hooks/use-start-links.ts';

/** /start (requirements/catalogue.md §2.1 'Start page'): every block follows settings.startPage. */
function StartPage() {
  const { t } = useTranslation('catalogue');
  const shop = useShop();
  const start = shop.settings.startPage;
  const specialOffers = useStartLinks('specialOffers', start.specialOfferLinks);
  const externalLinks = useStartLinks('externalLinks', start.externalLinks);

  return (
    <>
      <div className="start-hero">
        <PageHeading>{shop.name}</PageHeading>
        <p>{t('start.intro')}</p>
        {start.callToAction && (
          <p className="start-cta">
            <Link className="button" to={paths.tickets.href()}>{t('start.callToAction')}</Link>
          </p>
        )}
      </div>
      {start.ticketSearch && <TicketSearchSection />}
      {start.featuredCarousel.enabled && <StartCarousel />}
      <LinkList title={t('start.specialOffersTitle')} links={specialOffers} />
      <LinkList title={t('start.externalLinksTitle')} links={externalLinks} />
      {start.productCalendar && <ProductCalendar />}
      <StartLists />
    </>
  );
}

export { StartPage as Component, RouteError as ErrorBoundary };
