import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { api } from '../api-url';

type Body = { card_number?: string; iban?: string; three_ds_session?: string; three_ds_result?: 'confirm' | 'cancel' };

/**
 * POST /orders/{token}/payments/sandbox as server/src/features/payment/embedded-payment.ts answers it:
 * 4000 0000 0000 3220 asks for 3-D Secure; 4000 0000 0000 0002 is declined with a provider code
 * per field (422); every other valid input is paid. `onPay` sees each request (throttle stories).
 */
function scenario(onPay?: (body: Body) => void): RequestHandler[] {
  return [
    http.post(api('/orders/:token/payments/sandbox'), async ({ request }) => {
      const body = (await request.json()) as Body;
      onPay?.(body);
      if (body.three_ds_session) {
        if (body.three_ds_result !== 'confirm') return HttpResponse.json({ error: '3ds_cancelled', errors: { three_ds: ['3ds_cancelled'] } }, { status: 422 });
        return HttpResponse.json({ status: 'success' });
      }
      const number = body.card_number?.replace(/\s/g, '');
      if (number === '4000000000003220') return HttpResponse.json({ status: '3ds_required', three_ds_session: 'story-3ds' });
      if (number === '4000000000000002') {
        return HttpResponse.json({ error: 'field_invalid_card_number', errors: { card_number: ['field_invalid_card_number'], card_cvc: ['field_invalid_card_cvc'] } }, { status: 422 });
      }
      return HttpResponse.json({ status: 'success' });
    }),
  ];
}

/** Default plus named scenarios (house-style.md §14). */
export const paymentHandlers = {
  default: scenario,
  /** The provider takes a while: the form stays busy (and throttled) meanwhile. */
  slow: (onPay?: (body: Body) => void): RequestHandler[] => [
    http.post(api('/orders/:token/payments/sandbox'), async ({ request }) => {
      onPay?.((await request.json()) as Body);
      await delay(1500);
      return HttpResponse.json({ error: 'internal_server_error', errors: {} }, { status: 502 });
    }),
  ],
};
