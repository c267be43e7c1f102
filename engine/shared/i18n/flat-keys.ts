/**
 * The go~mus API serves a shop's texts as one flat object of dotted keys (`translations['common.empty']`);
 * clients written for it read those keys (issue 13). Our keys are `<namespace>.<path>` in the same
 * flat form. This table names the go~mus keys such clients are known to read, each with the engine key
 * of the same text, so our server can serve them and the shop can read them from the real API.
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

/**
 * Flat server texts grouped by engine namespace (`'tickets.table.empty'` → `tickets` / `table.empty`),
 * go~mus keys first translated to the engine key they stand for; an engine key given itself wins over
 * its go~mus alias. Keys of no known namespace are left out.
 */
export function flatToNamespaces(flat: Record<string, unknown>, namespaces: readonly string[]): Record<string, Record<string, string>> {
  const known = new Set(namespaces);
  const result: Record<string, Record<string, string>> = {};
  const put = (key: string, value: string) => {
    const dot = key.indexOf('.');
    const ns = key.slice(0, dot);
    if (dot > 0 && known.has(ns)) (result[ns] ??= {})[key.slice(dot + 1)] = value;
  };
  const direct = Object.entries(flat).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  for (const [key, value] of direct) {
    const alias = Object.hasOwn(GOMUS_KEYS, key) ? GOMUS_KEYS[key] : undefined;
    if (alias && !Object.hasOwn(flat, alias)) put(alias, value);
  }
  for (const [key, value] of direct) if (!Object.hasOwn(GOMUS_KEYS, key)) put(key, value);
  return result;
}
