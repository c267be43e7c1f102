import type { ApiConfig } from '../../../shared/api/api-config.ts';
import type { QueuePort } from '../lib/entry-check.ts';
import { queueBaseOf } from '../lib/queue-base.ts';
import { queueTokenCookie, readQueueToken } from '../lib/token-cookie.ts';
import { checkQueue, enterQueue } from './queue.api.ts';

export interface QueueTarget {
  host: string;
  api: ApiConfig;
  storagePrefix: string;
}

export const queueBase = ({ host, api }: QueueTarget) => queueBaseOf(host, api.apiBase, api.shopUrl);
export const tokenCookieName = (prefix: string) => `${prefix}waiting_room_token`;

/** The browser side of the entry check: the queue over fetch, the token in a cookie. */
export function browserQueuePort(target: QueueTarget): QueuePort {
  const base = queueBase(target);
  const name = tokenCookieName(target.storagePrefix);
  return {
    enter: () => enterQueue(base),
    check: (token) => checkQueue(base, token),
    readToken: () => readQueueToken(name, document.cookie),
    storeToken: (token, maxAge) => {
      document.cookie = queueTokenCookie(name, token, maxAge);
    },
  };
}
