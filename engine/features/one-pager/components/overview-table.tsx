import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import type { OnePagerRow } from '../lib/one-pager-row.ts';
import { onePagerTotals } from '../lib/one-pager-totals.ts';

interface OverviewTableProps {
  rows: OnePagerRow[];
  currency: string;
  /** settings.onePager.showVatExemptNote: the note replaces the VAT lines (requirements/one-pager.md §1). */
  vatExempt: boolean;
}

/** requirements/one-pager.md §2.1 'One-pager': the overview table with total and VAT %. */
export function OverviewTable({ rows, currency, vatExempt }: OverviewTableProps) {
  const { t, i18n } = useTranslation('one-pager');
  const chosen = rows.filter((row) => row.quantity > 0);
  const { total, vats } = onePagerTotals(chosen);
  const money = (cents: number) => formatMoney(cents, { language: i18n.language, currency });
  return (
    <table className="one-pager-overview">
      <caption>{t('overview.caption')}</caption>
      <thead>
        <tr><th scope="col">{t('overview.ticket')}</th><th scope="col">{t('overview.quantity')}</th><th scope="col">{t('overview.price')}</th></tr>
      </thead>
      <tbody>
        {chosen.map((row) => (
          <tr key={row.ticket.id}><td>{row.ticket.title}</td><td>{row.quantity}</td><td>{money(row.price * row.quantity)}</td></tr>
        ))}
      </tbody>
      <tfoot>
        <tr><th scope="row" colSpan={2}>{t('overview.total')}</th><td><strong>{money(total)}</strong></td></tr>
        {vatExempt ? (
          <tr><td colSpan={3} className="one-pager-overview__note">{t('overview.vatExempt')}</td></tr>
        ) : vats.map((vat) => (
          <tr key={vat.vat_pct}><th scope="row" colSpan={2}>{t('overview.vat', { pct: vat.vat_pct })}</th><td>{money(vat.price_cents)}</td></tr>
        ))}
      </tfoot>
    </table>
  );
}
