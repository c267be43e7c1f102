import { useTranslation } from 'react-i18next';
import type { CartDonation } from '../lib/cart-model.ts';
import { CartRow } from './cart-row.tsx';

interface DonationRowProps {
  donation: CartDonation;
  campaign: string;
  currency: string;
  onRemove: () => void;
}

/** requirements/cart.md §2.1 'plus donation rows': campaign and value, removable, no quantity. */
export function DonationRow({ donation, campaign, currency, onRemove }: DonationRowProps) {
  const { t } = useTranslation('cart');
  const label = t('row.donation', { campaign });
  return <CartRow name={label} label={label} quantity={<span className="cart-quantity cart-quantity--fixed">1</span>} totalCents={donation.value} currency={currency} onRemove={onRemove} />;
}
