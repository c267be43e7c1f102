import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { publicBaseUrl } from '../../http/public-url';

/** Hosts a return URL may point at: the host this request came to and the shop's own hosts. */
export function allowedReturnHosts(c: Context<AppEnv>): string[] {
  const hosts = [new URL(c.req.url).host, ...c.get('shop').hosts];
  const header = c.req.header('host');
  if (header) hosts.push(header);
  return hosts;
}

/** This API's origin as the browser sees it (or the PUBLIC_URL setting), for absolute payment URLs. */
export function requestOrigin(c: Context<AppEnv>): string {
  return publicBaseUrl(c);
}
