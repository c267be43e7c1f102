import type { MiddlewareHandler } from 'hono';
import type { Localized } from '../db/schema';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/**
 * `?locale=xx` (requirements/api.md §1.7): only the shop's locales are accepted (422 otherwise),
 * and the first of them is the default and the fallback.
 */
export const localeContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const shop = c.get('shop');
  const requested = c.req.query('locale') ?? c.req.query('lang');
  const main = shop.locales[0] ?? 'de';
  if (requested !== undefined && requested !== '' && !shop.locales.includes(requested)) {
    throw ApiError.invalid(`Unknown locale '${requested}'`, {
      locale: [`must be one of ${shop.locales.join(', ')}`],
    });
  }
  c.set('locale', requested || main);
  await next();
};

/** The text in `locale`, else in the main locale, else any text there is. */
export function localize(value: Localized | null | undefined, locale: string, main = 'de'): string | null {
  if (!value) return null;
  return value[locale] ?? value[main] ?? Object.values(value)[0] ?? null;
}
