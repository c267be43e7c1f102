import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it, onTestFinished } from 'vitest';
import { openDb } from '../db/connect';
import { slotIso } from '../testing/dates.fixtures';
import { startApiProcess } from '../testing/api-process.fixtures';

/**
 * Why this test exists: a deploy sends SIGTERM to a process that is taking orders. Whatever
 * it answered 201 must be a complete order (item, ticket sale, places taken); whatever it
 * refused or never answered must leave nothing behind. The real `npm start` server runs as a
 * child process on the embedded database, which the test opens after the process exited.
 */
const CLIENTS = 8;
const SIGTERM_AFTER = 24;
const SHOP = { 'X-Shop-Url': 'museen.localhost', 'Content-Type': 'application/json' };

it('drains on SIGTERM: every accepted order complete, every refused one absent', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'drain-'));
  const server = await startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '1' });
  // A failed assertion must not leave the server running.
  onTestFinished(() => { if (server.child.exitCode === null) server.child.kill('SIGKILL'); });
  // Demo ticket 1 (day ticket, 10:00 start) on the first day of the server's own calendar that takes an order.
  const calendar = await (await fetch(`${server.base}/api/v4/tickets/calendar?ticket_ids[]=1`, { headers: SHOP })).json() as { data: Record<string, boolean> };
  const orderBody = (day: string) => JSON.stringify({ items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1, time: slotIso(day, 600) } }], total: 1400 });
  const accepted: number[] = [];
  const refused: string[] = [];
  let body = '';
  for (const day of Object.keys(calendar.data).filter((key) => calendar.data[key])) {
    const probe = await fetch(`${server.base}/api/v4/orders`, { method: 'POST', headers: SHOP, body: orderBody(day) });
    const json = await probe.json() as { order?: { id: number } };
    if (probe.status === 201 && json.order) {
      accepted.push(json.order.id);
      body = orderBody(day);
      break;
    }
  }
  expect(body, 'no calendar day took an order').not.toBe('');

  let signalled = false;
  const client = async () => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const result = await fetch(`${server.base}/api/v4/orders`, { method: 'POST', headers: SHOP, body })
        .then(async (response) => ({ status: response.status, json: await response.json() as { order?: { id: number }; error?: string } }), (error: unknown) => ({ status: 0, json: { error: String(error) } as { order?: { id: number }; error?: string } }));
      if (result.status === 201 && result.json.order) accepted.push(result.json.order.id);
      else refused.push(`${result.status} ${JSON.stringify(result.json).slice(0, 200)}`);
      if (!signalled && accepted.length >= SIGTERM_AFTER) {
        signalled = true;
        server.child.kill('SIGTERM');
      }
      if (result.status === 0 || result.status === 503) return;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  expect(signalled, `${accepted.length} accepted; refused: ${refused.slice(0, 3).join(" | ")}`).toBe(true);
  expect(await server.exited, server.output()).toBe(0);
  expect(refused.some((status) => status.startsWith("0 ") || status.startsWith("503 "))).toBe(true);

  const db = await openDb({ dataDir: join(dataDir, 'pglite') });
  try {
    const complete = await sql<{ id: number }>`
      select o.id from orders o
      join order_items oi on oi.order_id = o.id
      join ticket_sales ts on ts.order_item_id = oi.id and ts.ticket_id = 1 and ts.quantity = 1
      where exists (select 1 from quota_usages qu where qu.order_id = o.id and qu.quantity = 1)`.execute(db);
    const placed = await sql<{ id: number }>`
      select distinct oi.order_id as id from order_items oi join ticket_sales ts on ts.order_item_id = oi.id where ts.ticket_id = 1`.execute(db);
    expect(complete.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([...accepted].sort((a, b) => a - b));
    expect(placed.rows).toHaveLength(accepted.length);
  } finally {
    await db.destroy();
  }
}, 180_000);
