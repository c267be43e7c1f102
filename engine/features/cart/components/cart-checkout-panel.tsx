import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import type { CheckoutProblem } from '../lib/checkout-guards.ts';
import type { OfferedMethod } from '../lib/payment-methods.ts';
import { CheckoutErrorSummary } from './checkout-error-summary.tsx';
import { PaymentMethodList } from './payment-method-list.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';

export interface CartCheckoutPanelProps {
  methods: OfferedMethod[];
  selectedMethod?: OfferedMethod;
  onSelectMethod: (method: OfferedMethod) => void;
  showTerms: boolean;
  termsAccepted: boolean;
  onTerms: (accepted: boolean) => void;
  problems: CheckoutProblem[];
  /** The ticket still waiting for its entry time, named in that problem. */
  startPendingName: string;
  attempt: number;
  hasItems: boolean;
  checkoutLabel: string;
  busy: boolean;
  onCheckout: () => void;
}

/** requirements/cart.md §2.1 bottom of the cart: payment radios, terms checkbox, 'continue shopping' and 'checkout'. */
export function CartCheckoutPanel(props: CartCheckoutPanelProps) {
  const { t } = useTranslation('cart');
  return (
    <div className="cart-checkout">
      <PaymentMethodList methods={props.methods} selected={props.selectedMethod} onSelect={props.onSelectMethod} />
      {props.showTerms && <TermsCheckbox checked={props.termsAccepted} invalid={props.problems.includes('terms')} onChange={props.onTerms} />}
      <CheckoutErrorSummary problems={props.problems} attempt={props.attempt} startPendingName={props.startPendingName} />
      <div className="cart-actions__row cart-actions__row--end">
        <Link className="button button--ghost" to={paths.root.href()}>{t('actions.continue')}</Link>
        {props.hasItems && (
          <button type="button" className="button" onClick={props.onCheckout} disabled={props.busy} aria-busy={props.busy}>
            {props.checkoutLabel}
          </button>
        )}
      </div>
    </div>
  );
}
