import { DEFAULT_TIMEZONE, dayjs } from '../../../shared/i18n/dayjs.ts';
import type { TourPriceParams } from '../api/tours.api.ts';

export interface PriceAddress {
  billingAddressId: number | null;
  /** The selected address's price_target_audience.id. */
  audienceId?: number | null;
}

/**
 * requirements/tours.md §7.1 Tours: prices depend on the date, the start (HH-MM, requirements/api.md §1.8) and the
 * language; requirements/accounts.md §6.3 / issue 7: a logged-in user's selected address is sent as billing_address_id and,
 * for tours, its price audience as price_target_audience_id, which brings special prices.
 */
export function tourPriceParams(startTime: string, languageId: number | null, address: PriceAddress, timezone = DEFAULT_TIMEZONE): TourPriceParams {
  const local = dayjs(startTime).tz(timezone);
  return {
    date: local.format('YYYY-MM-DD'),
    time: local.format('HH-mm'),
    ...(languageId !== null ? { language_id: languageId } : {}),
    ...(address.billingAddressId !== null ? { billing_address_id: address.billingAddressId } : {}),
    ...(address.billingAddressId !== null && address.audienceId != null ? { price_target_audience_id: address.audienceId } : {}),
  };
}
