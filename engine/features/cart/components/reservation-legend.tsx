import { useTranslation } from 'react-i18next';
import { CartIcon } from './cart-icon.tsx';

/** requirements/cart.md §2.1 ticket reservation legend with the clock and refresh icons. */
export function ReservationLegend() {
  const { t } = useTranslation('cart');
  return (
    <ul className="reservation-legend">
      <li><CartIcon name="clock" /> {t('reservation.legend.clock')}</li>
      <li><CartIcon name="refresh" /> {t('reservation.legend.refresh')}</li>
    </ul>
  );
}
