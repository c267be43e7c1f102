/**
 * The go~mus API serves a shop's texts as one flat object of dotted keys (`translations['common.empty']`);
 * clients written for it read those keys (issue 13). Our keys are `<namespace>.<path>` in the same
 * flat form. This table names the go~mus keys such clients are known to read, each with the engine key
 * of the same text, so GET /shop serves them too.
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

type Tree = { [key: string]: unknown };

/** `{ns: {a: {b: 'x'}}}` → `{'ns.a.b': 'x'}`; only string leaves count. */
export function flattenKeys(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, flattenKeys(value as Tree, `${prefix}${key}.`));
  }
  return flat;
}
