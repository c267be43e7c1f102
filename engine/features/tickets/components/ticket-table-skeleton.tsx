import { useTranslation } from 'react-i18next';
import './ticket-table.css';

/** Loading state of the selection table: grey rows in the table's shape. */
export function TicketTableSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="ticket-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="ticket-skeleton__row" aria-hidden="true">
          <span className="ticket-skeleton__box ticket-skeleton__box--small" />
          <span className="ticket-skeleton__box" />
          <span className="ticket-skeleton__box ticket-skeleton__box--small" />
        </div>
      ))}
    </div>
  );
}
