import { describe, expect, it } from 'vitest';
import { bypassesWaitingRoom } from './entry-bypass.ts';

const visitor = { enabled: true, host: '/queue', href: 'https://shop.example/#/tickets/groups', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' };

describe('waiting-room bypass (requirements/waiting-room.md §4)', () => {
  it('checks a normal visitor on a shop page', () => {
    expect(bypassesWaitingRoom(visitor)).toBe(false);
  });

  it('lets everyone in while the room is disabled or has no queue host', () => {
    expect(bypassesWaitingRoom({ ...visitor, enabled: false })).toBe(true);
    expect(bypassesWaitingRoom({ ...visitor, host: ' ' })).toBe(true);
  });

  it('never queues a checkout URL', () => {
    expect(bypassesWaitingRoom({ ...visitor, href: 'https://shop.example/#/checkout/success?orderId=1' })).toBe(true);
  });

  it('lets bots through but not headless browsers of real visitors', () => {
    expect(bypassesWaitingRoom({ ...visitor, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(true);
    expect(bypassesWaitingRoom({ ...visitor, userAgent: 'Mozilla/5.0 HeadlessChrome/140.0' })).toBe(false);
  });
});
