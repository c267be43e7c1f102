/**
 * Render time of the time-selection screen's heavy parts with a year of data (issue 'Ticket
 * booking, complete'): 365 days × 40 slots of one quota shared by three tickets, turned into slots
 * (slotsFromCapacities), then the slot list and a 12-month calendar mounted in jsdom, and one slot
 * chosen (the re-render a click causes). Prints the median of several runs in milliseconds.
 */
import { register } from 'node:module';
import { performance } from 'node:perf_hooks';
import { JSDOM } from 'jsdom';

// Components import their CSS; Node cannot, so .css resolves to an empty module here.
register(`data:text/javascript,${encodeURIComponent(
  'export async function load(url, context, next) { return url.endsWith(".css") ? { format: "module", source: "", shortCircuit: true } : next(url, context); }',
)}`);

const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
Object.assign(globalThis, { window: dom.window, document: dom.window.document, HTMLElement: dom.window.HTMLElement, IS_REACT_ACT_ENVIRONMENT: true });

const RUNS = 7;
const SLOTS_PER_DAY = 40;
const DAYS = 365;

const { createElement } = await import('react');
const { act } = await import('react');
const { createRoot } = await import('react-dom/client');
const { addDays, slotAt } = await import('../engine/features/tickets/lib/berlin-day.ts');
const { slotsFromCapacities } = await import('../engine/features/tickets/lib/time-slots.ts');
const { TimeSlotList } = await import('../engine/features/tickets/components/time-slot-list.tsx');
const { CalendarPanel } = await import('../engine/features/tickets/components/calendar-panel.tsx');
const { DEFAULT_SETTINGS } = await import('../engine/settings/defaults.gen.ts');
const { default: i18next } = await import('i18next');
const { initReactI18next } = await import('react-i18next');
const { default: tickets } = await import('../engine/features/tickets/locales/de.json', { with: { type: 'json' } });
// The real texts, so the measured render includes translation lookups like the shop's.
await i18next.use(initReactI18next).init({ lng: 'de', ns: ['tickets'], defaultNS: 'tickets', resources: { de: { tickets } } });

const first = addDays(new Date().toISOString().slice(0, 10), 1);
const capacities: Record<string, number> = {};
const days: Record<string, boolean> = {};
for (let day = 0; day < DAYS; day += 1) {
  const date = addDays(first, day);
  days[date] = true;
  // 40 slots of 15 minutes from 8:00.
  for (let slot = 0; slot < SLOTS_PER_DAY; slot += 1) capacities[slotAt(date, 480 + slot * 15)] = (day + slot) % 41;
}
const data = { 2: { tickets: [4, 5, 6], capacities, total_capacities: Object.fromEntries(Object.keys(capacities).map((key) => [key, 40])) } };
const group = DEFAULT_SETTINGS.tickets.groups[1]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const derive: number[] = [];
const mount: number[] = [];
const select: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  let started = performance.now();
  const slots = slotsFromCapacities(data, [4, 5, 6]);
  derive.push(performance.now() - started);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const screen = (selected: string | null) => createElement('div', null,
    createElement(CalendarPanel, { month: first.slice(0, 7), monthsQuantity: 12, today: first, selected: first, days, showSoldOut: true, onSelect: () => undefined, onMonthChange: () => undefined }),
    createElement(TimeSlotList, { date: first, slots, selected, options: group.timeOptions, colours: { ...group.timeSlotCapacity, enabled: true }, onSelect: () => undefined }));
  started = performance.now();
  await act(async () => root.render(screen(null)));
  mount.push(performance.now() - started);
  started = performance.now();
  await act(async () => root.render(screen(slots[20]!.start_time)));
  select.push(performance.now() - started);
  await act(async () => root.unmount());
  container.remove();
}

const rows = [
  ['slots from a year of capacities', derive],
  ['mount: 12-month calendar + slot list', mount],
  ['re-render after choosing a slot', select],
] as const;
process.stdout.write(`\nTime-selection render, ${DAYS} days × ${SLOTS_PER_DAY} slots (${Object.keys(capacities).length} slots), median of ${RUNS} runs\n`);
for (const [name, values] of rows) process.stdout.write(`  ${name.padEnd(40)} ${median(values).toFixed(1).padStart(8)} ms\n`);
