import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';

/** requirements/accounts.md §2.2, requirements/accounts.md §9: previous and next, shown only when the total exceeds the page size. */
export function OrderPagination({ page, perPage, total }: { page: number; perPage: number; total: number }) {
  const { t } = useTranslation('account');
  const pages = Math.ceil(total / perPage);
  if (total <= perPage) return null;
  return (
    <nav className="account-pagination" aria-label={t('orders.pagination')}>
      {page > 1 ? <Link className="button button--ghost" to={paths.orders.href(page - 1)}>{t('orders.previous')}</Link> : <span />}
      <span aria-current="page">{t('orders.page', { page, pages })}</span>
      {page < pages ? <Link className="button button--ghost" to={paths.orders.href(page + 1)}>{t('orders.next')}</Link> : <span />}
    </nav>
  );
}
