import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** The sandbox's 3-D Secure step: the bank asks to confirm; cancel answers 3ds_cancelled (requirements/payment.md §8.1). */
export function ThreeDsStep({ busy, onAnswer }: { busy: boolean; onAnswer: (result: 'confirm' | 'cancel') => void }) {
  const { t } = useTranslation('payment');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="three-ds" role="dialog" aria-modal="false" aria-labelledby="three-ds-title" tabIndex={-1} ref={ref}>
      <h2 id="three-ds-title">{t('threeDs.title')}</h2>
      <p>{t('threeDs.text')}</p>
      <div className="payment-form__actions">
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => onAnswer('cancel')}>{t('threeDs.cancel')}</button>
        <button type="button" className="button" disabled={busy} onClick={() => onAnswer('confirm')}>{t('threeDs.confirm')}</button>
      </div>
    </div>
  );
}
