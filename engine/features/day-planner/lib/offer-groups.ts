import { clashWith, type PlanOffer } from './plan-rules.ts';

/** One row of the plan screen: a tour with its fitting starts, or one event date. */
export interface OfferGroup {
  key: string;
  starts: PlanOffer[];
  /** The start in the plan, if any. */
  chosen: PlanOffer | undefined;
  /** Starts that fit what else is in the plan. */
  open: PlanOffer[];
  /** Why nothing is open: the plan item the first start clashes with. */
  clash: PlanOffer | undefined;
}

/** Groups fitting offers into rows (a tour's starts together), in order of their first start. */
export function offerGroups(offers: PlanOffer[], chosen: PlanOffer[], walkingMinutes: number): OfferGroup[] {
  const byKey = new Map<string, PlanOffer[]>();
  for (const offer of offers) {
    const key = `${offer.kind}-${offer.id}`;
    byKey.set(key, [...(byKey.get(key) ?? []), offer]);
  }
  return [...byKey].map(([key, starts]) => {
    const others = chosen.filter((item) => `${item.kind}-${item.id}` !== key);
    const open = starts.filter((offer) => !clashWith(offer, others, walkingMinutes));
    return {
      key, starts, open,
      chosen: chosen.find((item) => starts.some((offer) => offer.key === item.key)),
      clash: open.length ? undefined : clashWith(starts[0]!, others, walkingMinutes),
    };
  });
}
