import { useTranslation } from 'react-i18next';
import { isFewLeft, isSoldOut } from '../lib/few-left.ts';

/** Sold out, or the warning style under 10 left (requirements/products-and-merchandise.md §9); nothing for plenty or unlimited stock. */
export function StockBadge({ available }: { available: number | null }) {
  const { t } = useTranslation('merchandise');
  if (isSoldOut(available)) return <p className="goods-badge goods-badge--danger">{t('detail.soldOut')}</p>;
  if (isFewLeft(available)) return <p className="goods-badge goods-badge--warning">{t('detail.fewLeft', { count: available ?? 0 })}</p>;
  return null;
}
