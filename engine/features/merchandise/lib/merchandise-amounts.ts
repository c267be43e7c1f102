/** The money fields of a merchandise article that the amounts depend on. */
export interface PricedArticle {
  price_cents: number;
  discount: number;
  vat_pct: number;
  tax_included: boolean;
}

export interface MerchandiseAmounts {
  /** The list price of one unit. */
  unitCents: number;
  /** One unit after the discount: what the cart and the order charge. */
  discountedUnitCents: number;
  /** quantity × list price, before the discount. */
  lineCents: number;
  /** quantity × discounted unit: the amount this article adds to the cart. */
  totalCents: number;
  /** VAT contained in (tax_included) or added to the total. */
  vatCents: number;
}

/** requirements/products-and-merchandise.md §9: price = round(price − price × discount / 100), per unit, as the server does (domain/pricing.ts). */
export function discountedUnit(priceCents: number, discountPct: number): number {
  if (!discountPct) return priceCents;
  return Math.round(priceCents - (priceCents * discountPct) / 100);
}

/** requirements/products-and-merchandise.md §9: included VAT = round(amount × pct / (100 + pct)); net prices add round(amount × pct / 100). */
export function vatOf(amountCents: number, vatPct: number, taxIncluded: boolean): number {
  if (vatPct <= 0) return 0;
  return Math.round((amountCents * vatPct) / (taxIncluded ? 100 + vatPct : 100));
}

/** Everything the detail screen shows for `quantity` units. */
export function merchandiseAmounts(article: PricedArticle, quantity: number): MerchandiseAmounts {
  const discounted = discountedUnit(article.price_cents, article.discount);
  const totalCents = quantity * discounted;
  return {
    unitCents: article.price_cents,
    discountedUnitCents: discounted,
    lineCents: quantity * article.price_cents,
    totalCents,
    vatCents: vatOf(totalCents, article.vat_pct, article.tax_included),
  };
}
