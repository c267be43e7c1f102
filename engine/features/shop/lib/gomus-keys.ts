/**
 * The go~mus API serves a shop's texts as one flat object of dotted keys (`translations['common.empty']`),
 * some of them under its own names (issue 13). This table names the go~mus keys clients are known to
 * read, each with the engine key of the same text: our server serves them beside ours
 * (server/src/features/shop/shop-json.ts), and the shop reads them from an answer of the real API
 * (shop-translations.ts), so a museum's own wording there overrides our texts too. It lives outside
 * engine/shared/ so that its lazy import stays a chunk of its own (scripts/vite-chunk-groups.ts).
 */
export const GOMUS_KEYS: Readonly<Record<string, string>> = {
  'common.empty': 'tickets.table.empty',
  'common.tickets.empty': 'tickets.table.empty',
  'common.soldOut': 'events.dates.soldOut',
  'cart.content.table.desc': 'cart.table.product',
  'ticket.timeSlot.title': 'tickets.groups.items.timeSlot.title',
  'ticket.time.minCapacitySelect': 'tickets.time.minCapacitySelect',
  'tickets.noSelection': 'tickets.selection.noSelection',
  'product.dates.table.button': 'events.tickets.choose',
  'product.detail.empty': 'events.detail.empty',
  'product.dates.empty': 'events.dates.empty',
  'bookingProcess.timeSelection.empty': 'tickets.time.noSlots',
};

/**
 * The translations with each go~mus key's text also under its engine key. A text the answer gives
 * under the engine key itself wins; of two go~mus keys for one engine key, the first in the table.
 */
export function withEngineKeys(translations: Record<string, unknown>): Record<string, unknown> {
  const result = { ...translations };
  for (const [gomus, ours] of Object.entries(GOMUS_KEYS)) {
    const text = translations[gomus];
    if (typeof text === 'string' && result[ours] === undefined) result[ours] = text;
  }
  return result;
}
