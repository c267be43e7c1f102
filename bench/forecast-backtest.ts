import { openDb } from '../server/src/db/connect';
import { migrateToLatest } from '../server/src/db/migrate';
import { seedDemoDataIfEmpty } from '../server/src/db/seed/seed-demo';
import { replayHistory } from '../server/src/features/forecast/backtest-run';

/**
 * The crowd forecast's backtest (issue 18): seeds the demo shops (with their six weeks of
 * bookings) into an embedded database at a fixed instant, replays the history and prints the
 * error of the model and of two naive baselines per lead time. `npm run bench -- forecast`.
 */
const NOW = new Date(process.env.FORECAST_NOW ?? '2026-11-25T10:00:00+01:00');
const db = await openDb();
await migrateToLatest(db);
await seedDemoDataIfEmpty(db, { log: () => {}, now: NOW });
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(`crowd forecast backtest at ${NOW.toISOString()}: last 21 days predicted, MAE in places per slot, WAPE = Σ|error| / Σactual`);
console.log('shop  lead    slots  model MAE / WAPE     booked-so-far MAE / WAPE   weekday-hour mean MAE / WAPE');
for (const { shopId, results } of await replayHistory(db, NOW)) {
  for (const r of results) {
    console.log(`${String(shopId).padEnd(5)} ${`${r.leadHours} h`.padEnd(7)} ${String(r.slots).padEnd(6)} ${r.model.mae.toFixed(2).padStart(5)} / ${pct(r.model.wape).padStart(7)}      `
      + `${r.booked.mae.toFixed(2).padStart(5)} / ${pct(r.booked.wape).padStart(7)}            ${r.seasonal.mae.toFixed(2).padStart(5)} / ${pct(r.seasonal.wape).padStart(7)}`);
  }
}
await db.destroy();
