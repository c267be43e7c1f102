import type { Db } from '../../db/connect';
import type { FieldErrors } from '../../http/api-error';
import { addError } from './order-parts';
import { campaignIdsOf, insertDonations } from './store';

export interface DonationInput { value: number; campaign_id: number }

/** Donations to campaigns of this shop, added to the total. @see requirements/cart.md §3.5, requirements/cart.md §9.1 */
export async function planDonations(db: Db, shopId: number, donations: DonationInput[]) {
  const errors: FieldErrors = {};
  const ids = [...new Set(donations.map((donation) => donation.campaign_id))];
  const campaigns = await campaignIdsOf(db, shopId, ids);
  donations.forEach((donation, index) => {
    if (!campaigns.includes(donation.campaign_id)) addError(errors, `donations.${index}.campaign_id`, 'is not a campaign of this shop');
  });
  return {
    errors,
    totalCents: donations.reduce((sum, donation) => sum + donation.value, 0),
    book: (trx: Db, orderId: number) => insertDonations(trx, orderId, donations),
  };
}
