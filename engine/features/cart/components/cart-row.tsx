import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { CartIcon } from './cart-icon.tsx';

interface CartRowProps {
  name: ReactNode;
  /** Plain name for labels ('Remove …', 'Quantity for …'). */
  label: string;
  details?: ReactNode;
  quantity: ReactNode;
  totalCents: number;
  currency: string;
  message?: string;
  onRemove?: () => void;
}

/** One table row of the cart; the per-type rows fill in name, details and quantity (requirements/cart.md §2.1). */
export function CartRow({ name, label, details, quantity, totalCents, currency, message, onRemove }: CartRowProps) {
  const { t, i18n } = useTranslation('cart');
  return (
    <tr className="cart-row">
      <th scope="row" className="cart-row__product">
        <span className="cart-row__name">{name}</span>
        {details && <div className="cart-row__details">{details}</div>}
        {message && <p className="cart-row__message" role="alert">{message}</p>}
      </th>
      <td className="cart-row__quantity">{quantity}</td>
      <td className="cart-row__price">{formatMoney(totalCents, { language: i18n.language, currency })}</td>
      <td className="cart-row__remove">
        {onRemove && (
          <button type="button" className="icon-button" onClick={onRemove} aria-label={t('table.remove', { name: label })}>
            <CartIcon name="remove" />
          </button>
        )}
      </td>
    </tr>
  );
}
