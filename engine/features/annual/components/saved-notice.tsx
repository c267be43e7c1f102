import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { formatDate } from '../../../shared/i18n/dates.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

/** Navigation state the detail hands on after a save (requirements/annual-and-vip.md §4.1 'success shows the start date'). */
export interface SavedState {
  savedStartAt?: string;
}

/** The success outcome after a save; it travels with the navigation to the next slot or the list. */
export function SavedNotice() {
  const { t } = useTranslation('annual');
  const dateOptions = useDateOptions();
  const state = useLocation().state as SavedState | null;
  if (!state?.savedStartAt) return null;
  return (
    <p className="annual-alert annual-alert--success" role="status">
      {t('saved', { date: formatDate(state.savedStartAt, 'full', dateOptions) })}
    </p>
  );
}
