import { isoBerlin } from '../../shared/berlin-time';
import type { listDonations, OrderHead } from './order-json.store';
import type { OrderItemJson, OrderJson } from './order.schemas';

type DonationRow = Awaited<ReturnType<typeof listDonations>>[number];

/** The order in the requirements/api.md §8.2 shape; items in the order they were placed (position, then id). */
export function orderJson(
  order: OrderHead, items: OrderItemJson[], positions: { id: number; position: number }[],
  donations: DonationRow[], coupons: { code: string; amount_cents: number }[], { locale, main }: { locale: string; main: string },
): OrderJson {
  const position = new Map(positions.map((row) => [row.id, row.position]));
  const sorted = [...items].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0) || a.id - b.id);
  return {
    id: order.id, token: order.token, is_valid: order.is_valid, canceled: order.canceled, payment_status: order.payment_status,
    total_price_cents: order.total_price_cents, comment: order.comment, customer_comment: order.comment, reference: order.reference,
    created_at: isoBerlin(new Date(order.created_at as unknown as Date)), source: order.source, billing_address_id: order.billing_address_id,
    invoice: false, items: sorted,
    donations: donations.map((row) => ({
      donation_campaign_id: row.donation_campaign_id, campaign: row.name[locale] ?? row.name[main] ?? null, donation_cents: row.donation_cents,
    })),
    coupons,
  };
}
