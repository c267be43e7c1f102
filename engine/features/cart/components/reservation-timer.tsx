import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/i18n/dates.ts';
import { formatCountdown, secondsLeft } from '../lib/reservation-countdown.ts';
import { CartIcon } from './cart-icon.tsx';

interface ReservationTimerProps {
  validUntil: string;
  timezone: string;
  onRefresh: () => void;
  onExpire: () => void;
}

/**
 * requirements/cart.md §4.1: mm:ss ticking each second, with a refresh action. The ticking text is not a live
 * region (a screen reader would hear every second); expiry is announced by the page's live region.
 */
export function ReservationTimer({ validUntil, timezone, onRefresh, onExpire }: ReservationTimerProps) {
  const { t } = useTranslation('cart');
  const [now, setNow] = useState(() => new Date());
  const left = secondsLeft(validUntil, now);
  useEffect(() => {
    if (left === 0) {
      onExpire();
      return;
    }
    const timer = setTimeout(() => setNow(new Date()), 1000);
    return () => clearTimeout(timer);
  }, [left, onExpire]);
  const until = formatTime(validUntil, { timezone });
  return (
    <span className="reservation-timer" title={t('reservation.validUntil', { time: until })}>
      <CartIcon name="clock" />
      {/* data-visual-mask: the story screenshots paint over the ticking seconds (tests/visual). */}
      <span data-visual-mask>{t('reservation.remaining', { time: formatCountdown(left) })}</span>
      <button type="button" className="icon-button" onClick={onRefresh} aria-label={t('reservation.refresh')}>
        <CartIcon name="refresh" />
      </button>
    </span>
  );
}
