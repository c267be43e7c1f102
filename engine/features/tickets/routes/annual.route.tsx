import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { AnnualTicketsSection } from './annual-tickets-section.tsx';

/** /tickets/annual (requirements/tickets.md §2.9 shop.tickets.annual): the annual tickets with their info text. */
function AnnualPage() {
  const { t } = useTranslation('tickets');
  return (
    <>
      <PageHeading>{t('annual.title')}</PageHeading>
      <p className="ticket-info">{t('annual.info')}</p>
      <AnnualTicketsSection />
    </>
  );
}

export { AnnualPage as Component, RouteError as ErrorBoundary };
