import type { CartDonation, ShippingItem } from '../lib/cart-model.ts';
import type { CartItem } from '../../../shared/cart-line/cart-line.ts';
import type { CartTotals } from '../lib/cart-totals.ts';
import { useCartLabels } from '../hooks/use-cart-labels.ts';
import { CartItemRow, type CartItemRowProps } from './cart-item-row.tsx';
import { CartTable } from './cart-table.tsx';
import { CartTotalsRows } from './cart-totals-rows.tsx';
import { DonationRow } from './donation-row.tsx';

type RowHandlers = Pick<CartItemRowProps, 'onQuantity' | 'onRemove' | 'onRefresh' | 'onExpire'>;

export interface CartItemsTableProps extends RowHandlers {
  items: CartItem[];
  donations: CartDonation[];
  campaigns: { id: number; name: string }[];
  shippingItems: ShippingItem[];
  totals: CartTotals;
  currency: string;
  timezone: string;
  personalizeIndexes: number[];
  busyIndex: number | null;
  failedIndex: number | null;
  onRemoveDonation: (index: number) => void;
}

/** requirements/cart.md §2.1: item rows, donation rows, then shipping, total and VAT in the foot. */
export function CartItemsTable(props: CartItemsTableProps) {
  const { items, donations, campaigns, currency, timezone } = props;
  const labels = useCartLabels(items);
  return (
    <CartTable foot={<CartTotalsRows totals={props.totals} shippingItems={props.shippingItems} currency={currency} />}>
      {items.map((item, index) => (
        <CartItemRow
          key={`${item.type}-${item.attributes.id}-${index}`} item={item} label={labels[index] ?? null} index={index} currency={currency} timezone={timezone}
          needsPersonalization={props.personalizeIndexes.includes(index)} busy={props.busyIndex === index} failed={props.failedIndex === index}
          onQuantity={props.onQuantity} onRemove={props.onRemove} onRefresh={props.onRefresh} onExpire={props.onExpire}
        />
      ))}
      {donations.map((donation, index) => (
        <DonationRow
          key={`donation-${index}`} donation={donation} currency={currency} onRemove={() => props.onRemoveDonation(index)}
          campaign={campaigns.find((campaign) => campaign.id === donation.campaign_id)?.name ?? ''}
        />
      ))}
    </CartTable>
  );
}
