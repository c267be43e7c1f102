import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { LegendCategory } from '../lib/seat-plan.ts';

/** requirements/events-and-seats.md §2.3 'Seat plan': each category's colour, title and price range from–to, plus blocked and selected seats. */
export function SeatLegend({ categories, currency }: { categories: LegendCategory[]; currency: string }) {
  const { t, i18n } = useTranslation('events');
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const range = (category: LegendCategory) => {
    if (category.from === undefined || category.to === undefined) return '';
    return category.from === category.to ? money(category.from) : t('seats.range', { from: money(category.from), to: money(category.to) });
  };
  return (
    <ul className="seat-legend" aria-label={t('seats.legend')}>
      {categories.map((category) => (
        <li key={category.id}>
          <span className="seat-legend__swatch" style={{ borderColor: category.color }} aria-hidden="true" />
          <span><strong>{category.title}</strong> {range(category)}</span>
        </li>
      ))}
      <li><span className="seat-legend__swatch seat-legend__swatch--blocked" aria-hidden="true" />{t('seats.blocked')}</li>
      <li><span className="seat-legend__swatch seat-legend__swatch--selected" aria-hidden="true" />{t('seats.selected')}</li>
    </ul>
  );
}
