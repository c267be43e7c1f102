import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/i18n/money.ts';
import { useEmbeddedPayment, type PaymentTarget } from '../hooks/use-embedded-payment.ts';
import { cardErrors, sepaErrors, type CardInput, type SepaInput } from '../lib/card-checks.ts';
import { CardFields } from './card-fields.tsx';
import { SepaFields } from './sepa-fields.tsx';
import { ThreeDsStep } from './three-ds-step.tsx';

interface PaymentFormProps extends PaymentTarget {
  mode: 'card' | 'sepa';
  currency: string;
}

const EMPTY_CARD: CardInput = { card_number: '', card_exp_month: '', card_exp_year: '', card_cvc: '', card_holder: '' };
const EMPTY_SEPA: SepaInput = { iban: '', bic: '', accountholder: '' };

/** requirements/payment.md §2.1 embedded card / direct-debit form with client checks, provider codes and the 3-D Secure step. */
export function PaymentForm({ mode, currency, ...target }: PaymentFormProps) {
  const { t, i18n } = useTranslation('payment');
  const [card, setCard] = useState(EMPTY_CARD);
  const [sepa, setSepa] = useState(EMPTY_SEPA);
  const payment = useEmbeddedPayment(target);
  const { errors } = payment;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = mode === 'card' ? cardErrors(card, new Date()) : sepaErrors(sepa);
    if (Object.keys(found).length) return payment.setErrors(found);
    payment.submit(mode === 'card' ? { method: 'card', ...card } : { method: 'sepa', ...sepa });
  };
  if (payment.threeDs) return <ThreeDsStep busy={payment.processing} onAnswer={payment.answerThreeDs} />;
  const formError = errors.form ?? errors.three_ds ?? errors.amount ?? errors.currency ?? errors.order;
  return (
    <form className="payment-form" onSubmit={submit} noValidate aria-busy={payment.processing}>
      <p className="payment-form__amount">{t('form.amount', { amount: formatMoney(target.amount, { language: i18n.language, currency }) })}</p>
      {formError && <p className="payment-form__error" role="alert">{t(`sandbox.error.${formError}`)}</p>}
      {mode === 'card' ? <CardFields value={card} errors={errors} onChange={setCard} /> : <SepaFields value={sepa} errors={errors} onChange={setSepa} />}
      <button type="submit" className="button payment-form__submit" disabled={payment.processing}>
        {payment.processing ? t('form.processing') : t('form.submit')}
      </button>
      <p className="payment-form__hint">{t(mode === 'card' ? 'form.cardHint' : 'form.sepaHint')}</p>
    </form>
  );
}
