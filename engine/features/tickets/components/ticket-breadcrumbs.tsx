import type { ReactNode } from 'react';
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
  /** The page heading: it comes after the back links and before the filters (issue 19), so a visitor meets the page's name first. */
  heading: ReactNode;
}

/** requirements/tickets.md §2.10 'Ticket breadcrumbs': back links, then the heading, then museum/exhibition dropdowns and a reset-filter link. */
export function TicketBreadcrumbs({ steps, onReset, heading, ...filters }: TicketBreadcrumbsProps) {
  const { t } = useTranslation('tickets');
  const filtered = filters.filter.museumId !== undefined || filters.filter.exhibitionId !== undefined;
  return (
    <>
      {steps.length > 0 && (
        <nav className="ticket-breadcrumbs" aria-label={t('breadcrumbs.label')}>
          <ol className="ticket-breadcrumbs__steps">
            {steps.map((step) => <li key={step.href}><Link to={step.href}>{step.label}</Link></li>)}
          </ol>
        </nav>
      )}
      {heading}
      <div className="ticket-breadcrumbs__filters">
        <TicketFilters {...filters} />
        {filtered && <button type="button" className="link-button" onClick={onReset}>{t('breadcrumbs.reset')}</button>}
      </div>
    </>
  );
}
