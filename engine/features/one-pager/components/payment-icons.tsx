import { useTranslation } from 'react-i18next';
import type { PaymentIcon } from '../lib/payment-icons.ts';

/** requirements/one-pager.md §2.1 'One-pager': the accepted payment methods, drawn as labelled badges (no image requests). */
export function PaymentIcons({ icons }: { icons: PaymentIcon[] }) {
  const { t } = useTranslation('one-pager');
  if (icons.length === 0) return null;
  return (
    <div className="one-pager-payment">
      <span id="one-pager-payment-label">{t('payment.label')}</span>
      <ul className="one-pager-payment__icons" aria-labelledby="one-pager-payment-label">
        {icons.map((icon) => <li key={icon} className={`one-pager-payment__icon one-pager-payment__icon--${icon}`}>{t(`payment.icons.${icon}`)}</li>)}
      </ul>
    </div>
  );
}
