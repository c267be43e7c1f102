/** Crawlers never queue (requirements/waiting-room.md §4.1 'Waiting room': 'the user agent is a bot'). */
const BOT = /bot|crawler|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp/i;

export interface BypassInput {
  enabled: boolean;
  host: string;
  /** The full current URL including the hash route. */
  href: string;
  userAgent: string;
}

/**
 * requirements/waiting-room.md §4: entry is always allowed when the room is disabled (or has no queue host, as the
 * settings schema documents), the URL contains 'checkout/' (a paying visitor is never sent back
 * into the line), or the visitor is a bot.
 */
export function bypassesWaitingRoom({ enabled, host, href, userAgent }: BypassInput): boolean {
  return !enabled || !host.trim() || href.includes('checkout/') || BOT.test(userAgent);
}
