import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { postEmbeddedPayment, type EmbeddedPaymentBody } from '../api/payment.api.ts';
import { canSubmit, providerErrors, type PaymentErrorCode } from '../lib/card-checks.ts';

export interface PaymentTarget {
  provider: string;
  orderId: string;
  amount: number;
}

/**
 * Submits the embedded form (requirements/payment.md §2.1): disabled while processing and throttled to one submit per
 * paymentFormThrottleMs; a 3-D Secure answer opens the confirm step; success goes to pending, which
 * confirms the paid state from the server. Calls: POST /orders/{token}/payments/{provider}.
 */
export function useEmbeddedPayment({ provider, orderId, amount }: PaymentTarget) {
  const scope = useQueryScope();
  const navigate = useNavigate();
  const shop = useShop();
  const throttle = shop.settings.checkout.timing.paymentFormThrottleMs;
  const lastSubmit = useRef<number | null>(null);
  const [threeDs, setThreeDs] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, PaymentErrorCode>>({});
  const mutation = useMutation({
    mutationFn: (body: Partial<EmbeddedPaymentBody>) =>
      postEmbeddedPayment(scope.api, scope.locale, provider, orderId, { method: 'card', amount, currency: shop.currency.code, description: '', ...body }),
    onSuccess: (result) => {
      if (result.status === '3ds_required') return setThreeDs(result.three_ds_session);
      void navigate(paths.checkoutPending.href(orderId), { replace: true });
    },
    onError: (error) => {
      setThreeDs(null);
      setErrors(isApiError(error) && error.status === 422 ? providerErrors(error.data) : { form: 'internal_server_error' });
    },
  });
  const submit = (body: Partial<EmbeddedPaymentBody>) => {
    if (mutation.isPending || !canSubmit(lastSubmit.current, Date.now(), throttle)) return false;
    lastSubmit.current = Date.now();
    setErrors({});
    mutation.mutate(body);
    return true;
  };
  const answerThreeDs = (result: 'confirm' | 'cancel') => {
    if (!threeDs || mutation.isPending) return;
    mutation.mutate({ three_ds_session: threeDs, three_ds_result: result });
  };
  return { submit, answerThreeDs, threeDs, errors, setErrors, processing: mutation.isPending };
}
