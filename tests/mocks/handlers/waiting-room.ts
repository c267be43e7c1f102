import { http, HttpResponse, type RequestHandler } from 'msw';
import { WAITING, type QueueStatus } from '../fixtures/waiting-room';

/** Stories share one browser: a queue token cookie of the previous story must not decide the next. */
export function clearQueueCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name.endsWith('waiting_room_token')) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/**
 * The queue service (server/src/features/waiting-room): enter hands out a token, each check answers the next
 * status of `statuses` (the last one repeats). `enterStatus` 404 means 'no waiting room'.
 */
function scenario({ statuses = [WAITING], enterStatus = 200, onLeave }: { statuses?: QueueStatus[]; enterStatus?: number; onLeave?: () => void } = {}): RequestHandler[] {
  let call = 0;
  return [
    http.post('*/queue/:shop/enter', () => (enterStatus === 200
      ? HttpResponse.json({ token: 'story-queue-token' })
      : HttpResponse.json({ error: 'Waiting room not found', errors: {} }, { status: enterStatus }))),
    http.get('*/queue/:shop/check', () => HttpResponse.json(statuses[Math.min(call++, statuses.length - 1)])),
    http.delete('*/queue/:shop/leave', () => {
      onLeave?.();
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** Default scenario (house-style.md §14), varied by its options. */
export const waitingRoomHandlers = { default: scenario };
