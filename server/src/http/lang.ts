import type { Context } from 'hono';
import type { Lang } from '../shared/localize';
import type { AppEnv } from './app-env';

export function langOf(c: Context<AppEnv>): Lang {
  return { locale: c.get('locale'), main: c.get('shop').locales[0] ?? 'de' };
}
