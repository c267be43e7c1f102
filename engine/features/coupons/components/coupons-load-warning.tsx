import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './coupons.css';

/** requirements/products-and-merchandise.md §2: a coupon-list load error is shown as a warning; focus moves to it. */
export function CouponsLoadWarning() {
  const { t } = useTranslation('coupons');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="coupons-alert coupons-alert--warning" role="alert" tabIndex={-1} ref={ref}>
      <strong>{t('page.loadError')}</strong>
    </div>
  );
}
