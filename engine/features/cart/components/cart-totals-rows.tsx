import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { SafeHtml } from '../../../shared/ui/safe-html.tsx';
import type { ShippingItem } from '../lib/cart-model.ts';
import type { CartTotals } from '../lib/cart-totals.ts';

interface CartTotalsRowsProps {
  totals: CartTotals;
  shippingItems: ShippingItem[];
  currency: string;
}

/** requirements/cart.md §2.1: shipping rows (their description is operator HTML, sanitised), coupon debits, the total and one VAT line per rate, as the table's foot. */
export function CartTotalsRows({ totals, shippingItems, currency }: CartTotalsRowsProps) {
  const { t, i18n } = useTranslation('cart');
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  const vats = [...totals.vats, ...totals.shippingVats].reduce<Map<number, number>>((map, vat) => map.set(vat.vat_pct, (map.get(vat.vat_pct) ?? 0) + vat.price_cents), new Map());
  return (
    <tfoot>
      {shippingItems.map((item) => (
        <tr key={item.title} className="cart-foot__shipping">
          <th scope="row" colSpan={2}>{item.title}<SafeHtml className="cart-foot__note" html={item.description} /></th>
          <td className="cart-row__price">{money(item.price_cents)}</td><td />
        </tr>
      ))}
      {totals.couponDebits.map((debit) => (
        <tr key={debit.code} className="cart-foot__coupon">
          <th scope="row" colSpan={2}>{t('summary.coupon', { code: debit.code })}</th>
          <td className="cart-row__price">{money(-debit.debit_cents)}</td><td />
        </tr>
      ))}
      <tr className="cart-foot__total">
        <th scope="row" colSpan={2}>{t('summary.total')}</th>
        <td className="cart-row__price">{money(totals.subTotalCents)}</td><td />
      </tr>
      {[...vats.entries()].map(([pct, cents]) => (
        <tr key={pct} className="cart-foot__vat">
          <th scope="row" colSpan={2}>{t('summary.vat', { pct })}</th>
          <td className="cart-row__price">{money(cents)}</td><td />
        </tr>
      ))}
    </tfoot>
  );
}
