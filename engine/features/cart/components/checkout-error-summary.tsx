import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutProblem } from '../lib/checkout-guards.ts';

/** Fieldsets are not focusable: the first control inside gets focus instead. */
function focusField(id: string) {
  const element = document.getElementById(id);
  (element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea'))?.focus();
}

const TARGET: Record<CheckoutProblem, string | undefined> = { noItems: undefined, startTime: undefined, terms: 'cart-terms', shipping: 'cart-shipping' };

/**
 * requirements/cart.md §5.1: after a failed attempt the problems are listed here and focus moves to the summary,
 * each entry linking to its field (the GOV.UK error-summary pattern).
 */
export function CheckoutErrorSummary({ problems, attempt, startPendingName }: { problems: CheckoutProblem[]; attempt: number; startPendingName: string }) {
  const { t } = useTranslation('cart');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  if (problems.length === 0) return null;
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby="cart-errors-title">
      <h2 id="cart-errors-title">{t('errors.title')}</h2>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{TARGET[problem] ? <a href={`#${TARGET[problem]}`} onClick={(event) => { event.preventDefault(); focusField(TARGET[problem]!); }}>{t(`errors.${problem}`)}</a> : t(`errors.${problem}`, { name: startPendingName })}</li>
        ))}
      </ul>
    </div>
  );
}
