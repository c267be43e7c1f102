import type { Dayjs, PluginFunc } from 'dayjs';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// One formatter per zone for the page's life: creating an Intl formatter costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

// The wall clocks read so far, by zone and second: the time selection asks for the same slot starts and calendar days
// with every answer that renders it again, and each read is an Intl formatToParts (issue 12). Bounded, since a
// long session can walk through many months.
const clocks = new Map<string, Readonly<WallClock>>();
const MAX_CLOCKS = 5000;

/** The wall clock of `timezone` at `timestamp`, to the second. */
export function wallClockAt(timestamp: number, timezone: string): Readonly<WallClock> {
  const key = `${timezone} ${Math.floor(timestamp / 1000)}`;
  const known = clocks.get(key);
  if (known) return known;
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterOf(timezone).formatToParts(timestamp)) {
    if (type in clock) clock[type as keyof WallClock] = Number(value);
  }
  clock.hour %= 24;
  if (clocks.size >= MAX_CLOCKS) clocks.clear();
  clocks.set(key, Object.freeze(clock));
  return clock;
}

/** Minutes `timezone` is ahead of UTC at `timestamp`. */
export function zoneOffsetAt(timestamp: number, timezone: string, clock: Readonly<WallClock> = wallClockAt(timestamp, timezone)): number {
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((wallAsUtc - Math.floor(timestamp / 1000) * 1000) / 60_000);
}

type ZonedDayjs = Dayjs & { $L: string; $ms: number; $x: { $timezone?: string } };

/**
 * dayjs's `tz()` without its `Date#toLocaleString(…, { timeZone })`, which builds a new Intl
 * formatter on every call: one `tz()` cost about a millisecond of a throttled phone's main thread,
 * and the first screens call it hundreds of times (issue 12). Same steps as the timezone plugin's
 * `tz()` (dayjs 1.11), the wall clock read from one cached formatter. Extend after `timezone`.
 */
export const fastTz: PluginFunc = (_option, dayjsClass, dayjsFactory) => {
  const proto = dayjsClass.prototype as unknown as { tz: (this: ZonedDayjs, timezone?: string, keepLocalTime?: boolean) => Dayjs };
  const original = proto.tz;
  proto.tz = function tz(timezone, keepLocalTime) {
    // Without a zone the plugin uses its default zone, which only it knows.
    if (timezone === undefined || !this.isValid()) return original.call(this, timezone, keepLocalTime);
    const oldOffset = this.utcOffset();
    const timestamp = this.valueOf();
    const clock = wallClockAt(timestamp, timezone);
    const offset = zoneOffsetAt(timestamp, timezone, clock);
    let zoned: Dayjs;
    if (offset === 0) {
      zoned = this.utcOffset(0, keepLocalTime);
    } else {
      const wall = new Date(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
      zoned = dayjsFactory(wall, { locale: this.$L }).millisecond(this.$ms).utcOffset(offset, true);
      if (keepLocalTime) zoned = zoned.add(oldOffset - zoned.utcOffset(), 'minute');
    }
    (zoned as ZonedDayjs).$x.$timezone = timezone;
    return zoned;
  };
};
