import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketFilter } from '../lib/group-params.ts';
import { TicketFilters, type FilterOption } from './ticket-filters.tsx';
import './tickets-layout.css';

interface TicketSearchProps {
  museums: FilterOption[];
  exhibitions: FilterOption[];
  onSearch: (filter: TicketFilter) => void;
  loading?: boolean;
}

/** requirements/tickets.md §2.11 'Ticket search widget': museum select, then an exhibition select narrowed to that museum. */
export function TicketSearch({ museums, exhibitions, onSearch, loading }: TicketSearchProps) {
  const { t } = useTranslation('tickets');
  const [filter, setFilter] = useState<TicketFilter>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filter);
  };
  return (
    <form className="ticket-search" onSubmit={submit} aria-label={t('search.title')}>
      <TicketFilters museums={museums} exhibitions={exhibitions} filter={filter} onChange={setFilter} loading={loading} />
      <button type="submit" className="button">{t('search.submit')}</button>
    </form>
  );
}
