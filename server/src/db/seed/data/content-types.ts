/** Operator details the content pages mention. */
export interface ShopInfo { name: string; operator: string; street: string; zip: string; city: string; email: string; phone: string; director: string }
export type Pages = Record<string, string>;
