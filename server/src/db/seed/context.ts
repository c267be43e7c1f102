import type { Dayjs } from 'dayjs';
import type { Transaction } from 'kysely';
import type { Database, Localized } from '../schema';

export type Lang = 'de' | 'en' | 'es' | 'fr';
/** A translatable demo text: German and English always, Spanish and French for the group shop. */
export type L = { de: string; en: string; es?: string; fr?: string };

export interface SeedContext {
  trx: Transaction<Database>;
  shopId: number;
  slug: string;
  locales: Lang[];
  /** Start of the seed day in Europe/Berlin; every demo date is relative to it. */
  day: Dayjs;
  /** The seed instant: bookings of the demo history are made before it. */
  now: Date;
  /** Ids of rows created earlier in this shop's seed, by their key in the data files. */
  ids: Record<string, number>;
}

/** Keeps only the shop's locales, so a de/en shop stores no Spanish or French texts. */
export function tr(ctx: SeedContext, text: L): string {
  const out: Localized = {};
  for (const lng of ctx.locales) {
    const value = text[lng];
    if (value === undefined) throw new Error(`seed: missing ${lng} text for "${text.de}"`);
    out[lng] = value;
  }
  return JSON.stringify(out);
}

/** An empty translatable text (jsonb '{}'). */
export const none = JSON.stringify({});

/** Looks up an id stored by an earlier step; a typo in the data files fails loudly. */
export function id(ctx: SeedContext, key: string): number {
  const value = ctx.ids[key];
  if (value === undefined) throw new Error(`seed: unknown reference "${key}" in shop ${ctx.slug}`);
  return value;
}

export function remember(ctx: SeedContext, keys: string[], rows: { id: number }[]): void {
  keys.forEach((key, index) => {
    const row = rows[index];
    if (!row) throw new Error(`seed: no row returned for "${key}"`);
    ctx.ids[key] = row.id;
  });
}
