import type { Db } from '../../db/connect';
import type { FieldErrors } from '../../http/api-error';
import { addError } from './order-parts';

export interface DonationInput { value: number; campaign_id: number }

/** Donations to campaigns of this shop, added to the total. @see cart-checkout §3.4, §9 */
export async function planDonations(db: Db, shopId: number, donations: DonationInput[]) {
  const errors: FieldErrors = {};
  const ids = [...new Set(donations.map((donation) => donation.campaign_id))];
  const campaigns = ids.length
    ? await db.selectFrom('donation_campaigns').select('id').where('shop_id', '=', shopId).where('id', 'in', ids).execute()
    : [];
  donations.forEach((donation, index) => {
    if (!campaigns.some((campaign) => campaign.id === donation.campaign_id)) addError(errors, `donations.${index}.campaign_id`, 'is not a campaign of this shop');
  });
  return {
    errors,
    totalCents: donations.reduce((sum, donation) => sum + donation.value, 0),
    async book(trx: Db, orderId: number) {
      if (donations.length === 0) return;
      await trx.insertInto('order_donations').values(donations.map((donation) => ({
        order_id: orderId, donation_campaign_id: donation.campaign_id, donation_cents: donation.value,
      }))).execute();
    },
  };
}
