import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it, onTestFinished } from 'vitest';
import { openDb } from '../db/connect';
import { startApiProcess } from '../testing/api-process.fixtures';
import { BURST_SHOP as SHOP, firstOrderBody, ticketOneOrders } from '../testing/order-burst.fixtures';

/**
 * Why this test exists: a deploy sends SIGTERM to a process that is taking orders. Whatever
 * it answered 201 must be a complete order (item, ticket sale, places taken); whatever it
 * refused or never answered must leave nothing behind. The real `npm start` server runs as a
 * child process on the embedded database, which the test opens after the process exited.
 */
const CLIENTS = 8;
const SIGTERM_AFTER = 24;

it('drains on SIGTERM: every accepted order complete, every refused one absent', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'drain-'));
  const server = await startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: '', WORKERS: '1' });
  // A failed assertion must not leave the server running.
  onTestFinished(() => { if (server.child.exitCode === null) server.child.kill('SIGKILL'); });
  const { body, orderId } = await firstOrderBody(server.base);
  const accepted: number[] = [orderId];
  const refused: string[] = [];

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
    const { complete, placed } = await ticketOneOrders(db);
    expect(complete).toEqual([...accepted].sort((a, b) => a - b));
    expect(placed).toHaveLength(accepted.length);
  } finally {
    await db.destroy();
  }
}, 180_000);
