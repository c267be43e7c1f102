import { redirect, type LoaderFunction } from 'react-router-dom';
import { paths } from './paths.ts';

/**
 * requirements/tickets.md §2.2 'Booking process (/shop?date&time, abstract; param ticketSelection)': old links
 * into the booking process land in today's tickets area with every query param kept. A chosen group
 * opens its day/time screen (which reads date and time); the special (VIP) step opens the VIP
 * ticket list; otherwise the group tiles come first.
 */
export function bookingRedirectPath(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  const step = pathname.replace(/^\/shop\/?/, '').split('/')[0];
  if (step === 'special') query.set('vip', 'true');
  const rest = query.toString();
  const target = query.get('group') ? paths.ticketTime.path : query.get('vip') === 'true' ? paths.ticketFilters.path : paths.tickets.path;
  return rest ? `${target}?${rest}` : target;
}

/** Loader of /shop and /shop/*: a redirect only, the booking process has no screen of its own. */
export const bookingRedirect: LoaderFunction = ({ request }) => {
  const { pathname, search } = new URL(request.url);
  return redirect(bookingRedirectPath(pathname, search));
};
