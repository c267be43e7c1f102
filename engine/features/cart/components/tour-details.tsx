import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../shared/i18n/dates.ts';
import type { CartItem, TourCartPrices, TourPriceLine } from '../../../shared/cart-line/cart-line.ts';
import { useDateOptions } from '../../shop/api/shop.queries.ts';

/** requirements/cart.md §2.4 'Tour row': participants and surcharges, then start, count, language, age group, grade, equipment. */
export function TourDetails({ item, timezone }: { item: CartItem; timezone: string }) {
  const { t } = useTranslation('cart');
  const dateOptions = useDateOptions();
  const prices: Partial<TourCartPrices> = item.cart.prices && !Array.isArray(item.cart.prices) ? item.cart.prices : {};
  const start = item.cart.startTime ?? item.attributes.start_time;
  const lines = (rows: TourPriceLine[] | undefined) => (rows ?? []).filter((row) => row.quantity).map((row) => t('row.priceQuantity', { quantity: row.quantity, title: row.title }));
  return (
    <>
      {lines(prices.participants).map((line) => <p key={line}>{line}</p>)}
      {lines(prices.surcharges).map((line) => <p key={line}>{line}</p>)}
      {start && <p>{t('row.start', { date: formatDate(start, 'full', dateOptions), time: formatTime(start, { timezone }) })}</p>}
      {item.cart.participantCount != null && <p>{t('row.participants', { count: item.cart.participantCount })}</p>}
      {item.cart.languageName && <p>{t('row.language', { name: item.cart.languageName })}</p>}
      {item.cart.ageGroupName && <p>{t('row.ageGroup', { name: item.cart.ageGroupName })}</p>}
      {item.cart.gradeName && <p>{t('row.grade', { name: item.cart.gradeName })}</p>}
      {(item.cart.equipment ?? []).map((line) => <p key={line.title}>{t('row.equipment', { type: line.title, quantity: line.quantity })}</p>)}
    </>
  );
}
