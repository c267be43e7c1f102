import { useTranslation } from 'react-i18next';

/** requirements/tickets.md §4: shown when all loaded days are unavailable, and only when the operator wrote 'soldOutBanner'. */
export function SoldOutBanner({ show }: { show: boolean }) {
  const { t, i18n } = useTranslation('tickets');
  if (!show || !i18n.exists('tickets:soldOutBanner')) return null;
  const text = t('soldOutBanner');
  return text ? <div className="sold-out-banner" role="status">{text}</div> : null;
}
