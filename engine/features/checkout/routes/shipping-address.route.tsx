import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useQueryScope } from '../../../shared/api/use-query-scope.ts';
import { ErrorBanner } from '../../../shared/ui/error-banner.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useStoredCart } from '../../cart/hooks/use-stored-cart.ts';
import { createShippingAddress } from '../api/checkout.api.ts';
import { checkoutQueries } from '../api/checkout.queries.ts';
import { ShippingAddressForm } from '../components/shipping-address-form.tsx';
import type { ShippingAddressDraft } from '../lib/shipping-address.ts';
import '../components/checkout.css';

/**
 * /checkout/shipping-address (requirements/checkout-and-orders.md §2.2). Calls: GET /countries; POST /customer/customer_addresses
 * (adress_type_id 2) when a different address is entered; its id becomes the order's shipping_address_id.
 */
function ShippingAddressPage() {
  const { t } = useTranslation('checkout');
  const scope = useQueryScope();
  const navigate = useNavigate();
  const { update } = useStoredCart();
  const countries = useQuery(checkoutQueries.countries(scope));
  const save = useMutation({
    mutationFn: async (draft: ShippingAddressDraft) => {
      if (draft.sameAddress) return null;
      const { sameAddress: _same, country_id, ...address } = draft;
      return createShippingAddress(scope.api, scope.locale, { ...address, country_id: Number(country_id) });
    },
    onSuccess: (shippingAddressId) => {
      update((cart) => ({ ...cart, shippingAddressId }));
      void navigate(paths.checkoutProcess.href());
    },
  });
  return (
    <section className="checkout-page">
      <PageHeading>{t('shippingAddress.title')}</PageHeading>
      {save.error && <ErrorBanner error={save.error} onClose={save.reset} />}
      <ShippingAddressForm countries={countries.data ?? []} busy={save.isPending} onConfirm={save.mutate} />
    </section>
  );
}

export { ShippingAddressPage as Component, RouteError as ErrorBoundary };
