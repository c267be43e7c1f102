/** The larger unit a form field shows a value in; the stored value keeps the schema's small unit. */
export interface Scale {
  /** Stored value = shown value × factor. */
  factor: number;
  unit: 'seconds' | 'minutes' | 'currency';
}

/**
 * Settings stored in milliseconds, seconds or cents that operators read better in seconds, minutes or
 * the currency. setting-texts.test.ts makes sure every setting named …Ms or …Cents is in this list.
 */
export const SCALED_FIELDS: Record<string, Scale> = {
  'startPage.featuredCarousel.intervalMs': { factor: 1000, unit: 'seconds' },
  'checkout.timing.pendingPollIntervalMs': { factor: 1000, unit: 'seconds' },
  'checkout.timing.paymentFormThrottleMs': { factor: 1000, unit: 'seconds' },
  'tickets.groups[].timeOptions.timeGroups.groupBySeconds': { factor: 60, unit: 'minutes' },
  'waitingRoom.tokenLifetimeSeconds': { factor: 60, unit: 'minutes' },
  'donations.addDonation.valueCents': { factor: 100, unit: 'currency' },
};
