/**
 * The story run's clock: it starts at the e2e run's instant (a Wednesday 10:00 in Berlin, e2e/helpers/clock.ts)
 * and then runs at wall speed, so dates on the screens are the same in every run while countdowns still tick.
 * Only `Date` moves; timers keep their real pace.
 */
export function installFixedClock(instant: string): void {
  const RealDate = Date;
  const offset = RealDate.parse(instant) - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}
