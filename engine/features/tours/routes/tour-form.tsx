import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { Loading } from '../../../shared/ui/loading.tsx';
import { useSelectedAddress } from '../../account/api/account.queries.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { SelectionAlert } from '../../tickets/components/selection-alert.tsx';
import { SpecialPricesNote } from '../../tickets/components/special-prices-note.tsx';
import type { Tour, TourStartTime } from '../api/tours.api.ts';
import { tourQueries } from '../api/tours.queries.ts';
import { TourChoiceSelect } from '../components/tour-choice-select.tsx';
import { tourBooking, type TourSelection } from '../lib/booking-model.ts';
import { tourPriceParams } from '../lib/price-params.ts';
import { buildTourCartItem } from '../lib/tour-cart-item.ts';
import { checkTourForm, initialSelection, isChoiceRequired, type TourFieldError } from '../lib/tour-form.ts';
import { TourQuantityTables } from './tour-quantity-tables.tsx';
import { useEquipmentStock } from '../hooks/use-equipment-stock.ts';
import { useTourAddToCart } from '../hooks/use-tour-add-to-cart.ts';
import '../../tickets/components/tickets-layout.css';

interface TourFormProps {
  tour: Tour;
  date: string;
  start: TourStartTime;
}

/**
 * Step 3 (requirements/tours.md §2, requirements/tours.md §5.1 Tours): language, age group, grade, participants per price,
 * surcharges, equipment, the running total and add to cart. The prices are read for the chosen
 * start and language and, when signed in, the selected address and its audience (issue 7); the
 * equipment selects offer only what is still free at the start (requirements/api.md §7.4).
 */
export function TourForm({ tour, date, start }: TourFormProps) {
  const { t, i18n } = useTranslation('tours');
  const shop = useShop();
  const { address, billingAddressId } = useSelectedAddress();
  const [selection, setSelection] = useState<TourSelection>(() => initialSelection(tour));
  // Which check failed on the last submit; the alert stays while that check still fails.
  const [failed, setFailed] = useState<{ kind: 'noSelection' | 'invalid'; attempt: number } | null>(null);
  const add = useTourAddToCart();
  const params = tourPriceParams(start.start_time, selection.languageId, { billingAddressId, audienceId: address?.price_target_audience?.id }, shop.timezone);
  // A new language keeps the old prices on screen until the new ones arrive, so the table does not flash.
  const prices = useQuery({ ...tourQueries.prices(useQueryScope(), tour.id, params), placeholderData: keepPreviousData });
  const equipmentStock = useEquipmentStock(tour, start.start_time);
  if (prices.isPending) return <Loading />;
  if (prices.isError) return <ErrorBanner error={prices.error} />;

  const booking = tourBooking({
    prices: prices.data.prices, equipment: tour.equipment, start, selection, maxItems: shop.settings.tickets.maxItemsList,
    equipmentStock, fewLeftPercent: shop.settings.catalogue.tours.fewSeatsThresholdPercent,
  });
  const check = checkTourForm(tour, selection, booking);
  const errors = failed && check.kind === 'invalid' ? check.errors : [];
  const errorText = (error: TourFieldError) => t(`form.errors.${error}`, { min: booking.limits.min, max: booking.limits.max });
  const fieldError = (error: TourFieldError) => (errors.includes(error) ? errorText(error) : undefined);
  const update = (change: Partial<TourSelection>) => setSelection((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.kind !== 'ok') {
      setFailed((last) => ({ kind: check.kind, attempt: (last?.attempt ?? 0) + 1 }));
      return;
    }
    add(buildTourCartItem({
      tour, startTime: start.start_time, date, selection, booking, prices: prices.data, language: i18n.language, now: new Date(),
    }));
  };

  return (
    <form className="tour-form" onSubmit={submit} noValidate aria-labelledby="tour-form-heading">
      <h3 id="tour-form-heading" className="tour-step__heading">{t('form.heading')}</h3>
      <SpecialPricesNote />
      <div className="tour-form__choices">
        <TourChoiceSelect id="tour-language" label={t('form.language')} options={tour.languages} value={selection.languageId} required={isChoiceRequired(tour.languages)} error={fieldError('languageRequired')} onChange={(languageId) => update({ languageId })} />
        <TourChoiceSelect id="tour-age-group" label={t('form.ageGroup')} options={tour.age_groups} value={selection.ageGroupId} required={isChoiceRequired(tour.age_groups)} error={fieldError('ageGroupRequired')} onChange={(ageGroupId) => update({ ageGroupId })} />
        <TourChoiceSelect id="tour-grade" label={t('form.grade')} options={tour.grades} value={selection.gradeId} required={isChoiceRequired(tour.grades)} error={fieldError('gradeRequired')} onChange={(gradeId) => update({ gradeId })} />
      </div>
      <TourQuantityTables
        booking={booking} currency={shop.currency.code}
        onQuantity={(key, quantity) => update({ quantities: { ...selection.quantities, [key]: quantity } })}
        onSurcharge={(id, quantity) => update({ surcharges: { ...selection.surcharges, [id]: quantity } })}
        onEquipment={(id, quantity) => update({ equipment: { ...selection.equipment, [id]: quantity } })}
      />
      {failed?.kind === 'noSelection' && check.kind === 'noSelection' && <SelectionAlert key={failed.attempt} message={t('form.noSelection')} />}
      {failed?.kind === 'invalid' && check.kind === 'invalid' && (
        <SelectionAlert key={failed.attempt} message={t('form.invalid')} detail={check.errors.map(errorText).join(' ')} />
      )}
      <div className="ticket-form__footer">
        <p className="ticket-form__total" aria-live="polite">
          {t('form.total')} <strong>{formatMoney(booking.totalCents, { language: i18n.language, currency: shop.currency.code })}</strong>
        </p>
        <button type="submit" className="button">{t('form.addToCart')}</button>
      </div>
    </form>
  );
}
