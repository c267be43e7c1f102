import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';
import type { ApiApp } from '../../http/app-env';
import type { Shop } from '../../http/app-env';
import { errorResponse } from '../../http/openapi';
import { checkQueue, enterQueue, leaveQueue, listShops } from './store';

const LOOPBACK_LABELS = new Set(['localhost', '127', '[', '']);
const shopParam = z.object({ shop: z.string().max(100).openapi({ param: { name: 'shop', in: 'path' }, description: 'First label of the API host (museen for museen.localhost)', example: 'museen' }) });
const bearer = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer {token} from enter' }) });
const errors = { 404: errorResponse('No waiting room for this shop, or an unknown token') } as const;
const tags = ['waiting room'];

const enterRoute = createRoute({
  method: 'post', path: '/queue/{shop}/enter', tags, request: { params: shopParam },
  summary: 'Joins the line (requirements/waiting-room.md §7.1 waiting room)',
  description: "404 while the shop's waiting room is disabled or uses another queue host, which tells the shop to skip the waiting room.",
  responses: { 200: { description: 'The visitor token', content: { 'application/json': { schema: z.object({ token: z.string() }) } } }, ...errors },
});
const checkRoute = createRoute({
  method: 'get', path: '/queue/{shop}/check', tags, request: { params: shopParam, headers: bearer },
  summary: 'May the visitor enter?',
  description: "'visiting': enter, remaining = seconds of idleness before the place is freed; 'waiting': position in line and an estimate of the remaining seconds. Polling keeps the place in line.",
  responses: {
    200: { description: 'Status', content: { 'application/json': { schema: z.object({ status: z.enum(['visiting', 'waiting']), remaining: z.number().int(), position: z.number().int(), error: z.null() }) } } },
    ...errors,
  },
});
const leaveRoute = createRoute({
  method: 'delete', path: '/queue/{shop}/leave', tags, request: { params: shopParam, headers: bearer },
  summary: 'Gives the place to the next in line (after a successful order)',
  responses: { 204: { description: 'Left' }, ...errors },
});

async function queueShop(db: Db, label: string): Promise<Shop> {
  const name = label.toLowerCase();
  const shops = await listShops(db);
  const shop = shops.find((row) => row.slug === name || row.hosts.some((host) => host.split('.')[0] === name))
    ?? (LOOPBACK_LABELS.has(name) ? shops[0] : undefined);
  const room = (shop?.settings as { waitingRoom?: { enabled?: boolean; host?: string } } | undefined)?.waitingRoom;
  if (!shop || !room?.enabled || room.host !== '/queue') throw ApiError.notFound('Waiting room');
  return shop;
}

function rulesOf(shop: Shop) {
  const room = (shop.settings as { waitingRoom?: { capacity?: number; visitMinutes?: number } }).waitingRoom ?? {};
  return { capacity: room.capacity ?? 500, visitMs: (room.visitMinutes ?? 20) * 60_000, waiterMs: 60_000 };
}

const tokenOf = (c: Context) => {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw ApiError.notFound('Token');
  return token;
};

/**
 * The built-in queue service the waiting room talks to when its host is '/queue' (
 * requirements/waiting-room.md §7.1 'Waiting room (external queue service)'). Capacity and idle time come from the shop's
 * published settings (waitingRoom.capacity, visitMinutes).
 */
export function registerWaitingRoomRoutes(app: ApiApp): void {
  app.use('/queue/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
    if (c.req.method === 'OPTIONS') {
      c.header('Access-Control-Allow-Methods', 'GET,POST,DELETE,OPTIONS');
      c.header('Access-Control-Allow-Headers', 'authorization, content-type');
      return c.body(null, 204);
    }
    await next();
  });

  app.openapi(enterRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = await queueShop(db, c.req.valid('param').shop);
    return c.json({ token: await enterQueue(db, shop.id, now()) }, 200);
  });

  app.openapi(checkRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = await queueShop(db, c.req.valid('param').shop);
    const result = await checkQueue(db, shop.id, tokenOf(c), now(), rulesOf(shop));
    if (!result) throw ApiError.notFound('Token');
    return c.json({ status: result.status, remaining: result.remaining, position: result.status === 'waiting' ? result.position : 0, error: null }, 200);
  });

  app.openapi(leaveRoute, async (c) => {
    const { db, now } = c.get('deps');
    const shop = await queueShop(db, c.req.valid('param').shop);
    if (!(await leaveQueue(db, shop.id, tokenOf(c), now()))) throw ApiError.notFound('Token');
    return c.body(null, 204);
  });
}
