import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import { QuantitySelect } from '../../tickets/components/quantity-select.tsx';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import type { EventDateDetail } from '../api/events.api.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import { buildEventCartItem, type EventItemTexts } from '../lib/event-cart-item.ts';
import { priceKey, priceOptions, selectedPlaces, type PlaceLimits, type PriceSelection } from '../lib/event-quantities.ts';
import '../../tickets/components/ticket-table.css';

interface EventPriceFormProps {
  date: EventDateDetail;
  limits: PlaceLimits;
  texts: EventItemTexts;
  currency: string;
  onAdd: (item: CartItem) => void;
}

/**
 * requirements/events-and-seats.md §2.1 'Event detail': the date's price categories with quantity selects, the total and add to
 * cart. requirements/events-and-seats.md §5.1 Events: all selects together stay within the date's maximum; adding without any
 * quantity shows the alert and moves focus to it.
 */
export function EventPriceForm({ date, limits, texts, currency, onAdd }: EventPriceFormProps) {
  const { t, i18n } = useTranslation('events');
  const [selection, setSelection] = useState<PriceSelection>({});
  const [noSelection, setNoSelection] = useState(0);
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const total = date.prices.reduce((sum, price) => sum + price.price_cents * (selection[priceKey(price)] ?? 0), 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (selectedPlaces(selection) === 0) setNoSelection((count) => count + 1);
    else onAdd(buildEventCartItem(date, selection, texts, limits.max, new Date()));
  };
  return (
    <form className="event-prices" onSubmit={submit} noValidate>
      {limits.max < (date.seats.available ?? 0) && <p className="selection-alert selection-alert--info">{t('date.remaining', { available: limits.max })}</p>}
      <table className="ticket-table">
        <caption className="visually-hidden">{t('prices.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('prices.quantity')}</th>
            <th scope="col">{t('prices.category')}</th>
            <th scope="col" className="ticket-table__price">{t('prices.price')}</th>
          </tr>
        </thead>
        <tbody>
          {date.prices.map((price) => {
            const key = priceKey(price);
            const id = `event-price-${key}`;
            const title = price.title || t('prices.default');
            return (
              <tr key={key} className={`ticket-row${selection[key] ? ' ticket-row--chosen' : ''}`}>
                <td className="ticket-row__quantity">
                  <QuantitySelect id={id} label={t('prices.quantityFor', { title })} value={selection[key] ?? 0} available={priceOptions(price, selection, limits.max)}
                    onChange={(quantity) => { setNoSelection(0); setSelection({ ...selection, [key]: quantity }); }} />
                </td>
                <td>
                  <label htmlFor={id} className="ticket-row__title">{title}</label>
                  <SafeHtml html={price.description} className="ticket-row__description" />
                  {price.group && <span className="ticket-row__note">{t('prices.group')}</span>}
                </td>
                <td className="ticket-row__price">{money(price.price_cents)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {noSelection > 0 && selectedPlaces(selection) === 0 && <SelectionAlert key={noSelection} message={t('prices.noSelection')} />}
      <div className="event-prices__footer">
        <p className="event-prices__total" aria-live="polite">{t('prices.total')} <strong>{money(total)}</strong></p>
        <button type="submit" className="button">{t('prices.addToCart')}</button>
      </div>
    </form>
  );
}
