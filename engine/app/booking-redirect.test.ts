import { describe, expect, it } from 'vitest';
import { bookingRedirect, bookingRedirectPath } from './booking-redirect.ts';

describe('bookingRedirectPath (requirements/tickets.md §2.2 Booking process /shop?date&time)', () => {
  it('keeps date and time and opens the group tiles without a group', () => {
    expect(bookingRedirectPath('/shop', '?date=2026-12-01&time=10:00')).toBe('/tickets/groups?date=2026-12-01&time=10%3A00');
  });

  it('with a group, opens its time screen with date and time', () => {
    expect(bookingRedirectPath('/shop', '?group=timeSlot&date=2026-12-01&time=10:00&ticketSelection=3')).toBe('/tickets/time?group=timeSlot&date=2026-12-01&time=10%3A00&ticketSelection=3');
  });

  it('the special (VIP) step opens the VIP ticket list', () => {
    expect(bookingRedirectPath('/shop/special', '?date=2026-12-01')).toBe('/tickets/filters?date=2026-12-01&vip=true');
    expect(bookingRedirectPath('/shop', '?vip=true')).toBe('/tickets/filters?vip=true');
  });

  it('a bare /shop or an old step opens the tickets area', () => {
    expect(bookingRedirectPath('/shop', '')).toBe('/tickets/groups');
    expect(bookingRedirectPath('/shop/day', '')).toBe('/tickets/groups');
  });

  it('the loader answers with a redirect', async () => {
    const response = (await bookingRedirect({ request: new Request('http://shop.test/shop?date=2026-12-01'), params: {}, context: undefined } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/tickets/groups?date=2026-12-01');
  });
});
