import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRedeemCoupon } from '../hooks/use-redeem-coupon.ts';
import { BusyButton } from '../../../shared/ui/busy-button.tsx';

/** requirements/cart.md §2.1, requirements/cart.md §5.1 coupon code form; errors read cart.coupon.form.errors.{outcome}. */
export function CouponForm() {
  const { t } = useTranslation('cart');
  const id = useId();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const { redeem, pending, failure, redeemed } = useRedeemCoupon();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // After a refused code the field holds the focus again, so the visitor can correct it and hears why (its description).
    redeem(code, { onSuccess: () => setCode(''), onError: () => input.current?.focus() });
  };
  return (
    <form className="cart-panel coupon-form" onSubmit={submit} noValidate>
      <label htmlFor={id}>{t('coupon.form.label')}</label>
      <div className="coupon-form__row">
        <input ref={input} id={id} value={code} autoComplete="off" aria-invalid={!!failure || undefined} aria-describedby={`${id}-status`} onChange={(event) => setCode(event.target.value)} />
        <BusyButton type="submit" className="button button--ghost" busy={pending}>{t('coupon.form.submit')}</BusyButton>
      </div>
      <p id={`${id}-status`} className={failure ? 'field-error' : 'field-success'} role="status">
        {failure ? t(`coupon.form.errors.${failure}`) : redeemed ? t('coupon.form.success', { code: redeemed }) : ''}
      </p>
    </form>
  );
}
