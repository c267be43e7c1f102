import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSelectedAddress, useSession } from '../../account/api/account.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { StepHeading } from '../components/step-heading.tsx';
import { currentStep, hasQuantity, isReseller } from '../lib/one-pager-steps.ts';
import { todayIn } from '../lib/sale-day.ts';
import { CustomerStep } from './one-pager-customer-step.tsx';
import { OverviewStep } from './one-pager-overview-step.tsx';
import { TicketsStep } from './one-pager-tickets-step.tsx';
import { useOnePagerRows } from '../hooks/use-one-pager-rows.ts';
import '../../tickets/components/tickets-layout.css';
import '../components/one-pager.css';

/**
 * /onepager (requirements/one-pager.md §2.1 'One-pager', requirements/one-pager.md §4.1 'Other'): the configured tickets of today →
 * customer form → overview and attendees → checkout, all on one screen. Off by default (requirements/one-pager.md §1):
 * a disabled one-pager sends the visitor to the start state.
 */
function OnePagerPage() {
  const { t, i18n } = useTranslation('one-pager');
  const shop = useShop();
  const session = useSession();
  const { collectiveInvoice } = useSelectedAddress();
  const [selection, setSelection] = useState<Record<number, number>>({});
  const [confirmed, setConfirmed] = useState(false);
  const { rows, date, configured, loading, error } = useOnePagerRows(selection);
  const settings = shop.settings.onePager;
  // A start state naming the disabled one-pager would bounce back here from '/': the start page stands in.
  if (!settings.enabled) return <Navigate to={shop.startState.name === 'shop.onepager' ? paths.start.href() : paths.root.href()} replace />;
  const step = currentStep({ ticketsConfirmed: confirmed && hasQuantity(selection), signedIn: session.status !== 'anonymous' });
  const reseller = isReseller(session.customer, collectiveInvoice);
  const choose = (ticketId: number, quantity: number) => setSelection((current) => ({ ...current, [ticketId]: quantity }));
  return (
    <div className="one-pager">
      <PageHeading>{t('title')}</PageHeading>
      {/* Issue 20: after today's last entry the one-pager sells tomorrow (lib/sale-day.ts); the intro says which day. */}
      <p>{t(date === todayIn(new Date(), shop.timezone) ? 'intro' : 'introTomorrow')}</p>
      <section className="one-pager-step" aria-labelledby="one-pager-tickets">
        <StepHeading id="one-pager-tickets">{t('steps.tickets')}</StepHeading>
        {configured && !loading && !error && <p>{t('tickets.date', { date: formatDate(`${date}T12:00:00Z`, 'full', { language: i18n.language, timezone: shop.timezone }) })}</p>}
        {!configured ? <EmptyState>{t('empty')}</EmptyState>
          : loading ? <Loading />
          : error ? <ErrorBanner error={error} />
          : rows.length === 0 ? <EmptyState>{t('empty')}</EmptyState>
          : <TicketsStep rows={rows} currency={shop.currency.code} quickSelectButtons={settings.quickSelectButtons} showNext={step === 'tickets'} onChange={choose} onNext={() => setConfirmed(true)} />}
      </section>
      {step !== 'tickets' && (
        <section className="one-pager-step" aria-labelledby="one-pager-customer">
          <StepHeading id="one-pager-customer" focusOnMount>{t('steps.customer')}</StepHeading>
          {session.isPending ? <Loading /> : <CustomerStep customer={session.customer} reseller={reseller} />}
        </section>
      )}
      {step === 'overview' && (
        <section className="one-pager-step" aria-labelledby="one-pager-overview">
          <StepHeading id="one-pager-overview" focusOnMount>{t('steps.overview')}</StepHeading>
          <OverviewStep rows={rows} />
        </section>
      )}
    </div>
  );
}

export { OnePagerPage as Component, RouteError as ErrorBoundary };
