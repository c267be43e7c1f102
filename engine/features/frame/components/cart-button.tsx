import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

/**
 * The header's cart link; the count is passed in by the layout, which owns the cart state. The name
 * starts with the visible label and spells the count out (WCAG 2.5.3 label in name), so no aria-label.
 */
export function CartButton({ count }: { count: number }) {
  const { t } = useTranslation('frame');
  return (
    <Link to={paths.cart.href()} className="cart-button">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM5.2 4l.4 2H21l-2 8H7.4l.4 2H19v2H6.2L3.6 4H1V2h4Z" />
      </svg>
      <span className="cart-button__label">{t('header.cart')}</span>
      <span className="cart-button__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{t('header.cartItems', { count })}</span>
    </Link>
  );
}
