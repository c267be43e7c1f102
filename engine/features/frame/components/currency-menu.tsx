import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtom } from '../../../shared/state/jotai.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { currencyAtom, type Currency } from '../state/frame.atoms.ts';

/** EUR always; CHF only where the shop switches on the Swiss-franc locale (requirements/settings.md §1.2). */
export function CurrencyMenu() {
  const { t } = useTranslation('frame');
  const shop = useShop();
  const [currency, setCurrency] = useAtom(currencyAtom);
  const id = useId();
  if (!shop.currency.chfSwitchable) return null;
  return (
    <div className="currency-menu">
      <label htmlFor={id} className="visually-hidden">
        {t('header.currency')}
      </label>
      <select id={id} value={currency} onChange={(event) => setCurrency(event.target.value as Currency)}>
        <option value="EUR">EUR</option>
        <option value="CHF">CHF</option>
      </select>
    </div>
  );
}
