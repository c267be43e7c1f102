import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The cart as a real table (caption and column headers) so screen readers can move by cell. */
export function CartTable({ children, foot }: { children: ReactNode; foot: ReactNode }) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-table-wrap">
      <table className="cart-table">
        <caption className="visually-hidden">{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.product')}</th>
            <th scope="col">{t('table.quantity')}</th>
            <th scope="col" className="cart-row__price">{t('table.price')}</th>
            <th scope="col"><span className="visually-hidden">{t('table.actions')}</span></th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot}
      </table>
    </div>
  );
}
