import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { RouteError } from '../../../shared/ui/route-error.tsx';
import { useSetAtom } from '../../../shared/state/jotai.ts';
import { updateCartAtom } from '../../cart/state/cart.atoms.ts';
import { useShop } from '../../shop/api/shop.queries.ts';
import { DonationForm } from '../components/donation-form.tsx';

/**
 * /donations (requirements/cart.md §2.5 'Donations', requirements/cart.md §2.5): the optional step after add to cart. The
 * campaigns come from the bootstrap (shop.config.donations.campaigns); without any campaign there
 * is nothing to give to, so the step is skipped. Adding writes to the stored cart's donations;
 * either answer sets skipDonation so later adds go straight to the cart. No API calls.
 */
function DonationsPage() {
  const { t } = useTranslation('donations');
  const shop = useShop();
  const navigate = useNavigate();
  const update = useSetAtom(updateCartAtom(shop.storagePrefix));
  const campaigns = shop.config.donations?.campaigns ?? [];
  if (campaigns.length === 0) return <Navigate to={paths.cart.href()} replace />;
  return (
    <>
      <PageHeading>{t('title')}</PageHeading>
      <p className="ticket-info">{t('intro')}</p>
      <DonationForm
        campaigns={campaigns} currency={shop.currency.code}
        onAdd={(donation) => {
          // Answered: later adds go straight to the cart, and the cart does not ask again (issue 19).
          update((cart) => ({ ...cart, donations: [...cart.donations, donation], skipDonation: true }));
          navigate(paths.cart.href());
        }}
        onSkip={() => {
          update((cart) => ({ ...cart, skipDonation: true }));
          navigate(paths.cart.href());
        }}
      />
    </>
  );
}

export { DonationsPage as Component, RouteError as ErrorBoundary };
