import { ApiError } from '../../http/api-error';

/**
 * Where the sandbox sends the buyer back. Only a path on this site or an absolute URL on
 * an allowed host (the API's own host or one of the shop's hosts) is accepted, so the
 * payment page cannot be used as an open redirect. A shop host without a port allows any port on it.
 */
export function safeReturnBase(raw: string | undefined, allowedHosts: readonly string[]): string {
  if (raw === undefined || raw === '') return '/';
  const withoutHash = raw.split('#')[0]!;
  if (/^\/(?![/\\])/.test(withoutHash) && !/[\r\n\t]/.test(withoutHash)) return withoutHash;
  let url: URL;
  try {
    url = new URL(withoutHash);
  } catch {
    throw refused();
  }
  const allowed = allowedHosts.map((host) => host.toLowerCase());
  if (!['http:', 'https:'].includes(url.protocol) || url.username || url.password || !(allowed.includes(url.host) || allowed.includes(url.hostname))) {
    throw refused();
  }
  return url.toString();
}

function refused(): ApiError {
  return ApiError.invalid('return_url is not allowed', { return_url: ['must be a path on this site or a URL of this shop'] });
}

/** The shop's hash route after a payment decision. @see requirements/checkout-and-orders.md §2, requirements/checkout-and-orders.md §4.3 */
export function shopReturnUrl(base: string, outcome: 'pending' | 'failure', orderToken: string, error?: string): string {
  const token = encodeURIComponent(orderToken);
  if (outcome === 'pending') return `${base}#/checkout/pending?orderId=${token}`;
  const detail = error ? `&payment_error=${encodeURIComponent(error)}` : '';
  return `${base}#/checkout/failure?orderId=${token}&paymentFailure=true${detail}`;
}
