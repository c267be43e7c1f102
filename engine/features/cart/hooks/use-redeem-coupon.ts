import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { dayjs } from '../../../shared/i18n/dayjs.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { getCouponSale } from '../api/cart.api.ts';
import { couponCodeProblem, redeemCoupon, requestProblem, saleProblem, type CouponFailure, type CouponSale } from '../lib/coupon-redeem.ts';
import { useStoredCart } from './use-stored-cart.ts';

class CouponError extends Error {
  constructor(readonly failure: CouponFailure) {
    super(failure);
  }
}

/** requirements/cart.md §5.1 coupon entry. Calls: GET /coupon_sales/barcode/{code}. */
export function useRedeemCoupon() {
  const { t } = useTranslation('cart');
  const scope = useQueryScope();
  const shop = useShop();
  const { cart, update } = useStoredCart();
  const mutation = useMutation({
    mutationFn: async (code: string): Promise<CouponSale> => {
      const problem = couponCodeProblem(code, cart);
      if (problem) throw new CouponError(problem);
      const sale = await getCouponSale(scope.api, scope.locale, code.trim()).catch((error: unknown) => {
        throw new CouponError(requestProblem(isApiError(error) ? error.status : undefined));
      });
      const invalid = saleProblem(sale);
      if (invalid) throw new CouponError(invalid);
      return { ...sale, code: sale.code || code.trim() };
    },
    onSuccess: (sale) => {
      // requirements/cart.md §9: voucher tickets are valid from tomorrow at the start of the day, shop time.
      const tomorrowStart = dayjs().tz(shop.timezone).add(1, 'day').startOf('day').format();
      update((current) => redeemCoupon(current, sale, { now: new Date(), tomorrowStart, annualName: t('row.annual') }));
    },
  });
  const failure = mutation.error instanceof CouponError ? mutation.error.failure : mutation.error ? 'error' : undefined;
  return { redeem: mutation.mutate, pending: mutation.isPending, failure, redeemed: mutation.data?.code, reset: mutation.reset };
}
