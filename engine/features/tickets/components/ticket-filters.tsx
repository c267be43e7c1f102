import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeMuseum, exhibitionsOf } from '../lib/filter-change.ts';
import type { TicketFilter } from '../lib/group-params.ts';

export interface FilterOption {
  id: number;
  title: string;
  museum_id?: number;
}

export interface TicketFiltersProps {
  museums: FilterOption[];
  exhibitions: FilterOption[];
  filter: TicketFilter;
  onChange: (filter: TicketFilter) => void;
  /** The choices are still loading: both fields hold their place, so nothing below moves when they arrive. */
  loading?: boolean;
}

/**
 * Museum and exhibition dropdowns (requirements/tickets.md §2.10 breadcrumbs and search widget): each shows only with more
 * than one choice; the exhibitions follow the chosen museum. While the choices load, both show
 * disabled with only their 'all' option, the way most shops (several museums) end up.
 */
export function TicketFilters({ museums, exhibitions, filter, onChange, loading = false }: TicketFiltersProps) {
  const { t } = useTranslation('tickets');
  const id = useId();
  const narrowed = exhibitionsOf(exhibitions, filter.museumId);
  const value = (raw: string) => (raw ? Number(raw) : undefined);
  if (loading) {
    return (
      <div className="ticket-filters" aria-busy="true">
        <div className="ticket-filters__field">
          <label htmlFor={`${id}-museum`}>{t('filters.museum')}</label>
          <select id={`${id}-museum`} disabled><option>{t('filters.allMuseums')}</option></select>
        </div>
        <div className="ticket-filters__field">
          <label htmlFor={`${id}-exhibition`}>{t('filters.exhibition')}</label>
          <select id={`${id}-exhibition`} disabled><option>{t('filters.allExhibitions')}</option></select>
        </div>
      </div>
    );
  }
  return (
    <div className="ticket-filters">
      {museums.length > 1 && (
        <div className="ticket-filters__field">
          <label htmlFor={`${id}-museum`}>{t('filters.museum')}</label>
          <select id={`${id}-museum`} value={filter.museumId ?? ''} onChange={(event) => onChange(changeMuseum(exhibitions, filter, value(event.target.value)))}>
            <option value="">{t('filters.allMuseums')}</option>
            {museums.map((museum) => <option key={museum.id} value={museum.id}>{museum.title}</option>)}
          </select>
        </div>
      )}
      {narrowed.length > 1 && (
        <div className="ticket-filters__field">
          <label htmlFor={`${id}-exhibition`}>{t('filters.exhibition')}</label>
          <select id={`${id}-exhibition`} value={filter.exhibitionId ?? ''} onChange={(event) => onChange({ ...filter, exhibitionId: value(event.target.value) })}>
            <option value="">{t('filters.allExhibitions')}</option>
            {narrowed.map((exhibition) => <option key={exhibition.id} value={exhibition.id}>{exhibition.title}</option>)}
          </select>
        </div>
      )}
    </div>
  );
}
