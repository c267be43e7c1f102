import type { DonationStepAfter } from '../../settings/settings.gen.ts';
import type { CartItem } from './cart-line.ts';
import { needsPersonalization } from './personalization.ts';

export type ProductType = keyof DonationStepAfter;

export interface NextStepInput {
  /** The whole cart after adding. */
  items: Pick<CartItem, 'attributes'>[];
  productType: ProductType;
  donationsEnabled: DonationStepAfter;
  skipDonation: boolean;
  attendeeFields: string[];
  /** The donations route, when the app has one. */
  donationsHref?: string;
  personalizationHref: (itemIndex: number) => string;
  cartHref: string;
}

/**
 * requirements/cart.md §4 / requirements/cart.md §4.2: after add to cart → personalisation when any item needs it; else the donation
 * step when enabled for the product type and not skipped (and the route exists); else the cart.
 */
export function nextStepAfterAdd(input: NextStepInput): string {
  const index = input.items.findIndex((item) => needsPersonalization(item, input.attendeeFields));
  if (index >= 0) return input.personalizationHref(index);
  if (input.donationsEnabled[input.productType] && !input.skipDonation && input.donationsHref) return input.donationsHref;
  return input.cartHref;
}

/** The /donations link only when the route table has it (it arrives with the donations issue). */
export function donationsHrefOf(table: Record<string, { href: (...args: never[]) => string }>): string | undefined {
  const entry = table.donations;
  return entry ? (entry.href as () => string)() : undefined;
}
