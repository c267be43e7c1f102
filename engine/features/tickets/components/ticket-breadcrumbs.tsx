import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TicketFilters, type TicketFiltersProps } from './ticket-filters.tsx';
import './tickets-layout.css';

export interface BreadcrumbStep {
  label: string;
  href: string;
}

interface TicketBreadcrumbsProps extends TicketFiltersProps {
  /** Back buttons to the earlier steps: filters, group, date, time. */
  steps: BreadcrumbStep[];
  onReset: () => void;
}

/** requirements/tickets.md §2.10 'Ticket breadcrumbs': museum/exhibition dropdowns, back links and a reset-filter link. */
export function TicketBreadcrumbs({ steps, onReset, ...filters }: TicketBreadcrumbsProps) {
  const { t } = useTranslation('tickets');
  const filtered = filters.filter.museumId !== undefined || filters.filter.exhibitionId !== undefined;
  return (
    <nav className="ticket-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      {steps.length > 0 && (
        <ol className="ticket-breadcrumbs__steps">
          {steps.map((step) => <li key={step.href}><Link to={step.href}>{step.label}</Link></li>)}
        </ol>
      )}
      <div className="ticket-breadcrumbs__filters">
        <TicketFilters {...filters} />
        {filtered && <button type="button" className="link-button" onClick={onReset}>{t('breadcrumbs.reset')}</button>}
      </div>
    </nav>
  );
}
