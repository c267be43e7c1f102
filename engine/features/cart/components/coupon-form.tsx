import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeemCoupon } from '../hooks/use-redeem-coupon.ts';

/** requirements/cart.md §2.1, requirements/cart.md §5.1 coupon code form; errors read cart.coupon.form.errors.{outcome}. */
export function CouponForm() {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const { redeem, pending, failure, redeemed } = useRedeemCoupon();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    redeem(code, { onSuccess: () => setCode('') });
  };
  return (
    <form className="cart-panel coupon-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('coupon.form.label')}</label>
      <div className="coupon-form__row">
        <input id={id} value={code} autoComplete="off" aria-invalid={!!failure || undefined} aria-describedby={`${id}-status`} onChange={(event) => setCode(event.target.value)} />
        <button type="submit" className="button button--ghost" disabled={pending}>{t('coupon.form.submit')}</button>
      </div>
      <p id={`${id}-status`} className={failure ? 'field-error' : 'field-success'} role="status">
        {failure ? t(`coupon.form.errors.${failure}`) : redeemed ? t('coupon.form.success', { code: redeemed }) : ''}
      </p>
    </form>
  );
}
